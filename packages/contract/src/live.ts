import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { listOf } from './envelope.js';
import {
  flagSchema,
  idListSchema,
  idSchema,
  limitSchema,
  pagedQuerySchema,
  pageSchema,
  parentalRatingSchema,
  sortDirectionSchema,
  timestampSchema,
} from './common.js';
import { rentDurationSchema, rentalSchema } from './playback.js';
import { ItemType, vodProfileSchema } from './vod.js';

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
      title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
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
  streaming_profile_id: z.nullable(z.int()),
  /** True when `url` plays a past programme or moment rather than the live edge. */
  catchup: z.boolean(),
});
export type ChannelStream = z.infer<typeof channelStreamSchema>;

/** A programme of the guide; times are Unix seconds. */
export const programmeSchema = z.object({
  id: z.int(),
  channel_id: z.int(),
  title: z.string(),
  description: z.nullable(z.string()),
  category: z.nullable(z.string()),
  icon_url: z.nullable(z.string()),
  start_timestamp: z.int(),
  end_timestamp: z.int(),
});
export type Programme = z.infer<typeof programmeSchema>;

/** Channels per page of the guide grid (`/epgs/index`) when the call does not say. */
export const GUIDE_PAGE_SIZE = 50;

/** The longest guide window one call may ask for: 8 days, in seconds. */
export const GUIDE_WINDOW_MAX_SECONDS = 8 * 24 * 60 * 60;

type Window = { start: number; end: number };

function withWindowRules<T extends z.ZodMiniType<Window>>(schema: T) {
  return schema.check(
    z.refine((value) => value.end > value.start, {
      error: 'end must be after start',
      path: ['end'],
    }),
    z.refine((value) => value.end - value.start <= GUIDE_WINDOW_MAX_SECONDS, {
      error: 'the window must be 8 days or shorter',
      path: ['end'],
    }),
  );
}

/** `/epgs/list`: one channel's programmes that overlap a window. */
export const guideListQuerySchema = z.strictObject({
  filter: withWindowRules(
    z.strictObject(
      { channel_id: idSchema, start: timestampSchema, end: timestampSchema },
      { error: 'filter[channel_id], filter[start] and filter[end] are required' },
    ),
  ),
});
export type GuideListQuery = z.input<typeof guideListQuerySchema>;

/**
 * `/epgs/index`: the guide grid, a page of channels with their programmes in a window. Rows
 * carry the caller's `favorite` flag; `filter[favorites]=1` keeps only the caller's favourites.
 */
export const guideIndexQuerySchema = z.strictObject({
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
  filter: withWindowRules(
    z.strictObject(
      {
        start: timestampSchema,
        end: timestampSchema,
        category_id: z.optional(idSchema),
        channel_id: z.optional(idListSchema),
        favorites: z.optional(flagSchema),
      },
      { error: 'filter[start] and filter[end] are required' },
    ),
  ),
});
export type GuideIndexQuery = z.input<typeof guideIndexQuerySchema>;

export const guideRowSchema = z.object({
  channel: channelSchema,
  programmes: z.array(programmeSchema),
});
export type GuideRow = z.infer<typeof guideRowSchema>;

/** Minutes before the start a reminder fires when the caller does not say. */
export const DEFAULT_REMINDER_MINUTES = 5;

const minutesBeforeSchema = z.coerce
  .number({ error: 'minutes_before must be a number' })
  .check(
    z.int({ error: 'minutes_before must be a whole number' }),
    z.gte(0, { error: 'minutes_before must be 0 or more' }),
    z.lte(1440, { error: 'minutes_before must be 1440 or less' }),
  );

