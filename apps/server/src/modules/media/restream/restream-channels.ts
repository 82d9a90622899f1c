import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { channelSources, channels } from '../../../db/schema.js';
import { archiveTemplate } from './catchup-archive.js';
import type { RestreamChannel } from './restream-sessions.js';

/** How long a channel that is not recorded keeps its segments: the live window and a margin. */
export const LIVE_KEEP_MS = 5 * 60_000;

const DAY_MS = 86_400_000;

/** What decides how a channel is restreamed, as stored. */
export interface ChannelUpstream {
  id: number;
  title: string;
  streamUrl: string | null;
  catchupEnabled: boolean;
  catchupDays: number;
  /** The list's catch-up mode and source: an archive of the upstream's own (catchup-archive.ts). */
  catchupMode: string | null;
  catchupSource: string | null;
}

/**
 * Whether Marquee records the channel for pause, start-over and catch-up: it offers catch-up
 * and its list gives no archive of the upstream's own to play it from.
 */
export const isRecorded = (channel: ChannelUpstream) =>
  channel.catchupEnabled && channel.catchupDays > 0 && archiveTemplate(channel) === undefined;

/** The channel as its restream runs it, with its sources in the list's order. */
export function restreamChannelOf(
  channel: ChannelUpstream,
  sources: readonly string[],
): RestreamChannel {
  const recorded = isRecorded(channel);
  return {
    id: channel.id,
    title: channel.title,
    sources: sources.length > 0 ? sources : channel.streamUrl ? [channel.streamUrl] : [],
    recorded,
    archive: channel.catchupEnabled ? archiveTemplate(channel) : undefined,
    keepMs: recorded ? channel.catchupDays * DAY_MS + LIVE_KEEP_MS : LIVE_KEEP_MS,
  };
}

/** The channels' sources and the recorded channels, read from the database. */
export function createRestreamChannels(db: Db) {
  async function sourcesOf(ids: number[]): Promise<Map<number, string[]>> {
    const rows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(channelSources)
            .where(inArray(channelSources.channelId, ids))
            .orderBy(asc(channelSources.channelId), asc(channelSources.position));
    const byChannel = new Map<number, string[]>();
    for (const row of rows)
      byChannel.set(row.channelId, [...(byChannel.get(row.channelId) ?? []), row.url]);
    return byChannel;
  }
  return {
    /** The sources of one channel, in order. */
    async sourcesOf(channelId: number): Promise<string[]> {
      return (await sourcesOf([channelId])).get(channelId) ?? [];
    },
    /**
     * Every channel Marquee records, and the channels of `running` (restreams running now,
     * recorded or not) as they now stand; a channel no longer restreamed is left out.
     */
    async restreamed(running: readonly number[]): Promise<RestreamChannel[]> {
      const recordedOrRunning = eq(channels.catchupEnabled, true);
      const rows = await db
        .select({
          id: channels.id,
          title: channels.title,
          streamUrl: channels.streamUrl,
          catchupEnabled: channels.catchupEnabled,
          catchupDays: channels.catchupDays,
          catchupMode: channels.catchupMode,
          catchupSource: channels.catchupSource,
        })
        .from(channels)
        .where(
          running.length === 0
            ? recordedOrRunning
            : or(recordedOrRunning, inArray(channels.id, [...running])),
        );
      const kept = rows.filter(
        (row) => row.streamUrl !== null && (isRecorded(row) || running.includes(row.id)),
      );
      const sources = await sourcesOf(kept.map((row) => row.id));
      return kept.map((row) => restreamChannelOf(row, sources.get(row.id) ?? []));
    },
  };
}
