import { and, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../../clock.js';
import type { Database } from '../../../db/client.js';
import {
  accounts,
  channelCategories,
  channelCategoryLinks,
  channels,
  programmes,
  rentals,
  vodProfiles,
} from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { DEMO_ACCOUNT, seedDemoData } from './seed.js';

const now = new Date('2026-03-14T15:26:41Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { films: 30, shows: 2, now });
});
afterAll(() => database.close());

const demoChannels = () =>
  database.db.select().from(channels).where(like(channels.tvgId, '%.demo'));

describe('the demo seed’s live channels', () => {
  it('are at least 55 channels in 8 top-level categories, with subcategories under them', async () => {
    const list = await demoChannels();
    expect(list.length).toBeGreaterThanOrEqual(55);
    const categories = await database.db.select().from(channelCategories);
    const top = categories.filter((category) => category.parentId === null);
    expect(top.length).toBeGreaterThanOrEqual(8);
    const sport = categories.find((category) => category.name === 'Sport')!;
    expect(
      categories
        .filter((category) => category.parentId === sport.id)
        .map((category) => category.name)
        .sort(),
    ).toEqual(['Football', 'Motorsport']);
    // A channel of a subcategory is linked to its parent as well, so either lists it.
    const links = await database.db.select().from(channelCategoryLinks);
    const football = categories.find((category) => category.name === 'Football')!;
    const footballChannels = links.filter((link) => link.categoryId === football.id);
    expect(footballChannels.length).toBeGreaterThan(0);
    for (const { channelId } of footballChannels) {
      expect(links).toContainEqual({ channelId, categoryId: sport.id });
    }
    expect(new Set(links.map((link) => link.channelId)).size).toBe(list.length);
  });

  it('have generated logos and screenshots, and loop demo media', async () => {
    for (const channel of await demoChannels()) {
      expect(channel.logoUrl).toBe(`/media/art/channel/${channel.id}/logo.svg`);
      expect(channel.screenshotUrl).toBe(`/media/art/channel/${channel.id}/screenshot.svg`);
      expect(channel.liveAssets!.length).toBeGreaterThan(0);
    }
  });

  it('each have an SD and an HD streaming profile', async () => {
    const profiles = await database.db
      .select()
      .from(vodProfiles)
      .where(and(isNotNull(vodProfiles.channelId), isNull(vodProfiles.vodId)));
    for (const channel of await demoChannels()) {
      const own = profiles.filter((profile) => profile.channelId === channel.id);
      expect(own.map((profile) => [profile.name, profile.code])).toEqual([
        ['SD', 'SD'],
        ['HD', 'HD'],
      ]);
    }
  });

  it('mostly play with the demo subscription; some need a rental the demo account has not made', async () => {
    const list = await demoChannels();
    const profiles = await database.db
      .select()
      .from(vodProfiles)
      .where(isNotNull(vodProfiles.channelId));
    const included = list.filter((channel) =>
      profiles.some((p) => p.channelId === channel.id && p.businessModel === 'svod'),
    );
    expect(included.length).toBeGreaterThan(list.length * 0.8);
    const paid = profiles.filter((profile) => profile.businessModel === 'tvod_dtr');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((profile) => profile.pricing.length > 0)).toBe(true);
    const rentedOnly = list.filter((channel) => !included.includes(channel));
    expect(rentedOnly.length).toBeGreaterThan(0);

    const [demo] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, DEMO_ACCOUNT.email));
    const owned = new Set(
      (
        await database.db
          .select({ profileId: rentals.profileId })
          .from(rentals)
          .where(eq(rentals.accountId, demo!.id))
      ).map((row) => row.profileId),
    );
    expect(
      rentedOnly.some((channel) =>
        paid.every((p) => p.channelId !== channel.id || !owned.has(p.id)),
      ),
    ).toBe(true);
  });

  it('ask for the parental PIN on a few channels, and keep 7 days of catch-up on most', async () => {
    const list = await demoChannels();
    const pinned = list.filter((channel) => channel.requirePin);
    expect(pinned.length).toBeGreaterThanOrEqual(2);
    expect(pinned.some((channel) => channel.parentalCode === '18')).toBe(true);
    const catchup = list.filter((channel) => channel.catchupEnabled && channel.catchupDays === 7);
    expect(catchup.length).toBeGreaterThan(list.length * 0.8);
    expect(list.some((channel) => !channel.catchupEnabled && channel.catchupDays === 0)).toBe(true);
  });

  it('have a guide from 7 days before now to 7 days after, with no gap or overlap', async () => {
    const rows = await database.db
      .select({ channelId: programmes.channelId, start: programmes.start, stop: programmes.stop })
      .from(programmes)
      .orderBy(programmes.channelId, programmes.start);
    for (const channel of await demoChannels()) {
      const own = rows.filter((row) => row.channelId === channel.id);
      expect(own[0]!.start.getTime()).toBeLessThanOrEqual(now.getTime() - 7 * DAY);
      expect(own.at(-1)!.stop.getTime()).toBeGreaterThanOrEqual(now.getTime() + 7 * DAY);
      for (let index = 1; index < own.length; index++) {
        expect(own[index]!.start).toEqual(own[index - 1]!.stop);
      }
    }
  });
});
