import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listOf, vodItemSchema } from '@marquee/contract';
import { profiles, vods, watchProgress } from '../../../db/schema.js';
import { READ_MEMO_MAX_AGE_MS } from '../../../read-memo.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  createWatchProgressRepository,
  type WatchProgressRepository,
} from './watch-progress-repository.js';

let t: TestApp;
let token: string;
let viewer: { accountId: number; profileId: number };
let repository: WatchProgressRepository;
let unwatched: number[];
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login();
  token = login.token;
  viewer = { accountId: login.account.id, profileId: login.profile.id };
  repository = createWatchProgressRepository(t.database.db);
  const started = new Set(
    (await t.database.db.select().from(watchProgress)).map((row) => row.vodId),
  );
  unwatched = (await t.database.db.select({ id: vods.id }).from(vods).where(eq(vods.type, 0)))
    .map((row) => row.id)
    .filter((id) => !started.has(id));
});
afterAll(() => t.close());

const listBody = envelope(listOf(vodItemSchema));
const get = async (url: string, as = token) => {
  const response = await t.call({ url, token: as });
  expect(response.statusCode, response.body).toBe(200);
  return listBody.parse(response.json()).data!;
};
const continueWatching = (query = '') => get(`/api/vods/get-continue-watching?${query}`);
/** Saves behind the app's back, then lets its memoised positions age out (read-memo.ts). */
async function save(vodId: number, stoppedTime: number, duration: number, minutesAgo = 0) {
  const saved = await repository.saveProgress({
    ...viewer,
    vodId,
    stoppedTime,
    duration,
    at: new Date(t.now().getTime() - minutesAgo * 60_000),
  });
  t.advance(READ_MEMO_MAX_AGE_MS);
  return saved;
}

describe('GET /vods/get-continue-watching', () => {
  it("lists the demo's four seeded titles, the most recent first, with their positions", async () => {
    const rows = (await t.database.db.select().from(watchProgress))
      .filter((row) => row.profileId === viewer.profileId)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    expect(rows).toHaveLength(4);
    const { items, pager } = await continueWatching();
    expect(pager).toEqual({ page: 1, pageCount: 1, count: 4 });
    expect(items.map((item) => item.id)).toEqual(rows.map((row) => row.vodId));
    expect(items.map((item) => item.continue_watching)).toEqual(
      rows.map((row) => ({ stopped_time: row.stoppedTime, duration: row.duration })),
    );
    expect(new Set(items.map((item) => item.type))).toEqual(new Set([0, 1]));
    // Full VOD items: the row plays them like any other card.
    expect(items.every((item) => item.movie_source.profiles.length > 0)).toBe(true);
  });

  it('pages with limit', async () => {
    const first = await continueWatching('limit=3');
    const second = await continueWatching('limit=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(first.pager).toEqual({ page: 1, pageCount: 2, count: 4 });
    expect(second.items).toHaveLength(1);
  });

  it('is empty for a viewer who has not started anything', async () => {
    const other = await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password);
    const response = await t.call({ url: '/api/vods/get-continue-watching', token: other.token });
    expect(listBody.parse(response.json()).data).toEqual({
      items: [],
      pager: { page: 1, pageCount: 0, count: 0 },
    });
  });

  it.each(['page=0', 'limit=201', 'page=abc', 'filter[id]=1'])(
    'answers 400 with a clear message for %s',
    async (query) => {
      const response = await t.call({ url: `/api/vods/get-continue-watching?${query}`, token });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid query: /);
    },
  );
});

describe('saveProgress', () => {
  it('puts a newly started title first, and moves it on when watched further', async () => {
    const [vodId] = unwatched;
    expect(await save(vodId!, 600.7, 5400)).toBe(true);
    let [first] = (await continueWatching()).items;
    expect(first).toMatchObject({
      id: vodId,
      continue_watching: { stopped_time: 600, duration: 5400 },
    });
    expect(await save(vodId!, 1200, 5400)).toBe(true);
    [first] = (await continueWatching()).items;
    expect(first!.continue_watching).toEqual({ stopped_time: 1200, duration: 5400 });
    const rows = await t.database.db
      .select()
      .from(watchProgress)
      .where(eq(watchProgress.vodId, vodId!));
    expect(rows).toHaveLength(1);
  });

  it('drops a title watched to 95% from the row', async () => {
    const vodId = unwatched[1]!;
    await save(vodId, 5130, 5400);
    expect((await continueWatching('limit=200')).items.map((item) => item.id)).not.toContain(vodId);
    await save(vodId, 5129, 5400);
    expect((await continueWatching('limit=200')).items.map((item) => item.id)).toContain(vodId);
  });

  it('drops a title from the row once its credits had started, before 95%', async () => {
    const vodId = unwatched[4]!;
    await t.database.db
      .update(vods)
      .set({ markers: { intro: { start: 0, end: 90 }, credits: { start: 1300, end: 1380 } } })
      .where(eq(vods.id, vodId));
    await save(vodId, 1299, 1380);
    expect((await continueWatching('limit=200')).items.map((item) => item.id)).toContain(vodId);
    await save(vodId, 1300, 1380);
    expect((await continueWatching('limit=200')).items.map((item) => item.id)).not.toContain(vodId);
    expect((await repository.unfinished(viewer.profileId, 1, 200, null)).rows).not.toContainEqual(
      expect.objectContaining({ vodId }),
    );
  });

  it('keeps nothing for a title that does not exist', async () => {
    const before = await t.database.db.select().from(watchProgress);
    expect(await save(999_999, 10, 100)).toBe(false);
    expect(await t.database.db.select().from(watchProgress)).toEqual(before);
  });

  it('keeps positions per profile', async () => {
    const [kids] = await t.database.db
      .insert(profiles)
      .values({ accountId: viewer.accountId, name: 'Kids', firstName: 'K', lastName: 'V', sex: 1 })
      .returning({ id: profiles.id });
    const vodId = unwatched[2]!;
    await repository.saveProgress({
      accountId: viewer.accountId,
      profileId: kids!.id,
      vodId,
      stoppedTime: 30,
      duration: 100,
      at: t.now(),
    });
    expect((await repository.positionsOf(kids!.id)).get(vodId)).toEqual({
      vodId,
      stoppedTime: 30,
      duration: 100,
    });
    expect((await repository.positionsOf(viewer.profileId)).has(vodId)).toBe(false);
  });
});

describe('continue_watching on other VOD lists', () => {
  it('is filled for the viewer on /vods/list and left null for others', async () => {
    const vodId = unwatched[3]!;
    await save(vodId, 321, 4000);
    const mine = await get(`/api/vods/list?filter[id]=${vodId}`);
    expect(mine.items[0]!.continue_watching).toEqual({ stopped_time: 321, duration: 4000 });
    const other = await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password);
    const theirs = await get(`/api/vods/list?filter[id]=${vodId}`, other.token);
    expect(theirs.items[0]!.continue_watching).toBeNull();
  });
});
