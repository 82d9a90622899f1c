import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../../paths.js';
import {
  channelProfiles,
  DEMO_CHANNEL_CATEGORIES,
  DEMO_CHANNELS,
  DEMO_TVG_SUFFIX,
  demoTvgId,
} from './demo-channels.js';

describe('the demo channels', () => {
  it('are about 60 invented channels in 8 categories, some with subcategories', () => {
    expect(DEMO_CHANNELS.length).toBeGreaterThanOrEqual(55);
    expect(DEMO_CHANNEL_CATEGORIES.map((category) => category.name)).toEqual([
      'News',
      'Sport',
      'Kids',
      'Films',
      'Music',
      'Documentaries',
      'Regional',
      'Radio',
    ]);
    expect(DEMO_CHANNEL_CATEGORIES.find(({ name }) => name === 'Sport')!.children).toEqual([
      'Football',
      'Motorsport',
    ]);
    for (const category of DEMO_CHANNEL_CATEGORIES) {
      const own = DEMO_CHANNELS.filter((channel) => channel.categories[0] === category.name);
      expect(own.length, category.name).toBeGreaterThanOrEqual(5);
      for (const child of category.children) {
        expect(
          own.some((channel) => channel.categories[1] === child),
          child,
        ).toBe(true);
      }
    }
  });

  it('number each category from its hundred: news 101.., sport 201..', () => {
    const numbers = DEMO_CHANNELS.map((channel) => channel.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    DEMO_CHANNEL_CATEGORIES.forEach((category, index) => {
      const own = DEMO_CHANNELS.filter((channel) => channel.kind === category.kind);
      expect(own[0]!.number).toBe((index + 1) * 100 + 1);
      expect(own.every((channel) => Math.floor(channel.number / 100) === index + 1)).toBe(true);
    });
    expect(DEMO_CHANNELS[0]).toMatchObject({ title: 'Harbour News 24', number: 101 });
  });

  it('have tvg-ids a guide import can match, all ending in .demo', () => {
    expect(demoTvgId('Harbour News 24')).toBe('harbour-news-24.demo');
    const ids = DEMO_CHANNELS.map((channel) => channel.tvgId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.endsWith(DEMO_TVG_SUFFIX))).toBe(true);
  });

  it('mostly keep 7 days of catch-up, a few none', () => {
    const catchup = DEMO_CHANNELS.filter((channel) => channel.catchupDays === 7);
    const none = DEMO_CHANNELS.filter((channel) => channel.catchupDays === 0);
    expect(catchup.length + none.length).toBe(DEMO_CHANNELS.length);
    expect(catchup.length).toBeGreaterThan(DEMO_CHANNELS.length * 0.8);
    expect(none.length).toBeGreaterThanOrEqual(3);
  });

  it('ask for the parental PIN on late-night films rated 18, and allow censorship on a couple', () => {
    const pinned = DEMO_CHANNELS.filter((channel) => channel.requirePin);
    expect(pinned.filter((channel) => channel.parentalCode === '18').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(pinned.every((channel) => ['R', '18'].includes(channel.parentalCode))).toBe(true);
    expect(DEMO_CHANNELS.filter((channel) => channel.censorshipAllowed).length).toBe(2);
    const kids = DEMO_CHANNELS.filter((channel) => channel.kind === 'kids');
    expect(new Set(kids.map((channel) => channel.parentalCode))).toEqual(new Set(['G']));
  });

  it('loop varied demo media that the media folder has', () => {
    const patterns = new Set(DEMO_CHANNELS.map((channel) => channel.liveAssets.join(',')));
    expect(patterns.size).toBeGreaterThanOrEqual(4);
    for (const folder of new Set(DEMO_CHANNELS.flatMap((channel) => channel.liveAssets))) {
      expect(existsSync(join(serverRoot, 'media', 'vod', folder, 'master.m3u8')), folder).toBe(
        true,
      );
    }
  });
});

describe('channelProfiles', () => {
  it('gives every channel SD and HD, included or rented for 7 or 30 days', () => {
    expect(channelProfiles('included')).toEqual([
      { name: 'SD', code: 'SD', businessModel: 'svod', pricing: [] },
      { name: 'HD', code: 'HD', businessModel: 'svod', pricing: [] },
    ]);
    expect(channelProfiles('hdRental').map((profile) => profile.businessModel)).toEqual([
      'svod',
      'tvod_dtr',
    ]);
    expect(channelProfiles('hdRental')[1]!.pricing).toEqual([
      { duration: 7, priceCents: 199 },
      { duration: 30, priceCents: 499 },
    ]);
    const rental = channelProfiles('rental');
    expect(rental.map((profile) => profile.name)).toEqual(['SD', 'HD']);
    expect(rental.every((profile) => profile.businessModel === 'tvod_dtr')).toBe(true);
    expect(rental.every((profile) => profile.pricing.length > 0)).toBe(true);
  });

  it('leaves most channels included, some with a rented HD and some rented whole', () => {
    const offers = DEMO_CHANNELS.map((channel) => channel.offer);
    expect(offers.filter((offer) => offer === 'included').length).toBeGreaterThan(
      DEMO_CHANNELS.length * 0.8,
    );
    expect(offers.filter((offer) => offer === 'hdRental').length).toBeGreaterThanOrEqual(2);
    expect(offers.filter((offer) => offer === 'rental').length).toBeGreaterThanOrEqual(2);
  });
});
