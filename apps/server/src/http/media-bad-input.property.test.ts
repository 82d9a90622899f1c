import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths.js';
import { mediaPathSegment, urlText } from '../test/hostile-arbitraries.js';
import type { TestApp } from '../test/test-app.js';
import { createBadInputWorld, RUNS, expectError } from './bad-input-world.js';

// Bad paths at the art and media routes (bad-input-world.ts says why and how hard it searches).
let t: TestApp;
let vodIds: number[];
beforeAll(async () => {
  ({ t, vodIds } = await createBadInputWorld());
});
afterAll(() => t.close());

const packageJson = readFileSync(join(serverRoot, 'package.json'), 'utf8');
const rootPackageJson = readFileSync(join(serverRoot, '..', '..', 'package.json'), 'utf8');

describe('media paths', () => {
  const neverLeaks = (response: LightMyRequestResponse) => {
    expect(response.body).not.toContain(packageJson);
    expect(response.body).not.toContain(rootPackageJson);
    expect(response.body).not.toContain('"@marquee/server"');
  };

  it('answers any art path with an SVG for a real title or a 4xx with a message', async () => {
    const kind = fc.oneof(
      fc.constantFrom('poster', 'backdrop', 'POSTER', 'brand', '..', '%2e%2e', '.', '%00', '%'),
      urlText(fc.string({ unit: 'binary', maxLength: 30 })),
    );
    const file = fc.oneof(
      fc.constantFrom(...vodIds).map((id) => `${id}.svg`),
      fc.nat({ max: 2_000_000_000 }).map((id) => `${id}.svg`),
      fc.constantFrom(
        '../package.json',
        '..%2f..%2fpackage.json',
        '%2e%2e%2f%2e%2e%2fpackage.json',
        '1.svg%00',
        '1.svg%00.png',
        '1.SVG',
        '0001.svg',
        '-1.svg',
        '1e3.svg',
        '.svg',
        '1.svg/..',
        '%',
        '%zz',
        `${'9'.repeat(300)}.svg`,
      ),
      urlText(fc.string({ unit: 'binary', maxLength: 60 })),
    );
    await fc.assert(
      fc.asyncProperty(kind, file, async (k, f) => {
        const response = await t.call({ url: `/media/art/${k}/vod/${f}` });
        neverLeaks(response);
        if (response.statusCode === 200) {
          expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
          expect(response.body).toMatch(/^<svg/);
        } else {
          expectError(response, [400, 403, 404, 414]);
        }
      }),
      { numRuns: RUNS, examples: [['poster', '%']] },
    );
  });

  it('answers any /media path with a real file or a 4xx, never a file outside media/', async () => {
    const segment = mediaPathSegment;
    const noise = fc.array(segment, { maxLength: 3 }).map((segments) => segments.join('/'));
    const path = fc.oneof(
      fc
        .array(segment, { minLength: 1, maxLength: 8 })
        .map((segments) => `/media/${segments.join('/')}`),
      // Real files, alone or behind noise that may or may not walk back to them.
      fc
        .tuple(noise, fc.constantFrom('vod/demo/master.m3u8', 'vod/trailer/master.m3u8'))
        .map(([prefix, file]) => `/media/${prefix ? `${prefix}/` : ''}${file}`),
    );
    await fc.assert(
      fc.asyncProperty(path, async (url) => {
        const response = await t.call({ url });
        neverLeaks(response);
        if (response.statusCode === 200) {
          expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
          expect(response.body).toMatch(/^#EXTM3U/);
        } else {
          expectError(response, [400, 403, 404, 414]);
        }
      }),
      { numRuns: RUNS, examples: [['/media/%//..']] },
    );
  });
});
