import { z } from './zod.js';
import { ItemType } from './vod.js';

/**
 * The realtime socket (socket.io, access §7): its address comes from the configuration's
 * `socket_url` and the session token rides in the handshake query under `token`.
 */
export const SOCKET_TOKEN_QUERY = 'token';

export const SocketEvent = {
  forceLogout: 'force-logout',
  playIssues: 'play-issues',
  vodPlays: 'vod-plays',
  adsBanner: 'ads-banner',
  adsBannerShown: 'ads-banner-shown',
  configurationChanged: 'configuration-changed',
  dashboardChanged: 'dashboard-changed',
} as const;
export type SocketEvent = (typeof SocketEvent)[keyof typeof SocketEvent];

/** Server to client: end this session (device removed, token revoked, logged in elsewhere). */
export const forceLogoutSchema = z.strictObject({ reason: z.optional(z.string()) });
export type ForceLogout = z.infer<typeof forceLogoutSchema>;

const itemTypeSchema = z.union(
  [z.literal(ItemType.movie), z.literal(ItemType.episode), z.literal(ItemType.channel)],
  { error: 'model_type must be 0 (movie), 1 (episode) or 3 (channel)' },
);
// Socket payloads are JSON, so numbers arrive as numbers: no coercion, input type = output type.
const idSchema = z
  .number({ error: 'must be a number' })
  .check(
    z.int({ error: 'must be a whole number' }),
    z.positive({ error: 'must be a positive id' }),
  );
const idListSchema = z
  .array(idSchema)
  .check(z.maxLength(100, { error: 'must hold 100 ids or fewer' }));
const secondsSchema = z
  .number({ error: 'must be a number of seconds' })
  .check(
    z.gte(0, { error: 'must be 0 seconds or more' }),
    z.lte(604_800, { error: 'must be a week or less' }),
  );

/** What kind of playback a play-issues report is about. */
export const recordModels = ['vod', 'channel', 'trailer'] as const;

/** Client to server: a playback problem (a buffering stall or a crash). */
export const playIssuesSchema = z.strictObject({
  buffer: z.boolean(),
  crash: z.boolean(),
  record_model: z.enum(recordModels, { error: 'record_model must be vod, channel or trailer' }),
  model_id: idSchema,
  model_type: itemTypeSchema,
});
export type PlayIssues = z.infer<typeof playIssuesSchema>;

/**
 * Client to server: how long a movie, an episode or a channel was watched. Sent when the player
 * is left at 10 seconds or more; for a title the server keeps `retention_time` as the
 * continue-watching position; a channel (model_type 3) has none, its plays are counted when its
 * stream is granted.
 */
export const vodPlaysSchema = z.strictObject({
  model_id: idSchema,
  model_type: itemTypeSchema,
  /** Seconds into the title where playback stopped. */
  retention_time: secondsSchema,
  /** The parent show of an episode. */
  m_vod_id: z.nullable(idSchema),
  /** The season of an episode. */
  m_season: z.nullable(idSchema),
  genre_ids: idListSchema,
  show_type_ids: idListSchema,
  /** The title's length in seconds. */
  duration: secondsSchema,
});
export type VodPlays = z.infer<typeof vodPlaysSchema>;

/** Client to server: an ad banner was clicked or closed. */
export const adsBannerEventSchema = z.strictObject({
  mongo_id: z.string().check(z.minLength(1), z.maxLength(64)),
  clicked: z.boolean(),
  closed: z.boolean(),
});
export type AdsBannerEvent = z.infer<typeof adsBannerEventSchema>;

/**
 * Client to server: a page view showed an ad banner (one impression). Apart from ads-banner,
 * whose meaning the spec gives (a click or a close), so that neither event means two things.
 */
export const adsBannerShownSchema = z.strictObject({
  mongo_id: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type AdsBannerShown = z.infer<typeof adsBannerShownSchema>;

/** Server to client: an operator changed the configuration; the app reads it again. */
export const configurationChangedSchema = z.strictObject({});
export type ConfigurationChanged = z.infer<typeof configurationChangedSchema>;

/**
 * The operators' namespace of the same socket: a studio session's Bearer token rides in the
 * handshake's `auth.token`; a subscriber's token opens nothing there.
 */
export const STUDIO_SOCKET_NAMESPACE = '/studio';

/** Server to an operator: the dashboard's figures changed; the console reads them again. */
export const dashboardChangedSchema = z.strictObject({});
export type DashboardChanged = z.infer<typeof dashboardChangedSchema>;

/** Server-to-operator events of the studio namespace, in socket.io's shape. */
export type StudioServerToClientEvents = {
  [SocketEvent.dashboardChanged]: (payload: DashboardChanged) => void;
};

export const serverToClientSchemas = {
  [SocketEvent.forceLogout]: forceLogoutSchema,
  [SocketEvent.configurationChanged]: configurationChangedSchema,
};
export const clientToServerSchemas = {
  [SocketEvent.playIssues]: playIssuesSchema,
  [SocketEvent.vodPlays]: vodPlaysSchema,
  [SocketEvent.adsBanner]: adsBannerEventSchema,
  [SocketEvent.adsBannerShown]: adsBannerShownSchema,
};

/** Event maps in socket.io's shape: `io<ServerToClientEvents, ClientToServerEvents>()`. */
export type ServerToClientEvents = {
  [E in keyof typeof serverToClientSchemas]: (
    payload: z.infer<(typeof serverToClientSchemas)[E]>,
  ) => void;
};
export type ClientToServerEvents = {
  [E in keyof typeof clientToServerSchemas]: (
    payload: z.infer<(typeof clientToServerSchemas)[E]>,
  ) => void;
};
