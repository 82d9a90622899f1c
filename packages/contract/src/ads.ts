import { z } from './zod.js';
import { endpoint } from './endpoint.js';

/** Where an ad banner shows (catalogue §1 and §7). */
export const boxPositions = [
  'home_box',
  'live_tv_box',
  'movie_details_box',
  'movies_box',
  'tv_shows_box',
  'tv_show_details_box',
] as const;
export type BoxPosition = (typeof boxPositions)[number];
export const boxPositionSchema = z.enum(boxPositions, {
  error: `box_position must be one of ${boxPositions.join(', ')}`,
});

export const adsTypes = ['image'] as const;
export type AdsType = (typeof adsTypes)[number];

export const adBannerSchema = z.object({
  /** The banner's id; the ads-banner socket event carries it back. */
  mongo_id: z.string(),
  box_position: boxPositionSchema,
  ads_file: z.object({ original: z.string() }),
  /** Where a click goes; null for a banner that only shows. */
  target_url: z.nullable(z.string()),
  /** Text alternative for the image. */
  title: z.string(),
});
export type AdBanner = z.infer<typeof adBannerSchema>;

export const adsQuerySchema = z.strictObject({
  filter: z.strictObject(
    {
      box_position: boxPositionSchema,
      ads_type: z.optional(z.enum(adsTypes, { error: 'ads_type must be image' })),
    },
    { error: 'filter[box_position] is required' },
  ),
});
export type AdsQuery = z.input<typeof adsQuerySchema>;

export const adsCalls = {
  /** Banners for one box position; the spec gives the query but not the path. */
  list: endpoint({
    method: 'GET',
    path: '/ads/list',
    auth: 'token',
    chosenByContract: true,
    query: adsQuerySchema,
    response: z.array(adBannerSchema),
  }),
};
