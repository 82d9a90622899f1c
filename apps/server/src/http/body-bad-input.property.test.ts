import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_WEB, Header, TENANT_GENERAL } from '@marquee/contract';
import { anyValue, contentType, formText, jsonText } from '../test/hostile-input.js';
import type { TestApp } from '../test/test-app.js';
import { createBrowseWorld, RUNS, expectAnswer, rowCounter } from './browse-bad-input-world.js';

// Random and malformed bodies at the browsing and playback calls that take one: a refusal
// writes no row (browse-bad-input-world.ts says how hard it searches).
let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await createBrowseWorld());
});
afterAll(() => t.close());

const rowCounts = rowCounter(() => t);

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
