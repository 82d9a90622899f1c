import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { listOf } from './envelope.js';
import { idSchema, pagedQuerySchema } from './common.js';
import type { TvShowListQuery } from './catalogue.js';
import { type VodListQuery, vodItemSchema, vodProfileSchema } from './vod.js';

/** A rental's outcome: the profile, now subscribed, and when the rental ends (null: bought). */
export const rentalSchema = z.object({
  profile: vodProfileSchema,
  expires_at: z.nullable(z.string()),
});
export type Rental = z.infer<typeof rentalSchema>;

/** The days a rent call chose, sent only for a `tvod_dtr` pricing that has them (catalogue §5). */
export const rentDurationSchema = z.optional(
  z.coerce
    .number({ error: 'duration must be a number of days' })
    .check(
      z.int({ error: 'duration must be a whole number of days' }),
      z.positive({ error: 'duration must be 1 day or more' }),
      z.lte(3650, { error: 'duration must be 3650 days or fewer' }),
    ),
);

/**
 * Renting a movie or an episode. `duration` (days) is sent only for the `tvod_dtr` business
 * model when the chosen pricing has one (catalogue §5).
 */
export const rentVodBodySchema = z.strictObject({
  single_event_vod_id: idSchema,
  vod_profile_id: idSchema,
  duration: rentDurationSchema,
});
export type RentVodBody = z.input<typeof rentVodBodySchema>;

/** When a video campaign (advert) plays: 1 before, 2 at the end or on next, 3 at mid_roll_time. */
export const PlayRule = { start: 1, end: 2, middle: 3 } as const;
export type PlayRule = (typeof PlayRule)[keyof typeof PlayRule];

export const videoCampaignSchema = z.object({
  id: z.int(),
  play_rules: z.union([
    z.literal(PlayRule.start),
    z.literal(PlayRule.end),
    z.literal(PlayRule.middle),
  ]),
  /** Seconds into the content; used by rule 3, null otherwise. */
  mid_roll_time: z.nullable(z.number().check(z.gte(0))),
  video_url: z.string(),
  /** Seconds before the advert can be skipped. */
  display_duration: z.int().check(z.gte(0)),
});
export type VideoCampaign = z.infer<typeof videoCampaignSchema>;

export const campaignQuerySchema = z.strictObject({
  filter: z.strictObject({ vod_id: idSchema }, { error: 'filter[vod_id] is required' }),
});
export type CampaignQuery = z.input<typeof campaignQuerySchema>;

/**
 * Trailer lookups reuse the lists (access §7): read `items[0].trailer_source.url` and
 * `items[0].parental_rating.require_pin`; an empty list means "no trailer" (silent redirect).
 */
export const trailerLookupQuery = {
  /** Movie list (`api.vod.list`) with `filter[id]`. */
  movie: (id: number): VodListQuery => ({ filter: { id } }),
  /** TV show list (`api.catalogue.tvShows`) with `filter[id]`. */
  show: (id: number): TvShowListQuery => ({ filter: { id } }),
  /** Movie list (`api.vod.list`) with the season, the episode number and `filter[type]=1`. */
  episode: (seasonId: number, episodeNumber: number): VodListQuery => ({
    filter: {
      multi_event_vod_season_id: seasonId,
      episode_number: episodeNumber,
      type: '1',
    },
  }),
};

/**
 * Where the viewer's profile stopped a movie or episode, saved while it plays and when the page
 * is left (a keepalive request), so closing the tab keeps the continue-watching position. The
 * spec's own event for it is the `vod-plays` socket event, sent on leaving the player.
 */
export const saveProgressBodySchema = z.strictObject({
  single_event_vod_id: idSchema,
  stopped_time: z.coerce
    .number({ error: 'stopped_time must be a number of seconds' })
    .check(
      z.gte(0, { error: 'stopped_time must be 0 seconds or more' }),
      z.lte(1_000_000, { error: 'stopped_time must be 1000000 seconds or fewer' }),
    ),
  duration: z.coerce
    .number({ error: 'duration must be a number of seconds' })
    .check(
      z.positive({ error: 'duration must be more than 0 seconds' }),
      z.lte(1_000_000, { error: 'duration must be 1000000 seconds or fewer' }),
    ),
});
export type SaveProgressBody = z.input<typeof saveProgressBodySchema>;

export const playbackCalls = {
  /** Saves where the profile stopped a title (see saveProgressBodySchema). */
  saveProgress: endpoint({
    method: 'POST',
    path: '/vods/save-progress',
    auth: 'token',
    chosenByContract: true,
    body: saveProgressBodySchema,
    response: z.null(),
  }),
  /** Rents a movie or episode profile; the spec does not show the response. */
  rentVod: endpoint({
    method: 'POST',
    path: '/vods/rent',
    auth: 'token',
    body: rentVodBodySchema,
    response: rentalSchema,
  }),
  /** Titles with a `continue_watching` position, most recent first. Loaded once per session. */
  continueWatching: endpoint({
    method: 'GET',
    path: '/vods/get-continue-watching',
    auth: 'token',
    query: pagedQuerySchema,
    response: listOf(vodItemSchema),
  }),
  /** Video campaigns (adverts) of a movie or episode; the spec does not show the path. */
  campaigns: endpoint({
    method: 'GET',
    path: '/video-campaigns/list',
    auth: 'token',
    chosenByContract: true,
    query: campaignQuerySchema,
    response: z.array(videoCampaignSchema),
  }),
};
