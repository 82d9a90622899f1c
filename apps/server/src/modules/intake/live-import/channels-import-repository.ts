import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { idsByName } from '../../../db/ids-by-name.js';
import {
  channelCategories,
  channelCategoryLinks,
  channelSources,
  channels,
  vodProfiles,
} from '../../../db/schema.js';

/**
 * The streaming profiles a channel gets when it is imported: SD and HD, both included in the
 * subscription, so an imported line-up plays at once. What an operator sells apart (a rented
 * HD, a premium channel) is set on the channel's profiles afterwards; a re-import keeps them.
 */
export const IMPORTED_CHANNEL_PROFILES = [
  { name: 'SD', code: 'SD', businessModel: 'svod' },
  { name: 'HD', code: 'HD', businessModel: 'svod' },
] as const;

/** The database, or a transaction on it: an import runs all of this in one transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** What the importer writes of a channel. */
export interface ChannelFields {
  tvgId: string | null;
  title: string;
  logoUrl: string | null;
  /** The first of `sources`. */
  streamUrl: string;
  /** Source URLs in the lists' order, without repeats (channel_sources). */
  sources: string[];
  catchupEnabled: boolean;
  /** The list's catch-up mode, null when it names none. */
  catchupMode: string | null;
  catchupDays: number;
  catchupSource: string | null;
  tvgShiftMinutes: number;
  /** Category names, in the list's order. */
  categories: string[];
}

export interface ExistingChannel extends ChannelFields {
  id: number;
  channelNumber: number;
}

/** The SQL of channel imports. */
export function createChannelsImportRepository(db: Executor) {
  /** Category ids by name, creating the names not there yet. */
  const categoryIds = (names: string[]) => idsByName(db, channelCategories, names);

  async function link(channelId: number, names: string[], ids: Map<string, number>) {
    if (names.length === 0) return;
    await db
      .insert(channelCategoryLinks)
      .values(names.map((name) => ({ channelId, categoryId: ids.get(name)! })))
      .onConflictDoNothing();
  }

  const columns = (channel: ChannelFields) => ({
    tvgId: channel.tvgId,
    title: channel.title,
    logoUrl: channel.logoUrl,
    streamUrl: channel.streamUrl,
    catchupEnabled: channel.catchupEnabled,
    catchupMode: channel.catchupMode,
    catchupDays: channel.catchupDays,
    catchupSource: channel.catchupSource,
    tvgShiftMinutes: channel.tvgShiftMinutes,
  });

  async function writeSources(channelId: number, urls: string[]) {
    if (urls.length === 0) return;
    await db
      .insert(channelSources)
      .values(urls.map((url, position) => ({ channelId, position, url })));
  }

  /** Source URLs by channel id, in position order. */
  async function sourcesByChannel(): Promise<Map<number, string[]>> {
    const rows = await db
      .select({ channelId: channelSources.channelId, url: channelSources.url })
      .from(channelSources)
      .orderBy(channelSources.channelId, channelSources.position);
    const byChannel = new Map<number, string[]>();
    for (const { channelId, url } of rows) {
      const urls = byChannel.get(channelId);
      if (urls) urls.push(url);
      else byChannel.set(channelId, [url]);
    }
    return byChannel;
  }

  /** Gives the channels without a streaming profile the imported ones. */
  async function withProfiles(channelIds: number[]) {
    if (channelIds.length === 0) return;
    const owning = await db
      .select({ channelId: vodProfiles.channelId })
      .from(vodProfiles)
      .where(inArray(vodProfiles.channelId, channelIds));
    const owned = new Set(owning.map((row) => row.channelId));
    const missing = channelIds.filter((id) => !owned.has(id));
    if (missing.length === 0) return;
    await db
      .insert(vodProfiles)
      .values(
        missing.flatMap((channelId) =>
          IMPORTED_CHANNEL_PROFILES.map((profile) => ({ ...profile, channelId })),
        ),
      );
  }

  return {
    /** Every channel with its category names and sources. */
    async existingChannels(): Promise<ExistingChannel[]> {
      const rows = await db
        .select({
          id: channels.id,
          channelNumber: channels.channelNumber,
          tvgId: channels.tvgId,
          title: channels.title,
          logoUrl: channels.logoUrl,
          streamUrl: channels.streamUrl,
          catchupEnabled: channels.catchupEnabled,
          catchupMode: channels.catchupMode,
          catchupDays: channels.catchupDays,
          catchupSource: channels.catchupSource,
          tvgShiftMinutes: channels.tvgShiftMinutes,
          categories: sql<
            string[]
          >`coalesce(array_agg(${channelCategories.name} order by ${channelCategories.name}) filter (where ${channelCategories.id} is not null), '{}')`,
        })
        .from(channels)
        .leftJoin(channelCategoryLinks, eq(channelCategoryLinks.channelId, channels.id))
        .leftJoin(channelCategories, eq(channelCategories.id, channelCategoryLinks.categoryId))
        .groupBy(channels.id);
      const sources = await sourcesByChannel();
      return rows.map((row) => ({
        ...row,
        streamUrl: row.streamUrl ?? '',
        sources: sources.get(row.id) ?? [],
      }));
    },

    /**
     * Writes new channels with the numbers given and their sources, links their categories and
     * gives them the imported streaming profiles.
     */
    async createChannels(created: (ChannelFields & { channelNumber: number })[]): Promise<void> {
      const ids = await categoryIds(created.flatMap((channel) => channel.categories));
      const channelIds: number[] = [];
      for (const channel of created) {
        const [row] = await db
          .insert(channels)
          .values({ ...columns(channel), channelNumber: channel.channelNumber })
          .returning({ id: channels.id });
        await link(row!.id, channel.categories, ids);
        await writeSources(row!.id, channel.sources);
        channelIds.push(row!.id);
      }
      await withProfiles(channelIds);
    },

    /**
     * Rewrites channels already there (their numbers kept) and replaces their categories and
     * sources.
     */
    async updateChannels(updated: (ChannelFields & { id: number })[]): Promise<void> {
      const ids = await categoryIds(updated.flatMap((channel) => channel.categories));
      for (const channel of updated) {
        await db.update(channels).set(columns(channel)).where(eq(channels.id, channel.id));
      }
      if (updated.length === 0) return;
      await withProfiles(updated.map((channel) => channel.id));
      await db.delete(channelCategoryLinks).where(
        inArray(
          channelCategoryLinks.channelId,
          updated.map((channel) => channel.id),
        ),
      );
      const updatedIds = updated.map((channel) => channel.id);
      await db.delete(channelSources).where(inArray(channelSources.channelId, updatedIds));
      for (const channel of updated) {
        await link(channel.id, channel.categories, ids);
        await writeSources(channel.id, channel.sources);
      }
    },
  };
}