export const reminderSchema = z.object({
  id: z.int(),
  epg_programme_id: z.int(),
  epg_programme_title: z.string(),
  epg_programme: z.object({
    id: z.int(),
    channel_id: z.int(),
    title: z.string(),
    start_timestamp: z.int(),
  }),
  /** When the reminder fires, ISO 8601. */
  activate_time: z.string(),
  activate_time_timestamp: z.int(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const addReminderBodySchema = z.strictObject({
  epg_programme_id: idSchema,
  minutes_before: z._default(minutesBeforeSchema, DEFAULT_REMINDER_MINUTES),
});
export type AddReminderBody = z.input<typeof addReminderBodySchema>;

export const editReminderBodySchema = z.strictObject({
  id: idSchema,
  minutes_before: minutesBeforeSchema,
});
export type EditReminderBody = z.input<typeof editReminderBodySchema>;

export const liveCalls = {
  /** The channel list; the spec gives its query but not its path. */
  channels: endpoint({
    method: 'GET',
    path: '/channels/list',
    auth: 'token',
    chosenByContract: true,
    query: channelListQuerySchema,
    response: listOf(channelSchema),
  }),
  /** Channel categories for the slider; the spec does not show the path. */
  categories: endpoint({
    method: 'GET',
    path: '/channel-categories/list',
    auth: 'token',
    chosenByContract: true,
    response: z.array(channelCategorySchema),
  }),
  /** The viewer's favourite channels, as an array; the spec does not show the path. */
  favoriteChannels: endpoint({
    method: 'GET',
    path: '/channels/favorites',
    auth: 'token',
    chosenByContract: true,
    response: z.array(channelSchema),
  }),
  /** Adds or removes a favourite; the spec does not show the path. */
  toggleFavorite: endpoint({
    method: 'POST',
    path: '/channels/toggle-favorite',
    auth: 'token',
    chosenByContract: true,
    body: channelIdBodySchema,
    response: favoriteToggleSchema,
  }),
  /** Trending channels for the home page; the spec does not show the path. */
  trendingChannels: endpoint({
    method: 'GET',
    path: '/channels/trending',
    auth: 'token',
    chosenByContract: true,
    query: pagedQuerySchema,
    response: listOf(channelSchema),
  }),
  /** Rents a channel profile; the spec gives the body but not the path. */
  rentChannel: endpoint({
    method: 'POST',
    path: '/channels/rent',
    auth: 'token',
    chosenByContract: true,
    body: rentChannelBodySchema,
    response: rentalSchema,
  }),
  /** Live or catch-up stream of a channel; `data` is null when there is nothing to play. */
  channelStream: endpoint({
    method: 'POST',
    path: '/channels/stream',
    auth: 'token',
    chosenByContract: true,
    body: channelStreamBodySchema,
    response: z.nullable(channelStreamSchema),
  }),
  guide: endpoint({
    method: 'GET',
    path: '/epgs/list',
    auth: 'token',
    query: guideListQuerySchema,
    response: z.array(programmeSchema),
  }),
  guideIndex: endpoint({
    method: 'GET',
    path: '/epgs/index',
    auth: 'token',
    query: guideIndexQuerySchema,
    response: listOf(guideRowSchema),
  }),
  reminders: endpoint({
    method: 'GET',
    path: '/epg-reminders/index',
    auth: 'token',
    response: z.array(reminderSchema),
  }),
  /** The spec names add, edit and delete by POST without paths or payloads. */
  addReminder: endpoint({
    method: 'POST',
    path: '/epg-reminders/add',
    auth: 'token',
    chosenByContract: true,
    body: addReminderBodySchema,
    response: reminderSchema,
  }),
  /** Changes when a reminder fires; path and payload chosen by the contract. */
  editReminder: endpoint({
    method: 'POST',
    path: '/epg-reminders/edit',
    auth: 'token',
    chosenByContract: true,
    body: editReminderBodySchema,
    response: reminderSchema,
  }),
  /** Deletes a reminder; path and payload chosen by the contract. */
  deleteReminder: endpoint({
    method: 'POST',
    path: '/epg-reminders/delete',
    auth: 'token',
    chosenByContract: true,
    body: z.strictObject({ id: idSchema }),
    response: z.null(),
  }),
};
