import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const indexHtml = `<!doctype html><html lang="en"><head><title>Marquee Studio</title>
<script type="module" crossorigin src="/studio/assets/index-5b1e.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('the operators console at /studio', () => {
  let studioDist: string;
  let t: TestApp;
  beforeAll(async () => {
    studioDist = mkdtempSync(join(tmpdir(), 'marquee-studio-'));
    mkdirSync(join(studioDist, 'assets'));
    writeFileSync(join(studioDist, 'index.html'), indexHtml);
    writeFileSync(join(studioDist, 'assets', 'index-5b1e.js'), 'console.log("studio")');
    t = await createTestApp({ seed: false, config: { studioDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(studioDist, { recursive: true, force: true });
  });

  it('serves its page at /studio and at every page under it, under a CSP without inline scripts', async () => {
    for (const url of ['/studio', '/studio/login', '/studio/subscribers/12']) {
      const response = await t.call({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).not.toContain('unsafe-inline');
    }
  });

  it('answers an unchanged page with a 304', async () => {
    const first = await t.call({ url: '/studio' });
    const again = await t.call({
      url: '/studio',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves its built files for a year, and a missing file as a JSON 404', async () => {
    const script = await t.call({ url: '/studio/assets/index-5b1e.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("studio")');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/studio/assets/gone-0000.js', '/studio/logo.png']) {
      const missing = await t.call({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ status: 0 });
    }
  });
});

describe('a server without a built console', () => {
  it('answers /studio with a JSON 404', async () => {
    const t = await createTestApp({ seed: false });
    try {
      for (const url of ['/studio', '/studio/branding']) {
        const response = await t.call({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ status: 0 });
      }
    } finally {
      await t.close();
    }
  });
});
