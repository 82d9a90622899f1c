import { z } from './zod.js';
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
  titleSearchSchema,
} from './common.js';
import { titleMarkersSchema } from './household.js';

/** Item types of the spec: 0 movie, 1 episode, 2 TV show, 3 channel. */
export const ItemType = { movie: 0, episode: 1, show: 2, channel: 3 } as const;
export type ItemType = (typeof ItemType)[keyof typeof ItemType];

export const pricingSchema = z.object({
  /** Rental length in days, for `tvod_dtr`; absent for a purchase. */
  duration: z.nullable(z.int().check(z.positive())),
  price: z.number().check(z.gte(0)),
});

export const businessModelSchema = z.enum(['svod', 'tvod', 'tvod_dtr']);

/** A playback profile (resolution package) of a title: rentable when not subscribed. */
export const vodProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  price: z.number().check(z.gte(0)),
  pricing: z.array(pricingSchema),
  business_model: businessModelSchema,
  subscribed: z.boolean(),
});
export type VodProfile = z.infer<typeof vodProfileSchema>;

/** An external WebVTT subtitle of a movie or episode: its language tag and where the file is. */
export const subtitleSchema = z.object({
  id: z.int(),
  locale: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
});
export type Subtitle = z.infer<typeof subtitleSchema>;

export const continueWatchingSchema = z.object({
  stopped_time: z.number().check(z.gte(0)),
  duration: z.number().check(z.gte(0)),
});

/** What a movie, an episode and a TV show carry alike: the parental rating, artwork, trailer. */
export const titleArtFields = {
  parental_rating: z.nullable(parentalRatingSchema),
  cover: coverSchema,
  covers: z.array(coverSchema),
  gallery: z.array(galleryImageSchema),
  screenshot_url: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  trailer_source: z.nullable(z.object({ url: z.string() })),
};

/** A movie or an episode: the spec's VOD item with its episode extras. */
export const vodItemSchema = z.object({
  id: z.int(),
  type: z.union([z.literal(ItemType.movie), z.literal(ItemType.episode)]),
  type_name: z.string(),
  title: z.string(),
  year: z.nullable(z.int()),
  description: z.string(),
  /** Rating out of 10. */
  rating: z.nullable(z.number().check(z.gte(0), z.lte(10))),
  rate: z.nullable(
    z.object({ rate_average: z.number().check(z.gte(0), z.lte(10)), rate_count: z.int() }),
  ),
  runtime: z.nullable(z.int()),
  genres: z.array(namedSchema),
  show_types: z.array(namedSchema),
  actors: z.array(z.object({ name: z.string() })),
  ...titleArtFields,
  subscribed: z.boolean(),
  continue_watching: z.nullable(continueWatchingSchema),
  censorship_allowed: z.boolean(),
  movie_source: z.object({
    subtitles: z.array(subtitleSchema),
    profiles: z.array(vodProfileSchema),
  }),
  created_at: z.string(),
  episode_number: z.nullable(z.int()),
  multi_event_vod_id: z.nullable(z.int()),
  multi_event_vod_season_id: z.nullable(z.int()),
  multi_event_vod_season: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** Where the intro, recap and credits run: the player's skip buttons and credits countdown. */
  markers: titleMarkersSchema,
});
export type VodItem = z.infer<typeof vodItemSchema>;

const yearRangeSchema = z
  .pipe(
    z.string().check(z.regex(/^\d{4}-\d{4}$/, { error: 'must look like 1990-1999' })),
    z.transform((value) => value.split('-').map(Number) as [number, number]),
  )
  .check(
    z.refine(([from, to]) => from >= 1900 && from <= to, {
      error: 'must run forwards from 1900',
    }),
  );

/** The sort keys of every title list: movies, episodes and TV shows. */
export const titleSortFields = {
  created: z.optional(sortDirectionSchema),
  title: z.optional(sortDirectionSchema),
  year: z.optional(sortDirectionSchema),
};

/** `config[enable_rate]=1` on a title list. */
export const rateConfigSchema = z.optional(z.strictObject({ enable_rate: z.optional(flagSchema) }));

/** Query of the VOD list: movies (type 0) and episodes (type 1). */
export const vodListQuerySchema = z.strictObject({
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
  filter: z.optional(
    z.strictObject({
      id: z.optional(idSchema),
      type: z.optional(
        z.union([
          z.pipe(z.enum(['0', '1']), z.transform(Number)),
          z.pipe(
            z.object({ all: z.literal('true') }),
            z.transform(() => 'all' as const),
          ),
        ]),
      ),
      title: z.optional(titleSearchSchema),
      genre_id: z.optional(idListSchema),
      show_type_id: z.optional(idListSchema),
      year: z.optional(yearRangeSchema),
      multi_event_vod_season_id: z.optional(idSchema),
      // Bounded like ids: a larger number would overflow the integer column.
      episode_number: z.optional(
        z.coerce
          .number({ error: 'must be a number' })
          .check(
            z.int({ error: 'must be a whole number' }),
            z.gte(0, { error: 'must be 0 or more' }),
            z.lte(2_147_483_647, { error: 'is too large' }),
          ),
      ),
    }),
  ),
  sort: z.optional(
    z.strictObject({
      ...titleSortFields,
      episode_number: z.optional(sortDirectionSchema),
    }),
  ),
  config: rateConfigSchema,
});
export type VodListQuery = z.input<typeof vodListQuerySchema>;

export const streamSchema = z.object({
  /**
   * Under our own origin, a signed URL, `/media/s/<token>/<path>`, for this device and the
   * playlist's folder; the URIs inside the playlists are relative, so they keep the token. It
   * works for MEDIA_TOKEN_TTL_SECONDS (6 hours unless configured) while the device is signed
   * in. A refused playlist, segment or key answers 403 with the JSON body
   * `{"status": 0, "message": "...", "error": code}` and the header `X-Media-Error: code`:
   * `media_token_expired` (ask this call again for a fresh URL), `media_token_invalid` or
   * `media_device_revoked` (apps/server/src/modules/media/media/media-refusal.ts). A generated path
   * (a live channel's) that names nothing the channel serves answers 404 `media_not_found`; the
   * live playlist of a restreamed channel whose every source is failing answers 409
   * `media_channel_unavailable`.
   */
  url: z.string(),
  /** Absent for clear streams. */
  primary_drm_license_url: z.nullable(z.string()),
  /**
   * The title's trick-play index: a signed URL like `url`, to a WebVTT file whose cues name a
   * tile of a JPEG sheet (`sheet-000.jpg#xywh=x,y,w,h`, relative to the WebVTT's URL, so the
   * sheets keep the token), one every few seconds. Null when the title has no thumbnails.
   */
  thumbnails_url: z.nullable(z.string()),
  vod_profile_id: z.int(),
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
    body: z.strictObject({ single_event_vod_id: idSchema, vod_profile_id: idSchema }),
    response: z.nullable(streamSchema),
  }),
};
