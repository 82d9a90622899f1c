import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_WEB, Header, Status, TENANT_GENERAL, boxPositions } from '@marquee/contract';
import {
  adBanners,
  analyticsEvents,
  favouriteChannels,
  payments,
  ratings,
  reminders,
  rentals,
  titlePlays,
  watchProgress,
} from '../db/schema.js';
import {
  anyValue,
  contentType,
  expectError,
  formText,
  hostileText,
  jsonText,
} from '../test/hostile-input.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Random and malformed input at the browsing and playback calls (slides, recommendations,
// trending, continue watching, ads, analytics, static pages, banner art, video campaigns,
// renting, rating, saved positions, channels, favourite channels, the guide and reminders): the answer is a 2xx or a
// 4xx with the error envelope, never a 5xx, and a refused call writes no row. FC_RUNS (say
// 1000) searches deeper.
const RUNS = Number(process.env.FC_RUNS ?? 60);

let t: TestApp;
let token: string;
let bannerIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
  bannerIds = (await t.database.db.select({ id: adBanners.id }).from(adBanners)).map(
    (row) => row.id,
  );
});
afterAll(() => t.close());

/** Rows of every table these calls may write. */
async function rowCounts() {
  const tables = {
    analyticsEvents,
    titlePlays,
    watchProgress,
    rentals,
    payments,
    ratings,
    favouriteChannels,
    reminders,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.database.db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function expectAnswer(response: LightMyRequestResponse, refusals: number[]) {
  if (response.statusCode === 200) {
    expect(response.json().status, response.body).toBe(Status.ok);
  } else {
    expectError(response, refusals);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

const urlText = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.boolean())
    .map(([value, strict]) =>
      strict
        ? encodeURIComponent(value)
        : value.replace(/[^\x21-\x7e]|[#?&]/gu, (char) => encodeURIComponent(char)),
    );

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

interface BodyTarget {
  url: string;
  valid: Record<string, unknown>;
  /** The refusals it may answer besides 400, 413 and 415 (e.g. 404 for an unknown title). */
  refusals?: number[];
}

const event = { name: 'ad_click', occurred_at: new Date().toISOString(), properties: { a: 1 } };
const BODY_TARGETS: BodyTarget[] = [
  { url: 'vods/recommended', valid: { type: 0, limit: 5 } },
  { url: 'analytics/events', valid: { events: [event] } },
  // Real ids to start from; the arbitraries also send other titles, profiles and durations.
  {
    url: 'vods/rent',
    valid: { single_event_vod_id: 11, vod_profile_id: 1, duration: 2 },
    refusals: [402, 403, 404, 409],
  },
  { url: 'channels/toggle-favorite', valid: { channel_id: 1 }, refusals: [404] },
  // Unknown and started programmes, a second reminder, and reminders of no one.
  {
    url: 'epg-reminders/add',
    valid: { epg_programme_id: 1, minutes_before: 5 },
    refusals: [404, 409],
  },
  { url: 'epg-reminders/edit', valid: { id: 1, minutes_before: 10 }, refusals: [404, 409] },
  { url: 'epg-reminders/delete', valid: { id: 1 }, refusals: [404] },
  {
    url: 'vods/save-progress',
    valid: { single_event_vod_id: 74, stopped_time: 120, duration: 5400 },
    refusals: [404],
  },
];

const post = (url: string, payload: string | undefined, type: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: {
      [Header.device]: DEVICE_WEB,
      [Header.tenant]: TENANT_GENERAL,
      [Header.token]: token,
      ...(type === undefined ? {} : { 'content-type': type }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

describe.each(BODY_TARGETS)('POST /$url with any body', ({ url, valid, refusals = [] }) => {
  async function check(payload: string | undefined, type: string | undefined) {
    const before = await rowCounts();
    const response = await post(url, payload, type);
    expectAnswer(response, [400, 413, 415, ...refusals]);
    if (response.statusCode !== 200) expect(await rowCounts(), response.body).toEqual(before);
  }

  it('answers JSON bodies with 200 or a 4xx and a message, and a refusal writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(jsonText(valid), (payload) => check(payload, 'application/json')),
      { numRuns: RUNS },
    );
  });

  it('answers raw bodies of any content type the same way', async () => {
    const payload = fc.option(
      fc.oneof(
        { arbitrary: formText(valid), weight: 3 },
        jsonText(valid),
        fc.string({ unit: 'binary', maxLength: 200 }),
      ),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(payload, contentType, (raw, type) => check(raw, type)),
      { numRuns: RUNS },
    );
  });
});

describe('POST /analytics/events with hostile events', () => {
  const hostileEvent = fc.record(
    {
      name: fc.oneof(
        fc.constantFrom('single_movie_view', 'single_episode_view', 'logout'),
        anyValue,
      ),
      occurred_at: fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.constantFrom('0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-30T00:00:00Z'),
        anyValue,
      ),
      properties: fc.oneof(
        fc.dictionary(
          fc.oneof(
            fc.constantFrom('id', 'title', '__proto__', 'a\0'),
            fc.string({ maxLength: 70 }),
          ),
          fc.oneof(anyValue, fc.integer({ min: -5, max: 2_000_000_000 })),
          { maxKeys: 22 },
        ),
        anyValue,
      ),
    },
    { requiredKeys: [] },
  );
  const batch = fc.array(hostileEvent, { minLength: 0, maxLength: 55 });

  it('stores the whole batch or nothing, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(batch, async (events) => {
        const before = await rowCounts();
        const response = await post(
          'analytics/events',
          JSON.stringify({ events }),
          'application/json',
        );
        expectAnswer(response, [400, 413]);
        const after = await rowCounts();
        if (response.statusCode === 200) {
          expect(after.analyticsEvents).toBe(before.analyticsEvents! + events.length);
        } else {
          expect(after).toEqual(before);
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
