// Channels, categories, profiles and programmes written straight into a test database (each
// write bumps the line-up or guide version, as the importers do), so a test names exactly the
// line-up it needs.
import type { Db } from '../../../db/client.js';
import {
  channelCategories,
  channelCategoryLinks,
  channels,
  programmes,
  vodProfiles,
} from '../../../db/schema.js';
import { bumpGuideVersion, bumpLineUpVersion } from './live-versions.js';

/**
 * Removes every channel and category (the demo line-up the test app's seed writes, with their
 * profiles, programmes and favourites), so a test starts from an empty line-up.
 */
export async function emptyLineUp(db: Db): Promise<void> {
  await db.delete(channels);
  await db.delete(channelCategories);
  await bumpLineUpVersion(db);
  await bumpGuideVersion(db);
}

export type ChannelFixture = Partial<typeof channels.$inferInsert> & { channelNumber: number };

/** Inserts channels as given ("Channel {number}" when untitled) and answers their ids in order. */
export async function insertChannels(db: Db, list: ChannelFixture[]): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(channels)
    .values(list.map((channel) => ({ title: `Channel ${channel.channelNumber}`, ...channel })))
    .returning({ id: channels.id });
  await bumpLineUpVersion(db);
  return rows.map((row) => row.id);
}

/** Inserts a category under `parentId` (a root without) and answers its id. */
export async function insertCategory(db: Db, name: string, parentId?: number): Promise<number> {
  const [row] = await db
    .insert(channelCategories)
    .values({ name, parentId: parentId ?? null })
    .returning({ id: channelCategories.id });
  await bumpLineUpVersion(db);
  return row!.id;
}

export async function linkChannels(db: Db, categoryId: number, channelIds: number[]) {
  if (channelIds.length === 0) return;
  await db
    .insert(channelCategoryLinks)
    .values(channelIds.map((channelId) => ({ channelId, categoryId })));
  await bumpLineUpVersion(db);
}

/** Gives a channel a streaming profile and answers its id. */
export async function insertChannelProfile(
  db: Db,
  channelId: number,
  profile: { name: string; businessModel: 'svod' | 'tvod' | 'tvod_dtr'; priceCents?: number },
): Promise<number> {
  const [row] = await db
    .insert(vodProfiles)
    .values({
      channelId,
      name: profile.name,
      code: profile.name.toLowerCase(),
      businessModel: profile.businessModel,
      pricing:
        profile.priceCents === undefined
          ? []
          : [{ duration: null, priceCents: profile.priceCents }],
    })
    .returning({ id: vodProfiles.id });
  await bumpLineUpVersion(db);
  return row!.id;
}

/** Inserts programmes of a channel, times in Unix seconds, and answers their ids in order. */
export async function insertProgrammes(
  db: Db,
  channelId: number,
  list: { title: string; start: number; end: number }[],
): Promise<number[]> {
  const rows = await db
    .insert(programmes)
    .values(
      list.map((programme) => ({
        channelId,
        title: programme.title,
        start: new Date(programme.start * 1000),
        stop: new Date(programme.end * 1000),
      })),
    )
    .returning({ id: programmes.id });
  await bumpGuideVersion(db);
  return rows.map((row) => row.id);
}
