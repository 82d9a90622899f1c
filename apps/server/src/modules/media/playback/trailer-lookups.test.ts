import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  listOf,
  toBracketQuery,
  trailerLookupQuery,
  tvShowSchema,
  vodItemSchema,
  type QueryObject,
  type TvShow,
  type TvShowListQuery,
  type VodItem,
  type VodListQuery,
} from '@marquee/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_MEDIA } from '../../intake/seed/seed.js';

// The trailer player's three lookups (access §7): read items[0].trailer_source.url and
// items[0].parental_rating.require_pin; an empty list, or no trailer, means a silent redirect.
let t: TestApp;
let token: string;
let films: VodItem[];
let show: TvShow;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
  films = (await vods('filter[type]=0&limit=100')).items;
  [show] = (await showList('limit=1')).items as [TvShow];
});
afterAll(() => t.close());

/** The query string of a lookup; ids are typed loosely (the schemas coerce them), values are not. */
const lookup = (query: VodListQuery | TvShowListQuery) => toBracketQuery(query as QueryObject);

async function vods(query: string) {
  const response = await t.call({ url: `/api/vods/list?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(listOf(vodItemSchema)).parse(response.json()).data!;
}
async function showList(query: string) {
  const response = await t.call({ url: `/api/multi-event-vods/list?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(listOf(tvShowSchema)).parse(response.json()).data!;
}

describe('trailer lookups', () => {
  it('finds a film by filter[id], with its trailer and whether it asks for the parental PIN', async () => {
    const protectedFilm = films.find((film) => film.parental_rating?.require_pin)!;
    const openFilm = films.find((film) => !film.parental_rating?.require_pin)!;
    for (const film of [protectedFilm, openFilm]) {
      const { items } = await vods(lookup(trailerLookupQuery.movie(film.id)));
      expect(items).toHaveLength(1);
      expect(items[0]!.trailer_source).toEqual({ url: DEMO_MEDIA.trailer });
      expect(items[0]!.parental_rating).toEqual(film.parental_rating);
    }
    expect(protectedFilm.parental_rating).toMatchObject({ require_pin: true });
  });

  it('finds a TV show by filter[id] with its trailer and parental rating', async () => {
    const { items } = await showList(lookup(trailerLookupQuery.show(show.id)));
    expect(items).toHaveLength(1);
    expect(items[0]!.trailer_source).toEqual({ url: DEMO_MEDIA.trailer });
    expect(items[0]!.parental_rating).toEqual(show.parental_rating);
  });

  it('finds an episode by season, episode number and filter[type]=1', async () => {
    const season = show.seasons[0]!;
    const opener = await vods(lookup(trailerLookupQuery.episode(season.id, 1)));
    expect(opener.items).toHaveLength(1);
    expect(opener.items[0]).toMatchObject({
      type: 1,
      episode_number: 1,
      multi_event_vod_season_id: season.id,
      trailer_source: { url: DEMO_MEDIA.trailer },
    });
    expect(opener.items[0]!.parental_rating).toEqual(show.parental_rating);
    // The second episode has no trailer: the player redirects to its page.
    const second = await vods(lookup(trailerLookupQuery.episode(season.id, 2)));
    expect(second.items[0]!.trailer_source).toBeNull();
  });

  it('answers an empty list when the lookup names nothing', async () => {
    expect((await vods(lookup(trailerLookupQuery.movie(999999)))).items).toEqual([]);
    expect((await showList(lookup(trailerLookupQuery.show(999999)))).items).toEqual([]);
    const season = show.seasons[0]!;
    const beyond = await vods(lookup(trailerLookupQuery.episode(season.id, 9999)));
    expect(beyond.items).toEqual([]);
  });
});
