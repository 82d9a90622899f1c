// What the channel import's tests share (import-channels*.test.ts): rows counted before and
// after an import, a channel's sources, and a list made from its text.
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  channelCategories,
  channelCategoryLinks,
  channelSources,
  channels,
  vodProfiles,
} from '../../../db/schema.js';

/** A list file named `name` holding `text`, as readM3uSources gives it. */
export const m3u = (name: string, text: string) => ({
  name,
  bytes: new TextEncoder().encode(text),
});

/** The import's helpers on the database `database` gives (read when they run). */
export function importedRows(database: () => Database) {
  const rows = async (
    table:
      | typeof channels
      | typeof channelCategories
      | typeof channelCategoryLinks
      | typeof vodProfiles
      | typeof channelSources,
  ) => (await database().db.select({ value: count() }).from(table))[0]!.value;
  /** The row counts of every table an import writes. */
  const snapshot = async () => [
    await rows(channels),
    await rows(channelCategories),
    await rows(channelCategoryLinks),
    await rows(vodProfiles),
    await rows(channelSources),
  ];
  /** The source URLs of the channel with `tvgId`, in position order. */
  const sourcesOf = async (tvgId: string) =>
    (
      await database()
        .db.select({ url: channelSources.url, position: channelSources.position })
        .from(channelSources)
        .innerJoin(channels, eq(channels.id, channelSources.channelId))
        .where(eq(channels.tvgId, tvgId))
        .orderBy(asc(channelSources.position))
    ).map(({ position, url }) => `${position} ${url}`);
  return { rows, snapshot, sourcesOf };
}
