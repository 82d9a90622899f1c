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
  timestampSchema,
} from './common.js';
import {
  channelCategorySchema,
  channelIdBodySchema,
  channelListQuerySchema,
  channelSchema,
  channelStreamBodySchema,
  channelStreamSchema,
  favoriteToggleSchema,
  rentChannelBodySchema,
} from './channels.js';
import { rentalSchema } from './playback.js';

/** The guide (`/epgs/list`, `/epgs/index`), reminders and every live call (`liveCalls`). Channels are in channels.ts. */

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
