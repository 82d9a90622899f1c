import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  listOf,
  tvShowSchema,
  vodItemSchema,
  type TvShow,
  type VodItem,
} from '@marquee/contract';
import { genres } from '../../../db/schema.js';
import { addRatedShow, signInAsKids, type AddedShow } from '../../../test/kids-session.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';

// A kids profile whose ceiling is PG sees, of the demo catalogue's G, PG, PG-13, R and 18
// titles, the G and PG ones, wherever a list, a search or a details call would show them.
let t: TestApp;
let uncached: Awaited<ReturnType<typeof createTwinApp>>;
let adult: string;
let kids: string;
let genreId: number;
let adultShow: AddedShow;
let films: VodItem[];

const WITHIN_PG = ['G', 'PG'];
const within = (item: VodItem | TvShow) => WITHIN_PG.includes(item.parental_rating?.code ?? '');

beforeAll(async () => {
  t = await createTestApp();
  uncached = await createTwinApp(t, { answerCache: null });
  [{ id: genreId }] = (await t.database.db.select({ id: genres.id }).from(genres).limit(1)) as [
    { id: number },
  ];
  adultShow = await addRatedShow(t, 'R', 'Midnight Quarry', genreId);
  adult = (await t.login()).token;
  kids = (await signInAsKids(t, 'PG')).token;
  films = (await vods(adult, 'filter[type]=0&limit=100')).items;
});
afterAll(async () => {
  await uncached.close();
  await t.close();
});

async function vods(token: string, query: string) {
  const response = await t.call({ url: `/api/vods/list?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(listOf(vodItemSchema)).parse(response.json()).data!;
}
async function showList(token: string, query: string) {
  const response = await t.call({ url: `/api/multi-event-vods/list?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(listOf(tvShowSchema)).parse(response.json()).data!;
}
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const adultFilm = () => films.find((film) => film.parental_rating?.code === 'R')!;

describe('film and episode lists for a kids profile', () => {
  it('hold only titles rated within the ceiling, and count only them', async () => {
    const query = 'filter[type][all]=true&limit=100';
    const everything = await vods(adult, query);
    const expected = everything.items.filter(within);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything.items.length);
    const seen = await vods(kids, query);
    expect(ids(seen.items)).toEqual(ids(expected));
    expect(seen.pager.count).toBe(expected.length);
    // Neither answer is the other's from the answer cache, in either order.
    expect((await vods(adult, query)).pager.count).toBe(everything.pager.count);
    expect((await vods(kids, query)).pager.count).toBe(expected.length);
  });

  it('answer a kids profile alike with and without the answer cache', async () => {
    for (const query of ['filter[type]=0&limit=100', `filter[genre_id][0]=${genreId}`]) {
      const url = `/api/vods/list?${query}`;
      const fresh = await uncached.call({ url, token: kids });
      expect((await t.call({ url, token: kids })).json()).toEqual(fresh.json());
    }
  });

  it('find no film above the ceiling by id or by title, as if it did not exist', async () => {
    const film = adultFilm();
    expect((await vods(kids, `filter[id]=${film.id}`)).items).toEqual([]);
    expect(ids((await vods(adult, `filter[id]=${film.id}`)).items)).toEqual([film.id]);
    const search = `filter[title]=${encodeURIComponent(film.title)}&limit=100`;
    expect(ids((await vods(adult, search)).items)).toContain(film.id);
    const found = await vods(kids, search);
    expect(ids(found.items)).not.toContain(film.id);
    expect(found.items.every(within)).toBe(true);
  });

  it('list no episode of a season above the ceiling, nor one on a genre page', async () => {
    const season = `filter[multi_event_vod_season_id]=${adultShow.seasonId}&filter[type]=1`;
    expect(ids((await vods(adult, season)).items)).toEqual(adultShow.episodeIds);
    expect((await vods(kids, season)).items).toEqual([]);
    const genrePage = await vods(kids, `filter[genre_id][0]=${genreId}&filter[type]=1`);
    expect(genrePage.items.every(within)).toBe(true);
    expect(ids(genrePage.items)).not.toContain(adultShow.episodeIds[0]);
  });
});

describe('TV show lists for a kids profile', () => {
  it('leave out a show above the ceiling from the list, its details and the search', async () => {
    expect(ids((await showList(adult, 'limit=100')).items)).toContain(adultShow.showId);
    const listed = await showList(kids, 'limit=100');
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every(within)).toBe(true);
    expect(ids(listed.items)).not.toContain(adultShow.showId);
    expect((await showList(kids, `filter[id]=${adultShow.showId}`)).items).toEqual([]);
    expect((await showList(kids, 'filter[title]=midnight')).items).toEqual([]);
    expect(ids((await showList(adult, 'filter[title]=midnight')).items)).toEqual([
      adultShow.showId,
    ]);
  });
});

describe('similar films for a kids profile', () => {
  const similar = async (token: string, vodId: number) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/vods/similar',
      token,
      body: { vod_id: vodId, limit: 30 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope(listOf(vodItemSchema)).parse(response.json()).data!.items;
  };

  it('are only films within the ceiling, and none for a film above it', async () => {
    const film = films.find(within)!;
    const forAdult = await similar(adult, film.id);
    expect(forAdult.some((item) => !within(item))).toBe(true);
    const forKids = await similar(kids, film.id);
    expect(ids(forKids)).toEqual(ids(forAdult.filter(within)));
    expect(await similar(kids, adultFilm().id)).toEqual([]);
  });
});
