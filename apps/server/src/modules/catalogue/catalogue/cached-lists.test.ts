// List answers from the answer cache are byte for byte what a server without it answers,
// before and after the writes that must change them. Two servers share one database and one
// clock: `t` keeps answers (its cache is this file's, to look into), `fresh` builds every answer
// afresh. The other server's memoised reads (session, entitlements, positions) are up to a
// second old after a write, so comparisons after a write first move the clock on by a second.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listOf, vodItemSchema, type VodItem } from '@marquee/contract';
import { DAY } from '../../../clock.js';
import { createAnswerCache } from '../../../http/answer-cache.js';
import { READ_MEMO_MAX_AGE_MS } from '../../../read-memo.js';
import { registrationBody } from '../../../test/account-fixtures.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import { importCatalogue } from '../../intake/catalogue-import/import-catalogue.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';

const cache = createAnswerCache();
let t: TestApp;
let fresh: Awaited<ReturnType<typeof createTwinApp>>;
let demo: string;
let expired: string;
let films: VodItem[];
let urls: string[];

const ENCODINGS = [undefined, 'br', 'gzip', 'gzip, deflate, br, zstd', 'br;q=0, gzip'];

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

/** What a client can tell of an answer: status, the headers that describe it, its content. */
function seen(response: LightMyRequestResponse) {
  const { headers } = response;
  return {
    status: response.statusCode,
    type: headers['content-type'],
    encoding: headers['content-encoding'],
    vary: headers.vary,
    cacheControl: headers['cache-control'],
    etag: headers.etag,
    body: decoded(response),
  };
}

/** Asks both servers every URL with every encoding, twice on the caching one. */
async function expectSameAnswers(token: string, paths = urls): Promise<void> {
  for (const url of paths) {
    for (const encoding of ENCODINGS) {
      const headers: Record<string, string> =
        encoding === undefined ? {} : { 'accept-encoding': encoding };
      const expected = seen(await fresh.call({ url, token, headers }));
      expect(expected.status, `${url}: ${expected.body}`).toBe(200);
      for (let time = 0; time < 2; time++) {
        expect(seen(await t.call({ url, token, headers })), `${url} (${encoding})`).toEqual(
          expected,
        );
      }
    }
  }
}

const vodList = envelope(listOf(vodItemSchema));
async function item(vodId: number, token = demo): Promise<VodItem> {
  const response = await t.call({ url: `/api/vods/list?filter[id]=${vodId}`, token });
  return vodList.parse(response.json()).data!.items[0]!;
}

/** After another server's write shows on both: the memoised reads are a second old at most. */
const afterMemos = () => t.advance(READ_MEMO_MAX_AGE_MS);

beforeAll(async () => {
  t = await createTestApp({ answerCache: cache });
  fresh = await createTwinApp(t, { answerCache: null });
  demo = (await t.login()).token;
  expired = (await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password)).token;
  const all = await t.call({ url: '/api/vods/list?filter[type]=0&limit=100', token: demo });
  films = vodList.parse(all.json()).data!.items;
  const word = films[0]!.title.split(' ')[0]!.slice(0, 3);
  const shows = await t.call({ url: '/api/multi-event-vods/list?limit=5', token: demo });
  const show = shows.json<{ data: { items: { id: number; seasons: { id: number }[] }[] } }>().data
    .items[0]!;
  const genre = films.find((film) => film.genres.length > 0)!.genres[0]!.id;
  urls = [
    '/api/vods/list?filter[type]=0&page=1&limit=24&sort[created]=desc',
    '/api/vods/list?filter[type]=0&page=2&limit=24&sort[created]=desc',
    '/api/vods/list?filter[type]=0&limit=100',
    `/api/vods/list?filter[type]=0&filter[genre_id][0]=${genre}&sort[title]=asc`,
    `/api/vods/list?limit=20&filter[title]=${encodeURIComponent(word)}&filter[type][all]=true`,
    '/api/vods/list?limit=20&filter[title]=no-title-is-called-this&filter[type][all]=true',
    `/api/vods/list?filter[id]=${films[0]!.id}&config[enable_rate]=1`,
    `/api/vods/list?filter[multi_event_vod_season_id]=${show.seasons[0]!.id}&sort[episode_number]=asc`,
    `/api/multi-event-vods/list?limit=20&filter[title]=${encodeURIComponent(word)}`,
    '/api/multi-event-vods/list?sort[created]=desc&page=1&limit=20',
    `/api/multi-event-vods/list?filter[id]=${show.id}&config[enable_rate]=1`,
  ];
});
afterAll(async () => {
  await fresh.close();
  await t.close();
});

