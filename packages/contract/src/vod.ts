import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { listOf } from './envelope.js';
import {
  coverSchema,
  flagSchema,
  galleryImageSchema,
  idListSchema,
  idSchema,
  limitSchema,
  namedSchema,
  pageSchema,
  parentalRatingSchema,
  sortDirectionSchema,
} from './common.js';

/** Item types of the spec: 0 movie, 1 episode, 2 TV show, 3 channel. */
export const ItemType = { movie: 0, episode: 1, show: 2, channel: 3 } as const;
export type ItemType = (typeof ItemType)[keyof typeof ItemType];

export const pricingSchema = z.object({
  /** Rental length in days, for `tvod_dtr`; absent for a purchase. */
  duration: z.number().int().positive().nullable(),
  price: z.number().min(0),
});

export const businessModelSchema = z.enum(['svod', 'tvod', 'tvod_dtr']);

/** A playback profile (resolution package) of a title: rentable when not subscribed. */
export const vodProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  price: z.number().min(0),
  pricing: z.array(pricingSchema),
  business_model: businessModelSchema,
  subscribed: z.boolean(),
});
export type VodProfile = z.infer<typeof vodProfileSchema>;

/** An external WebVTT subtitle of a movie or episode: its language tag and where the file is. */
export const subtitleSchema = z.object({
  id: z.number().int(),
  locale: z.string().min(1),
  url: z.string().min(1),
});
export type Subtitle = z.infer<typeof subtitleSchema>;

export const continueWatchingSchema = z.object({
  stopped_time: z.number().min(0),
  duration: z.number().min(0),
});

/** A movie or an episode: the spec's VOD item with its episode extras. */
export const vodItemSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(ItemType.movie), z.literal(ItemType.episode)]),
  type_name: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  description: z.string(),
  /** Rating out of 10. */
  rating: z.number().min(0).max(10).nullable(),
  rate: z
    .object({ rate_average: z.number().min(0).max(10), rate_count: z.number().int() })
    .nullable(),
  runtime: z.number().int().nullable(),
  genres: z.array(namedSchema),
  show_types: z.array(namedSchema),
  actors: z.array(z.object({ name: z.string() })),
  parental_rating: parentalRatingSchema.nullable(),
  cover: coverSchema,
  covers: z.array(coverSchema),
  gallery: z.array(galleryImageSchema),
  screenshot_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  trailer_source: z.object({ url: z.string() }).nullable(),
  subscribed: z.boolean(),
  continue_watching: continueWatchingSchema.nullable(),
  censorship_allowed: z.boolean(),
  movie_source: z.object({
    subtitles: z.array(subtitleSchema),
    profiles: z.array(vodProfileSchema),
  }),
  created_at: z.string(),
  episode_number: z.number().int().nullable(),
  multi_event_vod_id: z.number().int().nullable(),
  multi_event_vod_season_id: z.number().int().nullable(),
  multi_event_vod_season: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type VodItem = z.infer<typeof vodItemSchema>;

const yearRangeSchema = z
  .string()
  .regex(/^\d{4}-\d{4}$/, { error: 'must look like 1990-1999' })
  .transform((value) => value.split('-').map(Number) as [number, number])
  .refine(([from, to]) => from >= 1900 && from <= to, {
    error: 'must run forwards from 1900',
  });

/** Query of the VOD list: movies (type 0) and episodes (type 1). */
export const vodListQuerySchema = z
  .object({
    page: pageSchema.optional(),
    limit: limitSchema.optional(),
    filter: z
      .object({
        id: idSchema.optional(),
        type: z
          .union([
            z.enum(['0', '1']).transform(Number),
            z.object({ all: z.literal('true') }).transform(() => 'all' as const),
          ])
          .optional(),
        title: z.string().trim().min(1).max(100).optional(),
        genre_id: idListSchema.optional(),
        show_type_id: idListSchema.optional(),
        year: yearRangeSchema.optional(),
        multi_event_vod_season_id: idSchema.optional(),
        // Bounded like ids: a larger number would overflow the integer column.
        episode_number: z.coerce
          .number({ error: 'must be a number' })
          .int({ error: 'must be a whole number' })
          .min(0, { error: 'must be 0 or more' })
          .max(2_147_483_647, { error: 'is too large' })
          .optional(),
      })
      .strict()
      .optional(),
    sort: z
      .object({
        created: sortDirectionSchema.optional(),
        title: sortDirectionSchema.optional(),
        year: sortDirectionSchema.optional(),
        episode_number: sortDirectionSchema.optional(),
      })
      .strict()
      .optional(),
    config: z.object({ enable_rate: flagSchema.optional() }).strict().optional(),
  })
  .strict();
export type VodListQuery = z.input<typeof vodListQuerySchema>;

export const streamSchema = z.object({
  url: z.string(),
  /** Absent for clear streams. */
  primary_drm_license_url: z.string().nullable(),
  vod_profile_id: z.number().int(),
});
export type Stream = z.infer<typeof streamSchema>;

export const vodCalls = {
  /** The VOD list: movies, a single movie (`filter[id]`), episodes (`filter[type]=1`), search. */
  list: endpoint({
    method: 'GET',
    path: '/vods/list',
    auth: 'token',
    chosenByContract: true,
    query: vodListQuerySchema,
    response: listOf(vodItemSchema),
  }),
  /** Stream request for a movie or an episode; `data` is null when there is nothing to play. */
  stream: endpoint({
    method: 'POST',
    path: '/vods/stream',
    auth: 'token',
    chosenByContract: true,
    body: z.object({ single_event_vod_id: idSchema, vod_profile_id: idSchema }).strict(),
    response: streamSchema.nullable(),
  }),
};
