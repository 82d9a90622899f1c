import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelPageSize, ItemType } from '@marquee/contract';
import type { TestApp } from '../../../test/test-app.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';
import {
  channelCalls,
  createChannelListWorld,
  CHANNELS,
  numbersOf,
  range,
} from './channel-list-fixtures.js';

let t: TestApp;
let token: string;
let expiredToken: string;
/** Channel ids by channel number. */
let idOf: Map<number, number>;
let category: Record<string, number>;
let profile: Record<string, number>;

beforeAll(async () => {
  ({ t, token, expiredToken, idOf, category, profile } =
    await createChannelListWorld(EXPIRED_ACCOUNT));
});
afterAll(() => t.close());

const { list } = channelCalls(() => ({ t, token }));

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
