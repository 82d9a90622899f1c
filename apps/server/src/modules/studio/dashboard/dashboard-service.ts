import {
  DASHBOARD_ACTIVE_SECONDS,
  DASHBOARD_PLAYING_SECONDS,
  DASHBOARD_TOP,
  type ChannelDown,
  type Dashboard,
  type WatchedItem,
} from '@marquee/contract';
import { HOUR, type Clock } from '../../../clock.js';
import type { Provided } from '../../../server-module.js';
import type { DashboardRepository } from './dashboard-repository.js';

/** A restreamed channel's state as the restream module reports it (restream-sessions.ts). */
type ChannelStatus = ReturnType<Provided['restream']['status']>[number];

/** The channels being watched, most viewers first, and all their viewers. */
export function watchedChannels(statuses: readonly ChannelStatus[], top: number) {
  const watched = statuses
    .filter((status) => status.viewers > 0)
    .map((status) => ({ id: status.channelId, title: status.title, viewers: status.viewers }))
    .sort((a, b) => b.viewers - a.viewers || a.id - b.id);
  return {
    viewers: watched.reduce((sum, item) => sum + item.viewers, 0),
    top: watched.slice(0, top) satisfies WatchedItem[],
  };
}

/** The channels not getting segments: every source down, or moving to the next one. */
export function channelsDown(statuses: readonly ChannelStatus[]): ChannelDown[] {
  return statuses.flatMap((status) =>
    status.state === 'down' || status.state === 'failing_over'
      ? [{ id: status.channelId, title: status.title, state: status.state }]
      : [],
  );
}

/** Sources of the channels whose latest failure happened since `since`. */
export function sourcesFailedSince(statuses: readonly ChannelStatus[], since: Date): number {
  return statuses.reduce(
    (sum, status) =>
      sum + status.sources.filter((source) => source.failedAt && source.failedAt >= since).length,
    0,
  );
}

/** The dashboard's figures, read afresh at each call (docs in the server's README). */
export function createDashboardService(deps: {
  repository: DashboardRepository;
  ingest: Pick<Provided['ingest'], 'counts' | 'running' | 'failedSince'>;
  restream: Pick<Provided['restream'], 'status'>;
  serverErrorsLastHour: () => number;
  now: Clock;
}) {
  const { repository, ingest, restream, now } = deps;
  return {
    async read(): Promise<Dashboard> {
      const at = now();
      const ago = (ms: number) => new Date(at.getTime() - ms);
      const hourAgo = ago(HOUR);
      const [playing, active, counts, running, failedIngests, total] = await Promise.all([
        repository.playing(ago(DASHBOARD_PLAYING_SECONDS * 1000), DASHBOARD_TOP),
        repository.devicesSeen(ago(DASHBOARD_ACTIVE_SECONDS * 1000)),
        ingest.counts(),
        ingest.running(),
        ingest.failedSince(hourAgo),
        repository.restreamedChannels(),
      ]);
      const statuses = restream.status();
      const channels = watchedChannels(statuses, DASHBOARD_TOP);
      const server = deps.serverErrorsLastHour();
      const channelSources = sourcesFailedSince(statuses, hourAgo);
      return {
        at: at.toISOString(),
        viewers: {
          titles: playing.profiles,
          channels: channels.viewers,
          top_titles: playing.top,
          top_channels: channels.top,
        },
        sessions: { active },
        ingest: {
          counts,
          running: running.map((job) => ({
            id: job.id,
            title: job.title,
            progress: job.progress,
            speed: job.speed,
            seconds_left: job.secondsLeft,
          })),
        },
        channels: {
          total,
          up: statuses.filter((status) => status.state === 'up').length,
          down: channelsDown(statuses),
        },
        errors: {
          server,
          ingest: failedIngests,
          channel_sources: channelSources,
          total: server + failedIngests + channelSources,
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
