// What the channel list's tests share (channels.test.ts, channel-list-search.test.ts): each
// file's app with 260 channels, their categories and profiles, and the list call.
import { expect } from 'vitest';
import { channelSchema, envelope, listOf, type Channel } from '@marquee/contract';
import { DAY } from '../../../clock.js';
import { rentals } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  emptyLineUp,
  insertCategory,
  insertChannelProfile,
  insertChannels,
  linkChannels,
  type ChannelFixture,
} from './live-fixtures.js';

/** 260 channels, more than the largest page (200), inserted last number first. */
export const CHANNELS = 260;
export const SPECIAL: Record<number, Partial<ChannelFixture>> = {
  3: { title: 'Premier Sky Sport' },
  5: {
    title: 'Sport TV 1',
    catchupEnabled: true,
    catchupDays: 7,
    logoUrl: '/media/logos/sport-tv-1.png',
    screenshotUrl: '/media/shots/sport-tv-1.jpg',
  },
  7: {
    title: 'Sky Sport',
    catchupEnabled: false,
    catchupDays: 3,
    parentalCode: '18',
    requirePin: true,
  },
  9: { title: 'Sport' },
  12: { title: 'Música Brasil', censorshipAllowed: true },
  20: { title: 'Sportsman Channel' },
};

/** The app, the demo and expired accounts' tokens, and what the set-up made. */
export interface ChannelListWorld {
  t: TestApp;
  token: string;
  expiredToken: string;
  /** Channel ids by channel number. */
  idOf: Map<number, number>;
  category: Record<string, number>;
  profile: Record<string, number>;
}

/**
 * A test app with the 260 channels, their categories, profiles and one rental; `expired` is the
 * demo account whose subscription has ended (the seed's EXPIRED_ACCOUNT).
 */
export async function createChannelListWorld(expired: {
  email: string;
  password: string;
}): Promise<ChannelListWorld> {
  /** Channel ids by channel number. */
  const idOf = new Map<number, number>();
  const category: Record<string, number> = {};
  const profile: Record<string, number> = {};
  const t = await createTestApp();
  await emptyLineUp(t.database.db);
  const { db } = t.database;
  const login = await t.login();
  const expiredToken = (await t.login(expired.email, expired.password)).token;
  const numbers = Array.from({ length: CHANNELS }, (_, index) => CHANNELS - index);
  const ids = await insertChannels(
    db,
    numbers.map((channelNumber) => ({ channelNumber, ...SPECIAL[channelNumber] })),
  );
  numbers.forEach((number, index) => idOf.set(number, ids[index]!));
  const channelsNumbered = (...list: number[]) => list.map((number) => idOf.get(number)!);

  category.sport = await insertCategory(db, 'Sport');
  category.football = await insertCategory(db, 'Football', category.sport);
  category.premier = await insertCategory(db, 'Premier League', category.football);
  category.news = await insertCategory(db, 'News');
  category.entertainment = await insertCategory(db, 'Entertainment');
  category.kids = await insertCategory(db, 'Kids');
  category.cartoons = await insertCategory(db, 'Cartoons', category.kids);
  category.archive = await insertCategory(db, 'Archive');
  category.old = await insertCategory(db, 'Old', category.archive);
  await linkChannels(db, category.sport, channelsNumbered(9));
  await linkChannels(db, category.football, channelsNumbered(5));
  await linkChannels(db, category.premier, channelsNumbered(3));
  await linkChannels(db, category.news, channelsNumbered(12, 5));
  await linkChannels(
    db,
    category.entertainment,
    channelsNumbered(...Array.from({ length: 210 }, (_, index) => 21 + index)),
  );
  await linkChannels(db, category.cartoons, channelsNumbered(20));

  profile.sportSd = await insertChannelProfile(db, idOf.get(5)!, {
    name: 'SD',
    businessModel: 'svod',
  });
  profile.sportHd = await insertChannelProfile(db, idOf.get(5)!, {
    name: 'HD',
    businessModel: 'tvod',
    priceCents: 299,
  });
  profile.skyHd = await insertChannelProfile(db, idOf.get(7)!, {
    name: 'HD',
    businessModel: 'tvod_dtr',
    priceCents: 450,
  });
  profile.premierHd = await insertChannelProfile(db, idOf.get(3)!, {
    name: 'HD',
    businessModel: 'tvod',
    priceCents: 199,
  });
  // The demo account rented Sky Sport's HD profile; nobody rented Premier Sky Sport's.
  await db.insert(rentals).values({
    accountId: login.account.id,
    channelId: idOf.get(7)!,
    profileId: profile.skyHd,
    durationDays: 2,
    priceCents: 450,
    currencyCode: 'EUR',
    startsAt: t.now(),
    expiresAt: new Date(t.now().getTime() + 2 * DAY),
  });
  return { t, token: login.token, expiredToken, idOf, category, profile };
}

/** The list call, as the demo account unless told (`world` is read when it runs). */
export function channelCalls(world: () => { t: TestApp; token: string }) {
  const channelList = envelope(listOf(channelSchema));
  async function list(query: string, as = world().token) {
    const response = await world().t.call({ url: `/api/channels/list?${query}`, token: as });
    expect(response.statusCode, response.body).toBe(200);
    return channelList.parse(response.json()).data!;
  }
  return { list };
}

export const numbersOf = (items: Channel[]) => items.map((item) => item.channel_number);
export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
