import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxPositions } from '@marquee/contract';
import { expectError, hostileText } from '../test/hostile-input.js';
import type { TestApp } from '../test/test-app.js';
import {
  createBrowseWorld,
  RUNS,
  expectAnswer,
  urlText,
  rowCounter,
} from './browse-bad-input-world.js';

// Random and malformed queries and paths at the browsing calls (browse-bad-input-world.ts says
// which calls, and how hard it searches).
let t: TestApp;
let token: string;
let bannerIds: string[];
beforeAll(async () => {
  ({ t, token, bannerIds } = await createBrowseWorld());
});
afterAll(() => t.close());

const rowCounts = rowCounter(() => t);

describe('GET browsing calls with any query', () => {
  const calls: Record<string, string[]> = {
    'ads/list': ['filter[box_position]', 'filter[ads_type]', 'filter[box_position][0]'],
    'highlighted-content/list': ['url', 'url[]', 'url[0]'],
    'vods/trending-movies': ['page', 'limit', 'page[]'],
    'vods/trending-tv-shows': ['page', 'limit', 'limit[0]'],
    'vods/get-continue-watching': ['page', 'limit'],
    'video-campaigns/list': ['filter[vod_id]', 'filter', 'filter[vod_id][0]'],
    'channels/list': [
      'page',
      'limit',
      'filter[category_id]',
      'filter[title]',
      'filter[id][0]',
      'sort[channel_number]',
      'sort[title]',
      'config[enable_favorites]',
    ],
    'channels/trending': ['page', 'limit', 'page[]'],
    'epgs/list': ['filter[channel_id]', 'filter[start]', 'filter[end]', 'filter'],
    'epgs/index': [
      'page',
      'filter[start]',
      'filter[end]',
      'filter[channel_id][0]',
      'filter[favorites]',
    ],
  };
  // A well-formed id of no title is "This title does not exist." (404).
  const refusalsOf = (path: string) => (path === 'video-campaigns/list' ? [400, 404] : [400]);
  const fakeKeys = ['x', 'filter', 'filter[x]', '__proto__[polluted]', 'constructor[prototype]'];
  const value = urlText(
    fc.oneof(
      hostileText,
      fc.constantFrom(...boxPositions, 'image', '/home', '/', '1', '24', 'asc', '1780000000'),
    ),
  );

  it.each(Object.entries(calls))(
    '%s answers 200, or 400 with field errors (404 for an unknown title), never a 5xx',
    async (path, realKeys) => {
      const key = urlText(fc.oneof(fc.constantFrom(...realKeys), fc.constantFrom(...fakeKeys)));
      const query = fc
        .array(fc.tuple(key, value), { maxLength: 4 })
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
      await fc.assert(
        fc.asyncProperty(query, async (search) => {
          const response = await t.call({ url: `/api/${path}?${search}`, token });
          expectAnswer(response, refusalsOf(path));
          if (response.statusCode === 400) {
            expect(response.json().message).toMatch(/^Invalid query: /);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});

describe('POST /vods/rate/:id/:rating and /multi-event-vods/rate/:id/:rating with any path', () => {
  it('answers a rating, 400 for a malformed id or rating, 404 or 409, never a 5xx', async () => {
    const part = fc.oneof(
      fc.integer({ min: -3, max: 400 }).map(String),
      fc.constantFrom('0', '5', '6', '1.5', '1e3', '0x2', '99999999999999999999'),
      urlText(hostileText),
    );
    const kind = fc.constantFrom('vods', 'multi-event-vods');
    await fc.assert(
      fc.asyncProperty(kind, part, part, async (model, id, rating) => {
        const before = await rowCounts();
        const response = await t.call({
          method: 'POST',
          url: `/api/${model}/rate/${id}/${rating}`,
          token,
        });
        expectAnswer(response, [400, 404, 409, 414]);
        if (response.statusCode !== 200) expect(await rowCounts(), response.body).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('GET /pages/:slug with any slug', () => {
  it('answers a page, 400 for a malformed slug or 404 "Page not found"', async () => {
    const slug = fc.oneof(
      fc.constantFrom('about', 'help', 'terms-of-use', 'privacy-policy', 'careers', '..', '.'),
      urlText(fc.string({ unit: 'binary', maxLength: 90 })),
      urlText(hostileText),
    );
    await fc.assert(
      fc.asyncProperty(slug, async (s) => {
        const response = await t.call({ url: `/api/pages/${s}`, token });
        expectAnswer(response, [400, 404, 414]);
        if (response.statusCode === 404 && /^[a-z0-9-]+$/.test(s)) {
          expect(response.json().message).toBe('Page not found');
        }
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('GET /media/art/banner/{file} with any file', () => {
  it('answers an SVG for a real banner or a 4xx with a message', async () => {
    const file = fc.oneof(
      fc.constantFrom(...bannerIds).map((id) => `${id}.svg`),
      fc.constantFrom('x.svg', '.svg', '..%2f..%2fpackage.json', '%00.svg', 'a.SVG', '%'),
      urlText(fc.string({ unit: 'binary', maxLength: 80 })),
    );
    await fc.assert(
      fc.asyncProperty(file, async (f) => {
        const response = await t.call({ url: `/media/art/banner/${f}` });
        if (response.statusCode === 200) {
          expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
          expect(response.body).toMatch(/^<svg/);
        } else {
          expectError(response, [400, 404, 414]);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