describe('cached film and show lists', () => {
  it('answer byte for byte as a server that builds every answer, in every encoding', async () => {
    await expectSameAnswers(demo);
    await expectSameAnswers(expired);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('serve the same page to two subscribers who see the same, from one kept answer', async () => {
    const subscriber = async () => {
      const body = registrationBody();
      const registered = await t.call({
        method: 'POST',
        url: '/api/account/registration',
        body,
      });
      expect(registered.statusCode, registered.body).toBe(200);
      return (await t.login(body.email, body.password)).token;
    };
    const [one, two] = [await subscriber(), await subscriber()];
    const [url] = urls;
    const first = await t.call({ url: url!, token: one });
    const kept = cache.size;
    const second = await t.call({ url: url!, token: two });
    expect(second.body).toBe(first.body);
    expect(cache.size).toBe(kept);
    // The demo subscriber has positions on that page: an answer of its own.
    expect((await t.call({ url: url!, token: demo })).body).not.toBe(first.body);
  });

  it('show a rental to the renter at once, and as the fresh server does', async () => {
    const film = films.find((candidate) =>
      candidate.movie_source.profiles.some((profile) => profile.business_model === 'tvod_dtr'),
    )!;
    const profile = film.movie_source.profiles.find((p) => p.business_model === 'tvod_dtr')!;
    const profileOf = async () =>
      (await item(film.id)).movie_source.profiles.find((p) => p.id === profile.id)!;
    expect((await profileOf()).subscribed).toBe(false);
    const rented = await t.call({
      method: 'POST',
      url: '/api/vods/rent',
      token: demo,
      body: { single_event_vod_id: film.id, vod_profile_id: profile.id, duration: 2 },
    });
    expect(rented.statusCode, rented.body).toBe(200);
    expect((await profileOf()).subscribed).toBe(true);
    afterMemos();
    await expectSameAnswers(demo);

    // The rental ends with no write at all: the answers follow the clock.
    t.advance(3 * DAY);
    expect((await profileOf()).subscribed).toBe(false);
    await expectSameAnswers(demo);
  });

  it('show a saved position at once on every list of that title, as the fresh server does', async () => {
    const film = films[0]!;
    expect((await item(film.id)).continue_watching).toBeNull();
    const saved = await t.call({
      method: 'POST',
      url: '/api/vods/save-progress',
      token: demo,
      body: { single_event_vod_id: film.id, stopped_time: 125, duration: 5400 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await item(film.id)).continue_watching).toEqual({ stopped_time: 125, duration: 5400 });
    afterMemos();
    await expectSameAnswers(demo);
    // Another profile's lists do not show it.
    expect((await item(film.id, expired)).continue_watching).toBeNull();
  });

  it('show a rating at once in the rate of that title, as the fresh server does', async () => {
    const film = films[1]!;
    const url = `/api/vods/list?filter[id]=${film.id}&config[enable_rate]=1`;
    const before = vodList.parse((await t.call({ url, token: demo })).json()).data!.items[0]!;
    const rated = await t.call({ method: 'POST', url: `/api/vods/rate/${film.id}/5`, token: demo });
    expect(rated.statusCode, rated.body).toBe(200);
    const after = vodList.parse((await t.call({ url, token: demo })).json()).data!.items[0]!;
    expect(after.rate!.rate_count).toBe((before.rate?.rate_count ?? 0) + 1);
    await expectSameAnswers(demo, [...urls, url]);
  });

  it('show an imported title at once in lists and searches, as the fresh server does', async () => {
    await importCatalogue(t.database.db, [
      {
        name: 'new.json',
        text: JSON.stringify({
          films: [{ title: 'Zebra Crossing Nights', year: 2024, genres: ['Drama'], cast: [] }],
        }),
      },
    ]);
    const search = '/api/vods/list?limit=20&filter[title]=zebra&filter[type][all]=true';
    const found = vodList.parse((await t.call({ url: search, token: demo })).json()).data!;
    expect(found.items.map((film) => film.title)).toEqual(['Zebra Crossing Nights']);
    await expectSameAnswers(demo, [...urls, search]);
  });

  it('follow the subscription running out, with no write at all', async () => {
    expect((await item(films[0]!.id)).subscribed).toBe(true);
    // Well past the demo subscription's end (seed.ts).
    t.advance(4000 * DAY);
    // Idle sessions end too: a new one, on an account whose subscription ran out.
    const token = (await t.login()).token;
    expect((await item(films[0]!.id, token)).subscribed).toBe(false);
    await expectSameAnswers(token);
  });
});
