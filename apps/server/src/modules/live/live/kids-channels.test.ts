import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelCategorySchema,
  channelSchema,
  envelope,
  guideRowSchema,
  listOf,
  noticeText,
  notice,
  programmeSchema,
  type Channel,
  type ChannelCategory,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { favouriteChannels } from '../../../db/schema.js';
import { signInAsKids, type KidsSession } from '../../../test/kids-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// The demo line-up's channels are rated G, PG, PG-13, R and 18: a kids profile whose ceiling is
// PG finds the G and PG ones in every list of channels, the guide and its categories.
let t: TestApp;
let adult: string;
let kids: KidsSession;
let everyChannel: Channel[];

const WITHIN_PG = ['G', 'PG'];
const within = (channel: Channel) => WITHIN_PG.includes(channel.parental_rating?.code ?? '');
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const hidden = () => everyChannel.find((channel) => channel.parental_rating?.code === '18')!;
const shown = () => everyChannel.find(within)!;
const HOUR = 3600;
const START = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
const window = `filter[start]=${START}&filter[end]=${START + 3 * HOUR}`;

beforeAll(async () => {
  t = await createTestApp();
  adult = (await t.login()).token;
  kids = await signInAsKids(t, 'PG');
  everyChannel = (await channels(adult, 'channels/list?limit=100')).items;
});
afterAll(() => t.close());

async function get(token: string, url: string): Promise<unknown> {
  const response = await t.call({ url: `/api/${url}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const channels = async (token: string, url: string) =>
  envelope(listOf(channelSchema)).parse(await get(token, url)).data!;

describe('channel lists for a kids profile', () => {
  it('hold only channels within the ceiling, counted alike, on every page and search', async () => {
    const expected = everyChannel.filter(within);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everyChannel.length);
    const listed = await channels(kids.token, 'channels/list?limit=100');
    expect(ids(listed.items)).toEqual(ids(expected));
    expect(listed.pager.count).toBe(expected.length);
    const search = `channels/list?filter[title]=${encodeURIComponent(hidden().title)}`;
    expect(ids((await channels(adult, search)).items)).toContain(hidden().id);
    expect(ids((await channels(kids.token, search)).items)).not.toContain(hidden().id);
    const byId = `channels/list?filter[id][0]=${hidden().id}&filter[id][1]=${shown().id}`;
    expect(ids((await channels(kids.token, byId)).items)).toEqual([shown().id]);
  });

  it('leave a category of channels above the ceiling empty, and out of the categories', async () => {
    const categoryId = hidden().channel_categories[0]!.id;
    const inCategory = (list: Channel[]) =>
      list.filter((channel) => channel.channel_categories.some(({ id }) => id === categoryId));
    const page = `channels/list?filter[category_id]=${categoryId}&limit=100`;
    expect(ids((await channels(kids.token, page)).items)).toEqual(
      ids(inCategory(everyChannel).filter(within)),
    );
    const tree = async (token: string) =>
      flatten(
        envelope(z.array(channelCategorySchema)).parse(await get(token, 'channel-categories/list'))
          .data!,
      );
    const holding = new Set(
      everyChannel.filter(within).flatMap((channel) => ids(channel.channel_categories)),
    );
    const kidsTree = await tree(kids.token);
    expect(
      kidsTree.every((category) => holding.has(category.id) || category.children.length > 0),
    ).toBe(true);
    const adultOnly = (await tree(adult)).filter((category) => !holding.has(category.id));
    expect(adultOnly.length).toBeGreaterThan(0);
    expect(ids(kidsTree)).not.toContain(
      adultOnly.find((category) => category.children.length === 0)!.id,
    );
  });

  it('rank trending channels without those above the ceiling', async () => {
    const forAdult = await channels(adult, 'channels/trending?limit=100');
    const forKids = await channels(kids.token, 'channels/trending?limit=100');
    expect(ids(forKids.items)).toEqual(ids(forAdult.items.filter(within)));
    expect(forKids.pager.count).toBe(forAdult.items.filter(within).length);
  });
});

describe('favourite channels of a kids profile', () => {
  it('leave out a favourite above the ceiling, and it cannot be toggled', async () => {
    await t.database.db.insert(favouriteChannels).values(
      [hidden(), shown()].map((channel) => ({
        accountId: kids.accountId,
        profileId: kids.profileId,
        channelId: channel.id,
      })),
    );
    const favourites = envelope(z.array(channelSchema)).parse(
      await get(kids.token, 'channels/favorites'),
    ).data!;
    expect(ids(favourites)).toEqual([shown().id]);
    const grid = envelope(listOf(guideRowSchema)).parse(
      await get(kids.token, `epgs/index?${window}&filter[favorites]=1`),
    ).data!;
    expect(grid.items.map((row) => row.channel.id)).toEqual([shown().id]);
    const toggle = await t.call({
      method: 'POST',
      url: '/api/channels/toggle-favorite',
      token: kids.token,
      body: { channel_id: hidden().id },
    });
    expect(toggle.statusCode).toBe(404);
    expect(toggle.json().message).toBe(noticeText(notice('channelNotFound')));
  });
});

describe('the guide for a kids profile', () => {
  it('has no programmes for a channel above the ceiling, as for one that does not exist', async () => {
    const programmes = async (token: string, channelId: number) =>
      envelope(z.array(programmeSchema)).parse(
        await get(token, `epgs/list?filter[channel_id]=${channelId}&${window}`),
      ).data!;
    expect((await programmes(adult, hidden().id)).length).toBeGreaterThan(0);
    expect(await programmes(kids.token, hidden().id)).toEqual([]);
    expect((await programmes(kids.token, shown().id)).length).toBeGreaterThan(0);
  });

  it('grid holds the channels within the ceiling, and the adults’ grid holds them all', async () => {
    const grid = async (token: string) =>
      envelope(listOf(guideRowSchema)).parse(await get(token, `epgs/index?${window}&limit=100`))
        .data!;
    const forKids = await grid(kids.token);
    expect(forKids.items.map((row) => row.channel.id)).toEqual(ids(everyChannel.filter(within)));
    expect(forKids.items.every((row) => within(row.channel))).toBe(true);
    // The pages every viewer shares are kept apart for a ceiling, both ways.
    expect((await grid(adult)).pager.count).toBe(everyChannel.length);
    expect((await grid(kids.token)).pager.count).toBe(forKids.pager.count);
  });
});

function flatten(categories: ChannelCategory[]): ChannelCategory[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}
