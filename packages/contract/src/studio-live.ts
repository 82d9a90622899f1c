import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema, pageSchema } from './common.js';
import { listOf } from './envelope.js';
import { isHttpsUrl, switchSchema, titleText } from './studio-ads.js';
import { ART_IMAGE_MAX_BYTES, base64Schema } from './studio-catalogue-art.js';
import {
  channelHealthSchema,
  liveHealthQuerySchema,
  liveOverviewSchema,
} from './studio-live-health.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's Live calls for channels (/api/studio/live/...): the channels and their
 * categories, each channel's sources in failover order, its catch-up window and recording,
 * and the restream's health. Sources, imports and the guide's mapping are in
 * studio-live-sources.ts.
 */

const M = ValidationKey;

/** Channels on a page of the studio's lists. */
export const LIVE_CHANNELS_PAGE = 50;
/** The most sources a channel takes, as the M3U importer's MAX_SOURCES. */
export const MAX_CHANNEL_SOURCES = 32;
/** The longest catch-up window, in days. */
export const MAX_CATCHUP_DAYS = 30;

const orderSchema = z
  .number({ error: M.orderInvalid })
  .check(
    z.int({ error: M.orderInvalid }),
    z.gte(0, { error: M.orderInvalid }),
    z.lte(9999, { error: M.orderInvalid }),
  );

/** Whether `value` is an absolute http(s) address with a host. */
export function isSourceUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value) || value.length > 2000) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** An upstream's or a list's address: http or https. */
export const streamUrlSchema = z
  .string({ error: M.sourceUrlInvalid })
  .check(z.trim(), z.refine(isSourceUrl, { error: M.sourceUrlInvalid }));

/** A channel as operators edit it. */
export const liveChannelBodySchema = z.strictObject({
  title: titleText,
  number: orderSchema,
  /** The categories it is listed under (the first is its main one). */
  category_ids: z
    .array(z.int({ error: 'must be ids' }).check(z.positive({ error: 'must be ids' })))
    .check(z.maxLength(50, { error: 'must be 50 ids or fewer' })),
  /** Shown only to profiles that allow censored content. */
  censorship: switchSchema,
  /** The parental PIN is asked before it plays. */
  require_pin: switchSchema,
  /** Kept for pause, start-over and catch-up (recorded, or from the upstream's archive). */
  catchup: switchSchema,
  /** Days of catch-up kept: the recording's window, or the archive's. */
  catchup_days: z
    .number({ error: M.catchupDaysInvalid })
    .check(
      z.int({ error: M.catchupDaysInvalid }),
      z.gte(0, { error: M.catchupDaysInvalid }),
      z.lte(MAX_CATCHUP_DAYS, { error: M.catchupDaysInvalid }),
    ),
  /** Upstream addresses in failover order: the first plays, the next take over. */
  sources: z
    .array(streamUrlSchema)
    .check(z.maxLength(MAX_CHANNEL_SOURCES, { error: `must be ${MAX_CHANNEL_SOURCES} or fewer` })),
});
export type LiveChannelBody = z.input<typeof liveChannelBodySchema>;

/** The largest logo original, in bytes: PNG, JPEG or WebP, as title artwork. */
export const LOGO_IMAGE_MAX_BYTES = ART_IMAGE_MAX_BYTES;
/** The box a logo is scaled to fit, keeping its shape. */
export const LOGO_BOX = { width: 512, height: 512 } as const;

/** A channel's new logo: an uploaded image (base64), an https:// address, or neither: none. */
export const channelLogoBodySchema = z
  .strictObject({
    data: z.nullable(base64Schema(LOGO_IMAGE_MAX_BYTES)),
    url: z.nullable(
      z.string({ error: M.logoUrlInvalid }).check(
        z.trim(),
        z.refine((value) => isHttpsUrl(value), { error: M.logoUrlInvalid }),
      ),
    ),
  })
  .check(
    z.refine((value) => value.data === null || value.url === null, {
      error: M.logoSourceOne,
      path: ['url'],
    }),
  );
export type ChannelLogoBody = z.input<typeof channelLogoBodySchema>;

/** A channel as the studio shows it. */
export const studioLiveChannelSchema = z.object({
  id: z.int(),
  title: z.string(),
  number: z.int(),
  /** Its key in the lists and the guide. */
  tvg_id: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  category_ids: z.array(z.int()),
  censorship: z.boolean(),
  require_pin: z.boolean(),
  catchup: z.boolean(),
  catchup_days: z.int(),
  /** Catch-up plays from the upstream's own archive (the list's catch-up mode), not a recording. */
  upstream_archive: z.boolean(),
  /** Marquee records it: catch-up on, days set, no upstream archive. */
  recorded: z.boolean(),
  sources: z.array(z.string()),
});
export type StudioLiveChannel = z.infer<typeof studioLiveChannelSchema>;

