import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChannelPageSize,
  ItemType,
  channelCategorySchema,
  channelSchema,
  envelope,
  listOf,
  type Channel,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { DAY } from '../../../clock.js';
import { rentals } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';
import {
  emptyLineUp,
  insertCategory,
  insertChannelProfile,
  insertChannels,
  linkChannels,
  type ChannelFixture,
} from './live-fixtures.js';

/** 260 channels, more than the largest page (200), inserted last number first. */
const CHANNELS = 260;
const SPECIAL: Record<number, Partial<ChannelFixture>> = {
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

let t: TestApp;
let token: string;
let expiredToken: string;
/** Channel ids by channel number. */
const idOf = new Map<number, number>();
const category: Record<string, number> = {};
const profile: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await emptyLineUp(t.database.db);
  const { db } = t.database;
  const login = await t.login();
  token = login.token;
  expiredToken = (await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password)).token;
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
});
afterAll(() => t.close());

const channelList = envelope(listOf(channelSchema));
async function list(query: string, as = token) {
  const response = await t.call({ url: `/api/channels/list?${query}`, token: as });
  expect(response.statusCode, response.body).toBe(200);
  return channelList.parse(response.json()).data!;
}
const numbersOf = (items: Channel[]) => items.map((item) => item.channel_number);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('the channel list', () => {
  it('gives the Live TV page 40 channels by channel number when no limit is asked for', async () => {
    const page = await list('page=1&config[enable_favorites]=1');
    expect(numbersOf(page.items)).toEqual(range(1, ChannelPageSize.liveTv));
    expect(page.pager).toEqual({ page: 1, pageCount: 7, count: CHANNELS });
  });

  it('pages by the spec sizes: 60 appended from favourites, 100 from home, 40 in the home row', async () => {
    const favouritesAppend = await list(`limit=${ChannelPageSize.favouritesAppend}&page=2`);
    expect(numbersOf(favouritesAppend.items)).toEqual(range(61, 120));
    expect(favouritesAppend.pager).toEqual({ page: 2, pageCount: 5, count: CHANNELS });
    const homeAppend = await list(`limit=${ChannelPageSize.homeAppend}&page=3`);
    expect(numbersOf(homeAppend.items)).toEqual(range(201, 260));
    expect(homeAppend.pager).toEqual({ page: 3, pageCount: 3, count: CHANNELS });
    const homeRow = await list(`limit=${ChannelPageSize.homeRow}&page=7`);
    expect(numbersOf(homeRow.items)).toEqual(range(241, 260));
  });

  it('answers a page past the end with no channels and the full count', async () => {
    const past = await list('limit=40&page=8');
    expect(past.items).toEqual([]);
    expect(past.pager).toEqual({ page: 8, pageCount: 7, count: CHANNELS });
  });

  it('refuses a limit above 200, the largest page, with a 400', async () => {
    const response = await t.call({ url: '/api/channels/list?limit=201', token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid query: limit must be 200 or less');
  });

  it('lists a category and every category below it, 200 a page', async () => {
    expect(numbersOf((await list(`filter[category_id]=${category.sport}`)).items)).toEqual([
      3, 5, 9,
    ]);
    expect(numbersOf((await list(`filter[category_id]=${category.football}`)).items)).toEqual([
      3, 5,
    ]);
    const first = await list(
      `filter[category_id]=${category.entertainment}&limit=${ChannelPageSize.category}`,
    );
    expect(numbersOf(first.items)).toEqual(range(21, 220));
    expect(first.pager).toEqual({ page: 1, pageCount: 2, count: 210 });
    const second = await list(`filter[category_id]=${category.entertainment}&limit=200&page=2`);
    expect(numbersOf(second.items)).toEqual(range(221, 230));
    expect((await list(`filter[category_id]=${category.archive}`)).items).toEqual([]);
  });

  it('sorts by channel number or title when asked', async () => {
    const byNumberDown = await list('sort[channel_number]=desc&limit=3');
    expect(numbersOf(byNumberDown.items)).toEqual([260, 259, 258]);
    const byTitleDown = await list('sort[title]=desc&limit=6');
    expect(byTitleDown.items.map((item) => item.title)).toEqual([
      'Sportsman Channel',
      'Sport TV 1',
      'Sport',
      'Sky Sport',
      'Premier Sky Sport',
      'Música Brasil',
    ]);
    const byTitleUp = await list('sort[title]=asc&limit=3');
    expect(byTitleUp.items.map((item) => item.title)).toEqual([
      'Channel 1',
      'Channel 10',
      'Channel 100',
    ]);
  });

  it('fetches the catch-up fields of chosen channels by filter[id][n] in channel-number order', async () => {
    const page = await list(
      `filter[id][0]=${idOf.get(7)}&filter[id][1]=${idOf.get(5)}&sort[channel_number]=asc`,
    );
    expect(page.items.map((item) => [item.channel_number, item.catchup_enabled])).toEqual([
      [5, true],
      [7, false],
    ]);
    // 7 days of catch-up are 7 × 1440 minutes; catch-up switched off is none, whatever its days.
    expect(page.items.map((item) => item.catchup_duration_total)).toEqual([10080, 0]);
    expect(page.items.map((item) => item.catchup_url_params)).toEqual([null, null]);
    expect((await list('filter[id][0]=2147483647')).items).toEqual([]);
  });
});

describe('a channel as the list presents it', () => {
  const numbered = async (number: number, as = token) =>
    (await list(`filter[id]=${idOf.get(number)}`, as)).items[0]!;

  it('carries its stored fields, categories, parental rating and the type of a channel', async () => {
    const sport = await numbered(5);
    expect(sport).toMatchObject({
      id: idOf.get(5),
      type: ItemType.channel,
      title: 'Sport TV 1',
      channel_number: 5,
      logo_url: '/media/logos/sport-tv-1.png',
      screenshot_url: '/media/shots/sport-tv-1.jpg',
      favorite: false,
      censorship_allowed: false,
      parental_rating: null,
    });
    expect(sport.channel_categories.map((link) => link.id).sort()).toEqual(
      [category.football!, category.news!].sort(),
    );
    expect(await numbered(7)).toMatchObject({
      parental_rating: { code: '18', require_pin: true },
      logo_url: null,
      screenshot_url: null,
    });
    expect(await numbered(12)).toMatchObject({ censorship_allowed: true, streaming_profiles: [] });
  });

  it('is subscribed through an svod profile while the subscription runs, or a rented profile', async () => {
    const sport = await numbered(5);
    expect(sport.subscribed).toBe(true);
    expect(sport.streaming_profiles).toEqual([
      {
        id: profile.sportSd,
        name: 'SD',
        code: 'sd',
        price: 0,
        pricing: [],
        business_model: 'svod',
        subscribed: true,
      },
      {
        id: profile.sportHd,
        name: 'HD',
        code: 'hd',
        price: 2.99,
        pricing: [{ duration: null, price: 2.99 }],
        business_model: 'tvod',
        subscribed: false,
      },
    ]);
    const sky = await numbered(7);
    expect(sky.subscribed).toBe(true);
    expect(sky.streaming_profiles.map((item) => [item.id, item.subscribed])).toEqual([
      [profile.skyHd, true],
    ]);
    const premier = await numbered(3);
    expect(premier.subscribed).toBe(false);
    expect(premier.streaming_profiles.map((item) => item.subscribed)).toEqual([false]);
  });

  it('is not subscribed for an account whose subscription has expired', async () => {
    const sport = await numbered(5, expiredToken);
    expect(sport.subscribed).toBe(false);
    expect(sport.streaming_profiles.every((item) => !item.subscribed)).toBe(true);
  });
});

describe('channel search (filter[title])', () => {
  const found = async (text: string, more = '') =>
    numbersOf((await list(`filter[title]=${encodeURIComponent(text)}${more}`)).items);

  it('matches titles whose words start with every searched word, best match first', async () => {
    // Exact title, then the title starting with the whole word, then with a word start, then
    // the rest by channel number.
    expect(await found('sport')).toEqual([9, 5, 20, 3, 7]);
    expect(await found('sky sp')).toEqual([7, 3]);
    expect(await found('ort')).toEqual([]);
  });

  it('ignores case and accents as the film search does', async () => {
    expect(await found('MUSICA')).toEqual([12]);
    expect(await found('música bra')).toEqual([12]);
    expect(await found('SPÓRT tv')).toEqual([5]);
  });

  it('counts every match in the pager and pages them', async () => {
    const page = await list(`filter[title]=channel&limit=100&page=3`);
    // "Channel 1" … "Channel 260" but the six named ones, plus "Sportsman Channel".
    expect(page.pager).toEqual({ page: 3, pageCount: 3, count: 255 });
    expect(page.items).toHaveLength(55);
  });

  it('searches inside a category', async () => {
    expect(await found('sport', `&filter[category_id]=${category.football}`)).toEqual([5, 3]);
  });

  it('finds nothing for a search of no letters or digits', async () => {
    const page = await list(`filter[title]=${encodeURIComponent('!!')}`);
    expect(page).toEqual({ items: [], pager: { page: 1, pageCount: 0, count: 0 } });
  });
});

describe('channel categories', () => {
  it('answers the tree by name, with children, holding only categories with channels', async () => {
    const response = await t.call({ url: '/api/channel-categories/list', token });
    expect(response.statusCode, response.body).toBe(200);
    const tree = envelope(z.array(channelCategorySchema)).parse(response.json()).data!;
    expect(tree).toEqual([
      { id: category.entertainment, name: 'Entertainment', children: [] },
      {
        id: category.kids,
        name: 'Kids',
        children: [{ id: category.cartoons, name: 'Cartoons', children: [] }],
      },
      { id: category.news, name: 'News', children: [] },
      {
        id: category.sport,
        name: 'Sport',
        children: [
          {
            id: category.football,
            name: 'Football',
            children: [{ id: category.premier, name: 'Premier League', children: [] }],
          },
        ],
      },
    ]);
  });
});
