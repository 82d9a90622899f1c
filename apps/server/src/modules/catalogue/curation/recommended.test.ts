import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItemSchema, envelope, listOf } from '@marquee/contract';
import { curatedListEntries, shows, vodGenres, vods } from '../../../db/schema.js';
import { registrationBody } from '../../../test/account-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { READ_MEMO_MAX_AGE_MS } from '../../../read-memo.js';
import { createWatchProgressRepository } from '../watching/watch-progress-repository.js';

let t: TestApp;
let token: string;
let viewer: { accountId: number; profileId: number };
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login();
  token = login.token;
  viewer = { accountId: login.account.id, profileId: login.profile.id };
});
afterAll(() => t.close());

const listBody = envelope(listOf(catalogueItemSchema));
const recommend = (body: unknown, as = token) =>
  t.call({ method: 'POST', url: '/api/vods/recommended', token: as, body });
const recommended = async (body: unknown, as = token) => {
  const response = await recommend(body, as);
  expect(response.statusCode, response.body).toBe(200);
  return listBody.parse(response.json()).data!;
};
const curated = async (kind: number) =>
  (
    await t.database.db
      .select({ id: curatedListEntries.titleId })
      .from(curatedListEntries)
      .where(
        and(eq(curatedListEntries.listKey, 'recommended'), eq(curatedListEntries.titleKind, kind)),
      )
      .orderBy(asc(curatedListEntries.position))
  ).map((row) => row.id);

/** A new subscriber's session: a profile that has watched and rated nothing. */
async function newcomer() {
  const body = registrationBody();
  await t.call({ method: 'POST', url: '/api/account/registration', body });
  return (await t.login(body.email, body.password)).token;
}

describe('POST /vods/recommended', () => {
  it("gives the operator's recommended films in their order", async () => {
    const { items, pager } = await recommended({ type: 0 }, await newcomer());
    expect(items.map((item) => item.id)).toEqual((await curated(0)).slice(0, 10));
    expect(items.every((item) => item.type === 0)).toBe(true);
    expect(pager).toEqual({ page: 1, pageCount: 1, count: items.length });
  });

  it("gives the operator's recommended shows as shows, with their seasons", async () => {
    const { items } = await recommended({ type: 2, limit: 10 }, await newcomer());
    expect(items.map((item) => item.id)).toEqual(await curated(2));
    for (const item of items) {
      expect(item.type).toBe(2);
      if (item.type === 2) expect(item.seasons.length).toBe(item.season_count);
    }
  });

  it('takes the type and limit as texts of a form too', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/vods/recommended',
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'type=0&limit=2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(listBody.parse(response.json()).data!.items).toHaveLength(2);
  });

  it('fills where the viewer stopped watching a recommended film', async () => {
    const [first] = await curated(0);
    await createWatchProgressRepository(t.database.db).saveProgress({
      ...viewer,
      vodId: first!,
      stoppedTime: 90,
      duration: 6000,
      at: t.now(),
    });
    t.advance(READ_MEMO_MAX_AGE_MS); // the app's memoised positions age out (read-memo.ts)
    const { items } = await recommended({ type: 0, limit: 1 });
    expect(items[0]).toMatchObject({
      id: first,
      continue_watching: { stopped_time: 90, duration: 6000 },
    });
  });

  it('puts first the picks sharing most genres with what the profile watched, and leaves out what it finished or disliked', async () => {
    const fresh = await newcomer();
    const picks = (await curated(0)).slice(0, 10);
    const genresOf = async (id: number) =>
      (
        await t.database.db
          .select({ genre: vodGenres.genreId })
          .from(vodGenres)
          .where(eq(vodGenres.vodId, id))
      ).map((row) => row.genre);
    // A film outside the picks that shares a genre with the last pick, so the order must move.
    const lastGenres = new Set(await genresOf(picks.at(-1)!));
    const others = await t.database.db
      .select({ id: vods.id })
      .from(vods)
      .where(eq(vods.type, 0))
      .orderBy(asc(vods.id));
    let watched: { id: number } | undefined;
    for (const film of others.filter((row) => !picks.includes(row.id))) {
      if ((await genresOf(film.id)).some((genre) => lastGenres.has(genre))) {
        watched = film;
        break;
      }
    }
    const post = (url: string, body: unknown) =>
      t.call({ method: 'POST', url: `/api/${url}`, token: fresh, body });
    // Started (not finished): its genres are the profile's taste.
    await post('vods/save-progress', {
      single_event_vod_id: watched!.id,
      stopped_time: 60,
      duration: 6000,
    });
    // Finished: gone. Rated one star: gone.
    await post('vods/save-progress', {
      single_event_vod_id: picks[0],
      stopped_time: 6000,
      duration: 6000,
    });
    await post(`vods/rate/${picks[1]}/1`, {});

    const taste = new Set(await genresOf(watched!.id));
    const shared = async (id: number) => (await genresOf(id)).filter((g) => taste.has(g)).length;
    const kept = picks.slice(2);
    const scores = new Map(
      await Promise.all(kept.map(async (id) => [id, await shared(id)] as const)),
    );
    const expected = [...kept].sort((a, b) => scores.get(b)! - scores.get(a)!);
    t.advance(READ_MEMO_MAX_AGE_MS);
    const { items } = await recommended({ type: 0 }, fresh);
    expect(items.map((item) => item.id)).toEqual(expected);
    expect(scores.get(picks.at(-1)!)).toBeGreaterThan(0);
  });

  it('falls back to the best rated titles when a list is empty', async () => {
    await t.database.db
      .delete(curatedListEntries)
      .where(eq(curatedListEntries.listKey, 'recommended'));
    const fresh = await newcomer();
    const films = await recommended({ type: 0, limit: 5 }, fresh);
    const best = await t.database.db
      .select({ id: vods.id, rating: vods.rating })
      .from(vods)
      .where(eq(vods.type, 0));
    best.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.id - b.id);
    expect(films.items.map((item) => item.id)).toEqual(best.slice(0, 5).map((row) => row.id));
    const allShows = await t.database.db.select({ id: shows.id, rating: shows.rating }).from(shows);
    allShows.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.id - b.id);
    expect((await recommended({ type: 2 }, fresh)).items.map((item) => item.id)).toEqual(
      allShows.map((row) => row.id),
    );
  });

  it.each([
    [{ type: 1 }, 'type', 'type must be 0 (movies) or 2 (TV shows)'],
    [{ type: '3' }, 'type', 'type must be 0 (movies) or 2 (TV shows)'],
    [{}, 'type', 'type must be 0 (movies) or 2 (TV shows)'],
    [{ type: 0, limit: 0 }, 'limit', 'must be 1 or more'],
    [{ type: 0, limit: 201 }, 'limit', 'must be 200 or less'],
    [{ type: 0, page: 2 }, 'page', 'unknown parameter'],
  ])('answers 400 for the body %j', async (body, field, message) => {
    const response = await recommend(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
    expect(Object.keys(response.json().errors).join(' ')).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/vods/recommended',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"type":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });
});