const searchText = z
  .string({ error: 'must be text' })
  .check(z.trim(), z.maxLength(200, { error: 'must be 200 characters or fewer' }));

export const liveChannelListQuerySchema = z.strictObject({
  /** Words of the title, or a number. */
  q: z.optional(searchText),
  category_id: z.optional(idSchema),
  page: z.optional(pageSchema),
});
export type LiveChannelListQuery = z.input<typeof liveChannelListQuerySchema>;

const channelParamsSchema = z.strictObject({ id: idSchema });

/** A category as operators write it. */
export const liveCategoryBodySchema = z.strictObject({
  name: titleText,
  /** Lower first in the subscribers' list. */
  position: orderSchema,
});
export type LiveCategoryBody = z.input<typeof liveCategoryBodySchema>;

export const studioLiveCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  position: z.int(),
  /** Channels listed under it. */
  channels: z.int(),
});
export type StudioLiveCategory = z.infer<typeof studioLiveCategorySchema>;

export const studioLiveCalls = {
  /** Channels by number, searched and filtered on the server. Owner, editor and support. */
  liveChannels: endpoint({
    method: 'GET',
    path: '/studio/live/channels',
    auth: 'operator',
    chosenByContract: true,
    query: liveChannelListQuerySchema,
    response: listOf(studioLiveChannelSchema),
  }),
  /** One channel. Owner, editor and support. */
  liveChannel: endpoint({
    method: 'GET',
    path: '/studio/live/channels/:id',
    auth: 'operator',
    chosenByContract: true,
    params: channelParamsSchema,
    response: studioLiveChannelSchema,
  }),
  /** A channel added by hand, its number one no other channel has (owners and editors). */
  createLiveChannel: endpoint({
    method: 'POST',
    path: '/studio/live/channels',
    auth: 'operator',
    chosenByContract: true,
    body: liveChannelBodySchema.clone(),
    response: studioLiveChannelSchema,
  }),
  /** Replaces a channel's fields, categories and sources (owners and editors). */
  changeLiveChannel: endpoint({
    method: 'PUT',
    path: '/studio/live/channels/:id',
    auth: 'operator',
    chosenByContract: true,
    params: channelParamsSchema.clone(),
    body: liveChannelBodySchema,
    response: studioLiveChannelSchema,
  }),
  /**
   * Sets a channel's logo: an uploaded PNG, JPEG or WebP (scaled to fit 512x512, kept as PNG),
   * an https:// address, or none (owners and editors).
   */
  setLiveChannelLogo: endpoint({
    method: 'PUT',
    path: '/studio/live/channel-logos/:id',
    auth: 'operator',
    chosenByContract: true,
    params: channelParamsSchema.clone(),
    body: channelLogoBodySchema,
    response: studioLiveChannelSchema,
  }),
  /**
   * Removes a channel with its favourites, guide, recording, prices and mappings; its restream
   * stops (owners and editors).
   */
  deleteLiveChannel: endpoint({
    method: 'DELETE',
    path: '/studio/live/channels/:id',
    auth: 'operator',
    chosenByContract: true,
    params: channelParamsSchema.clone(),
    response: z.null(),
  }),
  /** Categories in their order, with their channel counts. Owner, editor and support. */
  liveCategories: endpoint({
    method: 'GET',
    path: '/studio/live/categories',
    auth: 'operator',
    chosenByContract: true,
    response: z.array(studioLiveCategorySchema),
  }),
  /** A new category (owners and editors). */
  createLiveCategory: endpoint({
    method: 'POST',
    path: '/studio/live/categories',
    auth: 'operator',
    chosenByContract: true,
    body: liveCategoryBodySchema,
    response: studioLiveCategorySchema,
  }),
  /** Renames or moves a category (owners and editors). */
  changeLiveCategory: endpoint({
    method: 'PUT',
    path: '/studio/live/categories/:id',
    auth: 'operator',
    chosenByContract: true,
    params: channelParamsSchema.clone(),
    body: liveCategoryBodySchema.clone(),
    response: studioLiveCategorySchema,
  }),
  /** Removes an empty category; one with channels is refused (owners and editors). */
  deleteLiveCategory: endpoint({
    method: 'DELETE',
    path: '/studio/live/categories/:id',
    auth: 'operator',
    chosenByContract: true,
    params: channelParamsSchema.clone(),
    response: z.null(),
  }),
  /** The Live page's counts. Owner, editor and support. */
  liveOverview: endpoint({
    method: 'GET',
    path: '/studio/live/overview',
    auth: 'operator',
    chosenByContract: true,
    response: liveOverviewSchema,
  }),
  /** Channels with upstreams and their sources' state. Owner, editor and support. */
  liveHealth: endpoint({
    method: 'GET',
    path: '/studio/live/health',
    auth: 'operator',
    chosenByContract: true,
    query: liveHealthQuerySchema,
    response: listOf(channelHealthSchema),
  }),
};
