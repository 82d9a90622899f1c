import { z } from './zod.js';
import { endpoint } from './endpoint.js';

/**
 * The studio's dashboard (/api/studio/dashboard): what the service is doing now, for every
 * role. "Now" is defined per figure below; the server's README says what each counts.
 */

/** How long ago a position was saved for its title to count as being played now, seconds. */
export const DASHBOARD_PLAYING_SECONDS = 60;
/** How long ago a device was seen for its session to count as active, seconds. */
export const DASHBOARD_ACTIVE_SECONDS = 300;
/** The titles and channels the dashboard names, at most. */
export const DASHBOARD_TOP = 5;

/** A title or a channel being watched, and by how many. */
export const watchedItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  viewers: z.int(),
});
export type WatchedItem = z.infer<typeof watchedItemSchema>;

/** A packaging job running now. */
export const runningIngestSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Share done, 0 to 1. */
  progress: z.number(),
  /** A multiple of real time; null until ffmpeg reports one. */
  speed: z.nullable(z.number()),
  seconds_left: z.nullable(z.number()),
});
export type RunningIngest = z.infer<typeof runningIngestSchema>;

/** A restreamed channel that is not getting segments from its upstream. */
export const channelDownSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** `down`: every source failed; `failing_over`: trying the next source. */
  state: z.enum(['down', 'failing_over']),
});
export type ChannelDown = z.infer<typeof channelDownSchema>;

export const dashboardSchema = z.object({
  /** When the figures were read, ISO 8601. */
  at: z.string(),
  viewers: z.object({
    /** Profiles whose position in a film or episode was saved in the last 60 seconds. */
    titles: z.int(),
    /** Devices watching a restreamed channel (asked for it in the last 30 seconds). */
    channels: z.int(),
    top_titles: z.array(watchedItemSchema),
    top_channels: z.array(watchedItemSchema),
  }),
  /** Subscriber devices seen in the last 5 minutes. */
  sessions: z.object({ active: z.int() }),
  ingest: z.object({
    counts: z.object({ queued: z.int(), running: z.int(), published: z.int(), failed: z.int() }),
    running: z.array(runningIngestSchema),
  }),
  channels: z.object({
    /** Channels with an upstream to restream. */
    total: z.int(),
    up: z.int(),
    down: z.array(channelDownSchema),
  }),
  /** What failed in the last hour. */
  errors: z.object({
    /** Answers with a 5xx status. */
    server: z.int(),
    /** Packaging jobs that failed. */
    ingest: z.int(),
    /** Channel sources that failed. */
    channel_sources: z.int(),
    total: z.int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const studioDashboardCalls = {
  /** What the service is doing now: viewers, sessions, packaging, channels, errors. Every role. */
  dashboard: endpoint({
    method: 'GET',
    path: '/studio/dashboard',
    auth: 'operator',
    chosenByContract: true,
    response: dashboardSchema,
  }),
};
