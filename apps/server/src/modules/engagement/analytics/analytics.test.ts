import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX, type AnalyticsEvent } from '@marquee/contract';
import { analyticsEvents, titlePlays, vods } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
let viewer: { accountId: number; profileId: number };
let filmId: number;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login();
  token = login.token;
  viewer = { accountId: login.account.id, profileId: login.profile.id };
  const [film] = await t.database.db.select({ id: vods.id }).from(vods).limit(1);
  filmId = film!.id;
});
afterAll(() => t.close());

const event = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  name: 'ad_click',
  occurred_at: new Date().toISOString(),
  properties: { mongo_id: '6a1f0c0de5eed00000000001' },
  ...overrides,
});
const track = (body: unknown, withToken = true) =>
  t.call({
    method: 'POST',
    url: '/api/analytics/events',
    ...(withToken ? { token } : {}),
    body,
  });
const rowCounts = async () => {
  const [[events], [plays]] = await Promise.all([
    t.database.db.select({ value: count() }).from(analyticsEvents),
    t.database.db.select({ value: count() }).from(titlePlays),
  ]);
  return { events: events!.value, plays: plays!.value };
};

describe('POST /analytics/events', () => {
  it('stores a batch with the account, profile, properties and both times', async () => {
    const before = await rowCounts();
    const occurredAt = new Date(t.now().getTime() - 60_000).toISOString();
    const batch = [
      event({
        name: 'single_movie_view',
        occurred_at: occurredAt,
        properties: { id: filmId, title: 'A film', hd: true, rating: null },
      }),
      event(),
      event({ name: 'logout', properties: {} }),
    ];
    const response = await track({ events: batch });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 1, data: { accepted: 3 } });
    const rows = (await t.database.db.select().from(analyticsEvents)).slice(-3);
    expect(rows.map((row) => row.name)).toEqual(['single_movie_view', 'ad_click', 'logout']);
    expect(rows[0]).toMatchObject({
      ...viewer,
      properties: { id: filmId, title: 'A film', hd: true, rating: null },
      occurredAt: new Date(occurredAt),
    });
    expect(rows[0]!.receivedAt.getTime()).toBeGreaterThan(new Date(occurredAt).getTime());
    // The movie view counts as a play for trending.
    expect(await rowCounts()).toEqual({ events: before.events + 3, plays: before.plays + 1 });
  });

  it('counts a view only for a title of the type the event names', async () => {
    const before = await rowCounts();
    const response = await track({
      events: [
        event({ name: 'single_episode_view', properties: { id: filmId } }),
        event({ name: 'single_movie_view', properties: { id: 999_999 } }),
        event({ name: 'single_movie_view', properties: { id: 'nope' } }),
        event({ name: 'single_movie_view', properties: { id: String(filmId) } }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowCounts()).toEqual({ events: before.events + 4, plays: before.plays + 1 });
  });

  it.each([
    [
      'more than 50 events',
      { events: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => event()) },
      'events may hold at most 50',
    ],
    ['no events', { events: [] }, 'events must hold at least one event'],
    ['no body', undefined, 'Invalid body'],
    ['an unknown name', { events: [event({ name: 'page_view' as 'logout' })] }, 'name must be'],
    [
      'a nested property',
      { events: [event({ properties: { a: { b: 1 } } as never })] },
      'events[0][properties][a]',
    ],
    [
      'more than 20 properties',
      {
        events: [
          event({ properties: Object.fromEntries([...Array(21).keys()].map((k) => [`p${k}`, k])) }),
        ],
      },
      'at most 20 entries',
    ],
    ['a date that is not ISO', { events: [event({ occurred_at: 'yesterday' })] }, 'ISO 8601'],
    [
      'a time far ahead of the server',
      { events: [event(), event({ occurred_at: '2999-01-01T00:00:00Z' })] },
      'events[1][occurred_at] must be after 2000',
    ],
    [
      'a time before 2000',
      { events: [event({ occurred_at: '0000-01-01T00:00:00Z' })] },
      'events[0][occurred_at]',
    ],
    [
      'a lone surrogate',
      { events: [event({ properties: { title: 'a\ud800b' } })] },
      'events[0][properties][title] must be valid Unicode text',
    ],
    [
      'U+0000 in a property name',
      { events: [event({ properties: { 'a\u0000': 1 } })] },
      'must not contain the NUL character',
    ],
    [
      'U+0000 in a property value',
      { events: [event({ properties: { a: 'x\u0000' } })] },
      'must not contain the NUL character',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_name, body, message) => {
    const before = await rowCounts();
    const response = await track(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().status).toBe(0);
    expect(response.json().message).toContain(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('needs a login', async () => {
    const response = await track({ events: [event()] }, false);
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(2);
  });
});
