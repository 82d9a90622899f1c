import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { serverRoot } from '../../paths.js';
import { createTestDatabase } from '../../test/test-database.js';

let webDist: string;
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'marquee-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Marquee</title>');
  writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  database = await createTestDatabase();
  app = await buildApp(database, {
    webDist,
    mediaDir: join(serverRoot, 'media'),
    validateResponses: true,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it.each(['/', '/login', '/movies/12', '/movies/12?play'])(
    'serves index.html for %s',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Marquee</title>');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ url: '/assets/app-1.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves an asset written after the start, as a rebuild does', async () => {
    writeFileSync(join(webDist, 'assets', 'app-2.js'), 'console.log(2)');
    const response = await app.inject({ url: '/assets/app-2.js' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a missing asset or API call with a JSON 404, not the page', async () => {
    for (const url of ['/assets/missing.js', '/api/nothing-here']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().status).toBe(0);
    }
  });
});
