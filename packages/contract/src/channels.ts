import { z } from './zod.js';
import {
  flagSchema,
  idListSchema,
  idSchema,
  limitSchema,
  pageSchema,
  parentalRatingSchema,
  sortDirectionSchema,
  timestampSchema,
  titleSearchSchema,
} from './common.js';
import { rentDurationSchema } from './playback.js';
import { ItemType, vodProfileSchema } from './vod.js';

/**
 * Live channels (catalogue §3, §7; access §3): the channel, its categories, the channel list's
 * query and page sizes, favourites, renting and the stream call's body and answer. The guide,
 * reminders and the calls are in live.ts.
 */

/** A live channel, per catalogue §3 and access §3, catch-up fields included. */
export const channelSchema = z.object({
  id: z.int(),
  type: z.literal(ItemType.channel),
  title: z.string(),
  channel_number: z.int().check(z.gte(0)),
  logo_url: z.nullable(z.string()),
  screenshot_url: z.nullable(z.string()),
  favorite: z.boolean(),
  channel_categories: z.array(z.object({ id: z.int() })),
  /** A web route override for the channel's card, when the operator sets one. */
  urlRoute: z.optional(z.string()),
  catchup_enabled: z.boolean(),
  /** Minutes after a programme's start during which catch-up is available. */
  catchup_duration_total: z.int().check(z.gte(0)),
  /** Extra query for catch-up on custom backends; null when the stream call handles it. */
  catchup_url_params: z.nullable(z.string()),
  censorship_allowed: z.boolean(),
  parental_rating: z.nullable(parentalRatingSchema),
  /** False until one of `streaming_profiles` is subscribed or rented. */
  subscribed: z.boolean(),
  streaming_profiles: z.array(vodProfileSchema),
});
export type Channel = z.infer<typeof channelSchema>;

/** Route-level category ids that are not real categories (catalogue §2). */
export const SpecialCategoryId = { all: 'all', favorites: 'favorite_channels' } as const;

/** The `categoryID` of `/channel-categories/{categoryID}`: a number, `all` or `favorite_channels`. */
export const channelCategoryRouteIdSchema = z.union([
  z.enum([SpecialCategoryId.all, SpecialCategoryId.favorites]),
  idSchema,
]);

/** A channel category with its sub-categories. The special ids live in the web app. */
export const channelCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  get children(): z.ZodMiniArray<typeof channelCategorySchema> {
    return z.array(channelCategorySchema);
  },
});
export type ChannelCategory = z.infer<typeof channelCategorySchema>;

/** Query of the channel list (catalogue §7), also the catch-up fetch with `filter[id][n]`. */
export const channelListQuerySchema = z.strictObject({
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
  filter: z.optional(
    z.strictObject({
      category_id: z.optional(idSchema),
      title: z.optional(titleSearchSchema),
      id: z.optional(idListSchema),
    }),
  ),
  sort: z.optional(
    z.strictObject({
      channel_number: z.optional(sortDirectionSchema),
      title: z.optional(sortDirectionSchema),
    }),
  ),
  config: z.optional(z.strictObject({ enable_favorites: z.optional(flagSchema) })),
});
export type ChannelListQuery = z.input<typeof channelListQuerySchema>;

/** Channel page sizes of the spec (catalogue §7). */
export const ChannelPageSize = {
  liveTv: 40,
  category: 200,
  favouritesAppend: 60,
  homeAppend: 100,
  homeRow: 40,
} as const;

export const channelIdBodySchema = z.strictObject({ channel_id: idSchema });

export const favoriteToggleSchema = z.object({
  channel_id: z.int(),
  favorite: z.boolean(),
});
export type FavoriteToggle = z.infer<typeof favoriteToggleSchema>;

/**
 * Renting a channel's streaming profile: the spec's channel_id and streaming_profile_id, and,
 * as for films, the `duration` of the pricing chosen when the profile is rented by days and
 * offers several (without it, the profile's first price).
 */
export const rentChannelBodySchema = z.strictObject({
  channel_id: idSchema,
  streaming_profile_id: idSchema,
  duration: rentDurationSchema,
});
export type RentChannelBody = z.input<typeof rentChannelBodySchema>;

/**
 * A channel stream request; with `epg_programme_id` it asks for that programme's catch-up,
 * with `from_timestamp` (Unix seconds) for the channel's timeline from that moment on, across
 * programmes up to the live edge. Not both.
 */
export const channelStreamBodySchema = z.strictObject({
  channel_id: idSchema,
  streaming_profile_id: z.optional(idSchema),
  epg_programme_id: z.optional(idSchema),
  from_timestamp: z.optional(timestampSchema),
});
export type ChannelStreamBody = z.input<typeof channelStreamBodySchema>;

export const channelStreamSchema = z.object({
  /**
   * A signed master playlist URL like the film stream's (`streamSchema.url`), for the channel's
   * profile: live, or with `epg_programme_id` the programme's catch-up (finished, EXT-X-ENDLIST)
   * or start-over (EVENT, growing to the live edge), or with `from_timestamp` the channel
   * time-shifted to that moment, playing on into the next programmes up to the live edge.
   */
  url: z.string(),
  primary_drm_license_url: z.nullable(z.string()),
  /**
   * Trick-play thumbnails for the seek bar, as the film stream's (`streamSchema.thumbnails_url`):
   * a signed WebVTT URL whose cues name `sheet.jpg#xywh=x,y,w,h` tiles. Given for a programme
   * (catch-up: the whole programme; start-over: up to the request) and a time-shifted stream
   * (from `from_timestamp` up to what its playlist lists), one cue per segment, cue time 0
   * being the start of the first segment the playlist lists (its EXT-X-PROGRAM-DATE-TIME).
   * Null for the live edge, and for a channel whose media has no thumbnail sheets.
   */
  thumbnails_url: z.nullable(z.string()),
  streaming_profile_id: z.nullable(z.int()),
  /** True when `url` plays a past programme or moment rather than the live edge. */
  catchup: z.boolean(),
});
export type ChannelStream = z.infer<typeof channelStreamSchema>;
