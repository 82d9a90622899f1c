// The demo's live channels: invented broadcasters in eight categories, some of them with
// subcategories, numbered in blocks of a hundred per category. Pure data and small rules, so the
// seed, the guide and the tests read the same list.
import type { Pricing } from '../../../db/schema.js';
import type { ParentalCode } from './demo-catalogue.js';
import type { DemoProfile } from './demo-profiles.js';

/** The end of every demo channel's tvg-id: the guide's upkeep touches only these channels. */
export const DEMO_TVG_SUFFIX = '.demo';

/** What a channel mostly shows: its top-level category and the style of its guide. */
export type ChannelKind =
  'news' | 'sport' | 'kids' | 'films' | 'music' | 'documentaries' | 'regional' | 'radio';

export interface DemoChannelCategory {
  kind: ChannelKind;
  name: string;
  /** Subcategories (channel_categories.parent_id), linked with the parent too. */
  children: string[];
}

/** The top-level categories in channel-number order: news 101.., sport 201.., ... */
export const DEMO_CHANNEL_CATEGORIES: readonly DemoChannelCategory[] = [
  { kind: 'news', name: 'News', children: [] },
  { kind: 'sport', name: 'Sport', children: ['Football', 'Motorsport'] },
  { kind: 'kids', name: 'Kids', children: [] },
  { kind: 'films', name: 'Films', children: ['Classic Films', 'Late Night'] },
  { kind: 'music', name: 'Music', children: [] },
  { kind: 'documentaries', name: 'Documentaries', children: ['Nature', 'History'] },
  { kind: 'regional', name: 'Regional', children: [] },
  { kind: 'radio', name: 'Radio', children: [] },
];

/**
 * included: SD and HD with the subscription; hdRental: SD included, HD rented; rental: both
 * rented, so the channel plays only once unlocked.
 */
export type ChannelOffer = 'included' | 'hdRental' | 'rental';

export interface DemoChannel {
  /** The guide's key: the title as a slug with DEMO_TVG_SUFFIX. */
  tvgId: string;
  title: string;
  number: number;
  kind: ChannelKind;
  /** Names of the categories it is linked to: its top-level one, then its subcategory if any. */
  categories: string[];
  /** 0: no catch-up. */
  catchupDays: number;
  parentalCode: ParentalCode;
  requirePin: boolean;
  censorshipAllowed: boolean;
  /** Folder names under media/vod that the live origin loops, in order. */
  liveAssets: string[];
  offer: ChannelOffer;
}

interface ChannelEntry {
  title: string;
  sub?: string;
  /** No catch-up. */
  live?: true;
  offer?: ChannelOffer;
  parental?: ParentalCode;
  censorship?: true;
}

const CHANNELS: Record<ChannelKind, ChannelEntry[]> = {
  news: [
    { title: 'Harbour News 24' },
    { title: 'Meridian World News' },
    { title: 'Capital Report' },
    { title: 'Northgate Business' },
    { title: 'Crossroads News' },
    { title: 'Daybreak Weather', live: true },
    { title: 'Parliament Live', live: true },
    { title: 'Global Markets Now' },
  ],
  sport: [
    { title: 'Summit Sport 1' },
    { title: 'Summit Sport 2', offer: 'hdRental' },
    { title: 'Pitchside Football', sub: 'Football', offer: 'rental' },
    { title: 'Goal Line TV', sub: 'Football' },
    { title: 'Grid Motorsport', sub: 'Motorsport', offer: 'hdRental' },
    { title: 'Pit Lane TV', sub: 'Motorsport' },
    { title: 'Arena Extreme', live: true },
    { title: 'Fairway Golf' },
  ],
  kids: [
    { title: 'Pebble Kids' },
    { title: 'Rocket Junior' },
    { title: 'Little Owl TV' },
    { title: 'Toon Harbour' },
    { title: 'Story Garden' },
    { title: 'Brainwave Kids' },
    { title: 'Tiny Explorers' },
  ],
  films: [
    { title: 'Silver Screen One' },
    { title: 'Cinema Lounge', offer: 'hdRental' },
    { title: 'Premiere Max', offer: 'rental' },
    { title: 'Reel Classics', sub: 'Classic Films' },
    { title: 'Golden Age Movies', sub: 'Classic Films' },
    { title: 'Midnight Reel', sub: 'Late Night', parental: '18', offer: 'rental' },
    { title: 'After Dark Cinema', sub: 'Late Night', parental: '18', censorship: true },
    { title: 'Action Vault', parental: 'R', censorship: true },
    { title: 'Family Flicks', parental: 'PG' },
  ],
  music: [
    { title: 'Pulse Hits' },
    { title: 'Backstage Live' },
    { title: 'Velvet Jazz' },
    { title: 'Encore Classical' },
    { title: 'Rewind 80s' },
    { title: 'Bassline TV' },
    { title: 'Country Roads TV' },
  ],
  documentaries: [
    { title: 'Wild Horizons', sub: 'Nature' },
    { title: 'Deep Blue Planet', sub: 'Nature' },
    { title: 'Chronicle History', sub: 'History' },
    { title: 'Empire Files', sub: 'History' },
    { title: 'Curious Minds' },
    { title: 'Frontier Science' },
    { title: 'Engineered' },
  ],
  regional: [
    { title: 'Valley Local TV' },
    { title: 'Coastline Regional' },
    { title: 'Highlands 7' },
    { title: 'Riverside Community TV' },
    { title: 'Metro City TV' },
    { title: 'Lakeside Channel', live: true },
    { title: 'Island Television' },
  ],
  radio: [
    { title: 'Harbour FM' },
    { title: 'Cloud Nine Radio' },
    { title: 'Talkback 99', live: true },
    { title: 'Evergreen Gold FM' },
    { title: 'Chill Wave Radio', live: true },
    { title: 'Classic Strings FM' },
  ],
};

