// A rating refreshes the kept list answers that show the rated title's rate, on the server that
// took it and on another server on the same database, and leaves every other kept answer and the
// catalogue version alone (catalogue/title-changes.ts). Both servers run in this process on one
// database, so the second takes the first's ratings as they are announced; a server that learns
// of them only from the database is in catalogue/title-changes.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, listOf, tvShowSchema, vodItemSchema } from '@marquee/contract';
import { createAnswerCache, type AnswerCache } from '../../../http/answer-cache.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import { readCatalogueVersion } from '../catalogue/catalogue-version.js';

const vodList = envelope(listOf(vodItemSchema));
const showList = envelope(listOf(tvShowSchema));

let t: TestApp;
let twin: Awaited<ReturnType<typeof createTwinApp>>;
let token: string;
const caches = { a: createAnswerCache(), b: createAnswerCache() };

beforeAll(async () => {
  t = await createTestApp({ answerCache: caches.a });
  twin = await createTwinApp(t, { answerCache: caches.b });
  token = (await t.login()).token;
});
afterAll(async () => {
  await twin.close();
  await t.close();
});

type Caller = TestApp['call'];
const servers = (): { name: string; call: Caller; cache: AnswerCache }[] => [
  { name: 'this server', call: (options) => t.call(options), cache: caches.a },
  { name: 'another server', call: twin.call, cache: caches.b },
];

async function body(call: Caller, url: string): Promise<string> {
  const response = await call({ url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** Asks for every URL twice, so that each answer is kept. */
async function keep(call: Caller, urls: string[]): Promise<void> {
  for (const url of urls) {
    await body(call, url);
    await body(call, url);
  }
}

describe('a rating and the kept list answers', () => {
  it('refreshes the answers that show the rate of the film on both servers, and keeps the others', async () => {
    const firstPage = '/api/vods/list?filter[type]=0&page=1&limit=24&sort[created]=desc';
    const withRate = `${firstPage}&config[enable_rate]=1`;
    const [a] = servers();
    const films = vodList.parse(JSON.parse(await body(a!.call, withRate))).data!.items;
    const [film, other] = [films[0]!, films[1]!];
    const details = (id: number) => `/api/vods/list?filter[id]=${id}&config[enable_rate]=1`;
    const secondPage = withRate.replace('page=1', 'page=2');
    const untouched = [details(other.id), secondPage, firstPage];
    const before = new Map<string, string>();
    for (const { call } of servers()) await keep(call, [withRate, details(film.id), ...untouched]);
    for (const url of untouched) before.set(url, await body(a!.call, url));
    const version = await readCatalogueVersion(t.database.db);
    const kept = servers().map(({ cache }) => vi.spyOn(cache, 'set'));

    const rated = await t.call({ method: 'POST', url: `/api/vods/rate/${film.id}/5`, token });
    expect(rated.statusCode, rated.body).toBe(200);

    const rate = { rate_average: 10, rate_count: 1 };
    for (const [index, { name, call }] of servers().entries()) {
      const [item] = vodList.parse(JSON.parse(await body(call, details(film.id)))).data!.items;
      expect(item!.rate, name).toEqual(rate);
      const page = vodList.parse(JSON.parse(await body(call, withRate))).data!.items;
      expect(page.find((candidate) => candidate.id === film.id)!.rate, name).toEqual(rate);
      for (const url of untouched) {
        expect(await body(call, url), `${name}: ${url}`).toBe(before.get(url));
      }
      expect(kept[index]!.mock.calls, name).toHaveLength(2);
    }
    expect(await readCatalogueVersion(t.database.db)).toBe(version);
    for (const spy of kept) spy.mockRestore();
  });

  it('refreshes a rated TV show on the show lists of both servers', async () => {
    const shows = '/api/multi-event-vods/list?sort[created]=desc&limit=20&config[enable_rate]=1';
    const [show] = showList.parse(JSON.parse(await body(servers()[0]!.call, shows))).data!.items;
    for (const { call } of servers()) await keep(call, [shows]);
    const rated = await t.call({
      method: 'POST',
      url: `/api/multi-event-vods/rate/${show!.id}/2`,
      token,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    for (const { name, call } of servers()) {
      const items = showList.parse(JSON.parse(await body(call, shows))).data!.items;
      expect(items.find((item) => item.id === show!.id)!.rate, name).toEqual({
        rate_average: 4,
        rate_count: 1,
      });
    }
  });
});
