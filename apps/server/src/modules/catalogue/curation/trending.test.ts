import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listOf, tvShowSchema, vodItemSchema } from '@marquee/contract';
import { DAY } from '../../../clock.js';
import { curatedListEntries, shows, vods } from '../../../db/schema.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let demo: string;
let expired: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.login()).token;
  expired = (await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password)).token;
});
afterAll(() => t.close());

const movieList = envelope(listOf(vodItemSchema));
const showList = envelope(listOf(tvShowSchema));
const trendingMovies = async (query = 'limit=100') => {
  const response = await t.call({ url: `/api/vods/trending-movies?${query}`, token: demo });
  expect(response.statusCode, response.body).toBe(200);
  return movieList.parse(response.json()).data!;
};
const trendingShows = async () => {
  const response = await t.call({ url: '/api/vods/trending-tv-shows', token: demo });
  expect(response.statusCode, response.body).toBe(200);
  return showList.parse(response.json()).data!;
};
const ids = (list: { items: { id: number }[] }) => list.items.map((item) => item.id);

/** The operator's trending list, then the best rated, each once: the order without plays. */
async function curatedThenBestRated(kind: 0 | 2): Promise<number[]> {
  const curated = await t.database.db
    .select({ id: curatedListEntries.titleId })
    .from(curatedListEntries)
    .where(and(eq(curatedListEntries.listKey, 'trending'), eq(curatedListEntries.titleKind, kind)))
    .orderBy(asc(curatedListEntries.position));
  const titles =
    kind === 0
      ? await t.database.db
          .select({ id: vods.id, rating: vods.rating })
          .from(vods)
          .where(eq(vods.type, 0))
      : await t.database.db.select({ id: shows.id, rating: shows.rating }).from(shows);
  titles.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.id - b.id);
  return [...new Set([...curated.map((row) => row.id), ...titles.map((row) => row.id)])];
}

const view = (token: string, name: string, id: number) =>
  t.call({
    method: 'POST',
    url: '/api/analytics/events',
    token,
    body: { events: [{ name, occurred_at: t.now().toISOString(), properties: { id } }] },
  });
/** Films included in the subscription, by id, with the profile that plays them. */
async function includedFilms(): Promise<Map<number, number>> {
  const response = await t.call({ url: '/api/vods/list?filter[type]=0&limit=200', token: demo });
  return new Map(
    movieList.parse(response.json()).data!.items.flatMap((film) => {
      const profile = film.movie_source.profiles.find((item) => item.business_model === 'svod');
      return profile ? [[film.id, profile.id] as const] : [];
    }),
  );
}
const stream = (token: string, id: number, profileId: number) =>
  t.call({
    method: 'POST',
    url: '/api/vods/stream',
    token,
    body: { single_event_vod_id: id, vod_profile_id: profileId },
  });

describe('GET /vods/trending-movies', () => {
  it("without plays, follows the operator's trending list, then the best rated", async () => {
    const expected = await curatedThenBestRated(0);
    const all = await trendingMovies();
    expect(ids(all)).toEqual(expected);
    expect(all.pager).toEqual({ page: 1, pageCount: 1, count: expected.length });
    const second = await trendingMovies('page=2&limit=24');
    expect(ids(second)).toEqual(expected.slice(24, 48));
    expect(second.pager).toEqual({ page: 2, pageCount: 2, count: expected.length });
  });

  it('puts the films most accounts played this week first, then the most played', async () => {
    const expected = await curatedThenBestRated(0);
    const included = await includedFilms();
    const [popular, replayed, refused] = expected.filter((id) => included.has(id)).reverse();
    // Two accounts viewed one film; one account streamed another three times.
    expect((await view(demo, 'single_movie_view', popular!)).statusCode).toBe(200);
    expect((await view(expired, 'single_movie_view', popular!)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await stream(demo, replayed!, included.get(replayed!)!)).statusCode).toBe(200);
    }
    // A refused stream is no play.
    expect((await stream(expired, refused!, included.get(refused!)!)).statusCode).toBe(403);
    const order = ids(await trendingMovies());
    expect(order.slice(0, 3)).toEqual([popular, replayed, expected[0]]);
    expect(new Set(order).size).toBe(order.length);
  });

  it('forgets plays older than seven days', async () => {
    t.advance(8 * DAY);
    expect(ids(await trendingMovies())).toEqual(await curatedThenBestRated(0));
  });

  it.each(['page=0', 'limit=0', 'limit=1000', 'page=x', 'sort[created]=desc'])(
    'answers 400 with a clear message for %s',
    async (query) => {
      const response = await t.call({ url: `/api/vods/trending-movies?${query}`, token: demo });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid query: /);
    },
  );
});

describe('GET /vods/trending-tv-shows', () => {
  it('ranks shows by plays of their episodes, then the trending list and ratings', async () => {
    const expected = await curatedThenBestRated(2);
    expect(ids(await trendingShows())).toEqual(expected);
    const showId = expected.at(-1)!;
    const [episode] = await t.database.db
      .select({ id: vods.id })
      .from(vods)
      .where(and(eq(vods.showId, showId), eq(vods.type, 1)))
      .limit(1);
    // A movie view naming an episode is not a play of it.
    await view(demo, 'single_movie_view', episode!.id);
    expect(ids(await trendingShows())).toEqual(expected);
    await view(demo, 'single_episode_view', episode!.id);
    const list = await trendingShows();
    expect(ids(list)[0]).toBe(showId);
    expect(list.items[0]!.seasons.length).toBeGreaterThan(0);
  });

  it('answers 400 for a bad page', async () => {
    const response = await t.call({ url: '/api/vods/trending-tv-shows?page=-1', token: demo });
    expect(response.statusCode).toBe(400);
  });
});