/** Each category's usual rating; the late-night and action channels say their own. */
const PARENTAL: Record<ChannelKind, ParentalCode> = {
  news: 'PG',
  sport: 'PG',
  kids: 'G',
  films: 'PG-13',
  music: 'PG',
  documentaries: 'PG',
  regional: 'PG',
  radio: 'G',
};

/** What the live origin loops, varied so channels differ at the same instant. */
const LIVE_ASSETS: readonly string[][] = [
  ['demo'],
  ['demo', 'trailer'],
  ['trailer', 'demo', 'advert'],
  ['demo', 'advert-offer'],
  ['demo', 'advert', 'trailer', 'advert-offer'],
];

const CATCHUP_DAYS = 7;

/** "Harbour News 24" -> "harbour-news-24.demo". */
export function demoTvgId(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}${DEMO_TVG_SUFFIX}`;
}

/** Every demo channel, in channel-number order. */
export const DEMO_CHANNELS: readonly DemoChannel[] = DEMO_CHANNEL_CATEGORIES.flatMap(
  (category, categoryIndex) =>
    CHANNELS[category.kind].map((entry, index): DemoChannel => {
      const parentalCode = entry.parental ?? PARENTAL[category.kind];
      return {
        tvgId: demoTvgId(entry.title),
        title: entry.title,
        number: (categoryIndex + 1) * 100 + index + 1,
        kind: category.kind,
        categories: entry.sub ? [category.name, entry.sub] : [category.name],
        catchupDays: entry.live ? 0 : CATCHUP_DAYS,
        parentalCode,
        // As for the demo's titles: R and 18 ask for the parental PIN.
        requirePin: parentalCode === 'R' || parentalCode === '18',
        censorshipAllowed: entry.censorship ?? false,
        liveAssets: LIVE_ASSETS[(categoryIndex + index) % LIVE_ASSETS.length]!,
        offer: entry.offer ?? 'included',
      };
    }),
);

/** Rent a channel for a week or a month. */
export const CHANNEL_RENTAL_PRICING: Pricing[] = [
  { duration: 7, priceCents: 199 },
  { duration: 30, priceCents: 499 },
];
const CHANNEL_SD_RENTAL_PRICING: Pricing[] = [{ duration: 30, priceCents: 299 }];

const SD: DemoProfile = { name: 'SD', code: 'SD', businessModel: 'svod', pricing: [] };
const HD: DemoProfile = { name: 'HD', code: 'HD', businessModel: 'svod', pricing: [] };
const HD_RENTAL: DemoProfile = {
  ...HD,
  businessModel: 'tvod_dtr',
  pricing: CHANNEL_RENTAL_PRICING,
};
const SD_RENTAL: DemoProfile = {
  ...SD,
  businessModel: 'tvod_dtr',
  pricing: CHANNEL_SD_RENTAL_PRICING,
};

/** A channel's two streaming profiles, SD and HD, as its offer sells them. */
export function channelProfiles(offer: ChannelOffer): DemoProfile[] {
  switch (offer) {
    case 'included':
      return [SD, HD];
    case 'hdRental':
      return [SD, HD_RENTAL];
    case 'rental':
      return [SD_RENTAL, HD_RENTAL];
  }
}

/** The paths of a channel's generated artwork (modules/storefront/art). */
export const channelArtPath = (channelId: number, file: 'logo' | 'screenshot') =>
  `/media/art/channel/${channelId}/${file}.svg`;
