import {
  LIVE_CHANNELS_PAGE,
  type ChannelHealth,
  type List,
  type LiveOverview,
} from '@marquee/contract';
import type { Provided } from '../../../server-module.js';
import { isRecordedChannel } from './studio-channels-service.js';
import type { StudioChannelsRepository } from './studio-channels-repository.js';

type RestreamStatus = Awaited<ReturnType<Provided['restream']['status']>>[number];

const isProblem = (health: ChannelHealth) =>
  health.state === 'down' ||
  health.state === 'failing_over' ||
  health.sources.some((source) => source.state === 'failed');

/**
 * Each channel with upstreams as the restream of this instance knows it (its sources' state,
 * viewers, recording); a channel it does not run is idle, its sources not yet tried.
 */
export function createStudioLiveHealth(deps: {
  channels: StudioChannelsRepository;
  status: () => readonly RestreamStatus[] | Promise<readonly RestreamStatus[]>;
}) {
  const { channels, status } = deps;
  async function all(): Promise<ChannelHealth[]> {
    const [rows, running] = await Promise.all([channels.restreamed(), status()]);
    const byChannel = new Map(running.map((entry) => [entry.channelId, entry]));
    return rows.map((row) => {
      const known = byChannel.get(row.id);
      return {
        channel_id: row.id,
        title: row.title,
        number: row.channelNumber,
        state: known?.state ?? 'idle',
        source: known?.source ?? null,
        sources: known
          ? known.sources.map((source) => ({
              url: source.url,
              state: source.state,
              error: source.error,
              failed_at: source.failedAt?.toISOString() ?? null,
            }))
          : row.sources.map((url) => ({ url, state: 'unknown', error: null, failed_at: null })),
        viewers: known?.viewers ?? 0,
        recorded: known?.recorded ?? isRecordedChannel(row),
      };
    });
  }
  return {
    async list(problemsOnly: boolean, page = 1): Promise<List<ChannelHealth>> {
      const found = (await all()).filter((health) => !problemsOnly || isProblem(health));
      const limit = LIVE_CHANNELS_PAGE;
      return {
        items: found.slice((page - 1) * limit, page * limit),
        pager: { page, pageCount: Math.ceil(found.length / limit), count: found.length },
      };
    },

    async overview(): Promise<LiveOverview> {
      const [counts, health] = await Promise.all([channels.counts(), all()]);
      return {
        channels: counts.channels,
        categories: counts.categories,
        with_sources: counts.withSources,
        up: health.filter((entry) => entry.state === 'up').length,
        down: health.filter(isProblem).length,
        recorded: counts.recorded,
        viewers: health.reduce((sum, entry) => sum + entry.viewers, 0),
        sources: counts.sources,
        failing_sources: counts.failingSources,
        unmatched_guide_channels: counts.unmatched,
      };
    },
  };
}

export type StudioLiveHealth = ReturnType<typeof createStudioLiveHealth>;
