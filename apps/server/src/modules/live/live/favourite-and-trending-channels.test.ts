import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChannelPageSize,
  channelSchema,
  envelope,
  favoriteToggleSchema,
  listOf,
  noticeTexts,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { DAY } from '../../../clock.js';
import { channelPlays, favouriteChannels } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';
import { TRENDING_WINDOW_DAYS } from '../../catalogue/watching/index.js';
import { emptyLineUp, insertChannels } from './live-fixtures.js';

const CHANNELS = 50;
let t: TestApp;
let demo: { token: string; accountId: number };
let other: { token: string; accountId: number };
/** Channel ids by channel number. */
const idOf = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  await emptyLineUp(t.database.db);
  const login = async (...credentials: [string, string] | []) => {
    const data = await t.login(...credentials);
    return { token: data.token, accountId: data.account.id };
  };
  demo = await login();
  other = await login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password);
  const numbers = Array.from({ length: CHANNELS }, (_, index) => CHANNELS - index);
  const ids = await insertChannels(
    t.database.db,
    numbers.map((channelNumber) => ({ channelNumber })),
  );
  numbers.forEach((number, index) => idOf.set(number, ids[index]!));
});
afterAll(() => t.close());

const toggle = (channelId: number, token = demo.token) =>
  t.call({
    method: 'POST',
    url: '/api/channels/toggle-favorite',
    token,
    body: { channel_id: channelId },
  });
async function favourites(token = demo.token) {
  const response = await t.call({ url: '/api/channels/favorites', token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(z.array(channelSchema)).parse(response.json()).data!;
}
async function channelList(url: string, token = demo.token) {
  const response = await t.call({ url: `/api/${url}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(listOf(channelSchema)).parse(response.json()).data!;
}
const favouriteRows = async (accountId: number, channelId: number) =>
  (
    await t.database.db
      .select({ value: count() })
      .from(favouriteChannels)
      .where(
        and(eq(favouriteChannels.accountId, accountId), eq(favouriteChannels.channelId, channelId)),
      )
  )[0]!.value;

describe('favourite channels', () => {
  it('adds a channel on the first toggle and removes it on the second, with a message each', async () => {
    const added = await toggle(idOf.get(30)!);
    expect(added.statusCode, added.body).toBe(200);
    const body = envelope(favoriteToggleSchema).parse(added.json());
    expect(body.data).toEqual({ channel_id: idOf.get(30), favorite: true });
    expect(body.message).toBe(noticeTexts.favouriteAdded);
    expect(await favouriteRows(demo.accountId, idOf.get(30)!)).toBe(1);

    const removed = await toggle(idOf.get(30)!);
    const removedBody = envelope(favoriteToggleSchema).parse(removed.json());
    expect(removedBody.data).toEqual({ channel_id: idOf.get(30), favorite: false });
    expect(removedBody.message).toBe(noticeTexts.favouriteRemoved);
    expect(await favouriteRows(demo.accountId, idOf.get(30)!)).toBe(0);
  });

  it('answers a double click without an error and keeps at most one row', async () => {
    const answers = await Promise.all([toggle(idOf.get(31)!), toggle(idOf.get(31)!)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await favouriteRows(demo.accountId, idOf.get(31)!)).toBeLessThanOrEqual(1);
    await t.database.db
      .delete(favouriteChannels)
      .where(eq(favouriteChannels.channelId, idOf.get(31)!));
  });

  it('refuses a channel that does not exist with a 404 "This channel does not exist."', async () => {
    const response = await toggle(2_147_483_647);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'This channel does not exist.',
      notice: { key: 'channelNotFound' },
    });
  });

  it('lists the account’s favourites by channel number, each marked favorite', async () => {
    for (const number of [12, 3, 40]) await toggle(idOf.get(number)!);
    await toggle(idOf.get(7)!, other.token);
    const mine = await favourites();
    expect(mine.map((channel) => channel.channel_number)).toEqual([3, 12, 40]);
    expect(mine.every((channel) => channel.favorite)).toBe(true);
    expect((await favourites(other.token)).map((channel) => channel.channel_number)).toEqual([7]);
  });

  it('fills favorite in the channel list only with config[enable_favorites]=1', async () => {
    const withFavourites = await channelList('channels/list?config[enable_favorites]=1&limit=12');
    expect(
      withFavourites.items.filter((item) => item.favorite).map((item) => item.channel_number),
    ).toEqual([3, 12]);
    const without = await channelList('channels/list?limit=12');
    expect(without.items.some((item) => item.favorite)).toBe(false);
  });
});

describe('trending channels', () => {
  const play = (number: number, accountId: number, daysAgo = 0) =>
    t.database.db.insert(channelPlays).values({
      channelId: idOf.get(number)!,
      accountId,
      playedAt: new Date(t.now().getTime() - daysAgo * DAY),
    });

  it('ranks by accounts then plays of the last 7 days, and tops up by channel number', async () => {
    // 20: two accounts; 35: one account five times; 8: one account once; 44: two accounts,
    // but a day past the window.
    await play(20, demo.accountId);
    await play(20, other.accountId, 6);
    for (let index = 0; index < 5; index++) await play(35, demo.accountId);
    await play(8, other.accountId);
    await play(44, demo.accountId, TRENDING_WINDOW_DAYS + 1);
    await play(44, other.accountId, TRENDING_WINDOW_DAYS + 1);

    const row = await channelList('channels/trending');
    expect(row.items).toHaveLength(ChannelPageSize.homeRow);
    const others = Array.from({ length: CHANNELS }, (_, index) => index + 1).filter(
      (number) => ![20, 35, 8].includes(number),
    );
    expect(row.items.map((item) => item.channel_number)).toEqual(
      [20, 35, 8, ...others].slice(0, ChannelPageSize.homeRow),
    );
    expect(row.pager).toEqual({ page: 1, pageCount: 2, count: CHANNELS });
    const second = await channelList('channels/trending?page=2');
    expect(second.items.map((item) => item.channel_number)).toEqual(
      [20, 35, 8, ...others].slice(ChannelPageSize.homeRow),
    );
  });

  it('is the channels by number when nothing was played this week', async () => {
    await t.database.db.delete(channelPlays);
    const row = await channelList('channels/trending?limit=5');
    expect(row.items.map((item) => item.channel_number)).toEqual([1, 2, 3, 4, 5]);
  });
});
