// The playback profiles of the demo titles: most are included in the subscription, some in
// several qualities (the web then asks which one), some rentable or for sale only.
import type { Pricing } from '../../../db/schema.js';

export interface DemoProfile {
  name: string;
  code: string;
  /** svod: included with an active subscription; tvod: bought; tvod_dtr: rented for days. */
  businessModel: 'svod' | 'tvod' | 'tvod_dtr';
  pricing: Pricing[];
}

/** Rent for 2 or 7 days. */
export const RENTAL_PRICING: Pricing[] = [
  { duration: 2, priceCents: 399 },
  { duration: 7, priceCents: 599 },
];
/** Buy to keep: no duration. */
const PURCHASE_PRICING: Pricing[] = [{ duration: null, priceCents: 1299 }];
const EPISODE_RENTAL_PRICING: Pricing[] = [{ duration: 2, priceCents: 199 }];

const SD: DemoProfile = { name: 'SD', code: 'sd', businessModel: 'svod', pricing: [] };
const HD: DemoProfile = { name: 'HD', code: 'hd', businessModel: 'svod', pricing: [] };
const UHD_RENTAL: DemoProfile = {
  name: '4K',
  code: 'uhd',
  businessModel: 'tvod_dtr',
  pricing: RENTAL_PRICING,
};
const UHD_PURCHASE: DemoProfile = {
  name: '4K HDR',
  code: 'uhd-hdr',
  businessModel: 'tvod',
  pricing: PURCHASE_PRICING,
};
const HD_RENTAL: DemoProfile = { ...HD, businessModel: 'tvod_dtr', pricing: RENTAL_PRICING };

/** Every twentieth film, from the eleventh, is a premiere: rented or bought, never included. */
export const isPremiere = (filmIndex: number) => filmIndex % 20 === 10;

/** The profiles of the film at this 0-based position of the demo catalogue. */
export function filmProfiles(index: number): DemoProfile[] {
  if (isPremiere(index)) return [HD_RENTAL, UHD_PURCHASE];
  return [
    ...(index % 3 === 1 ? [SD] : []),
    HD,
    ...(index % 4 === 0 ? [UHD_RENTAL] : []),
    ...(index % 6 === 3 ? [UHD_PURCHASE] : []),
  ];
}

/** 4K included with the subscription (the remastered series below). */
const UHD: DemoProfile = { name: '4K', code: 'uhd', businessModel: 'svod', pricing: [] };

/** Remastered after their pilots: each season's first episode in HD only, the rest in SD and 4K. */
export const isRemastered = (showIndex: number) => showIndex % 12 === 4;

/** The profiles of an episode of the show at this 0-based position. */
export function episodeProfiles(showIndex: number, episodeNumber: number): DemoProfile[] {
  // One show in twelve is a premium series whose episodes are rented one by one.
  if (showIndex % 12 === 7)
    return [{ ...HD, businessModel: 'tvod_dtr', pricing: EPISODE_RENTAL_PRICING }];
  // Next from a remastered pilot lacks its HD: the player asks which profile to play with.
  if (isRemastered(showIndex)) return episodeNumber === 1 ? [HD] : [SD, UHD];
  return showIndex % 3 === 2 ? [SD, HD] : [HD];
}
