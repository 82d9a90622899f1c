// Where a guide's programmes wait while the file streams in: a temporary table of the import's
// transaction. Matching needs every channel of the guide, and the per-channel rules need a
// channel's programmes side by side, which XMLTV does not promise to keep together; staging
// lets both happen after the last byte without holding the guide in memory, and a malformed
// file still rolls everything back (the table goes with the transaction).

import { asc, count, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';

/** A programme as staged: its guide channel, times and the texts a row keeps. */
export interface StagedProgramme {
  channelId: string;
  start: Date;
  stop: Date | null;
  title: string;
  description: string | null;
  category: string | null;
  iconUrl: string | null;
  episode: string | null;
}

// Not in db/schema.ts: it exists only inside an import's transaction, never in a migration.
const staged = pgTable('guide_import_staging', {
  // The guide's order, which decides between two programmes at one start.
  seq: integer('seq').notNull(),
  channelId: text('guide_channel').notNull(),
  start: timestamp('start', { withTimezone: true }).notNull(),
  stop: timestamp('stop', { withTimezone: true }),
  title: text('title').notNull(),
  description: text('description'),
  category: text('category'),
  iconUrl: text('icon_url'),
  episode: text('episode'),
});

type Executor = Pick<Db, 'select' | 'insert' | 'execute'>;

/** Creates the staging table in the transaction `db` is; it is dropped when that ends. */
export async function createGuideStaging(db: Executor) {
  await db.execute(sql`
    create temporary table guide_import_staging (
      seq integer not null,
      guide_channel text not null,
      start timestamptz not null,
      stop timestamptz,
      title text not null,
      description text,
      category text,
      icon_url text,
      episode text
    ) on commit drop`);
  let seq = 0;
  return {
    /** Stages programmes in the order given. */
    async add(programmes: readonly StagedProgramme[]): Promise<void> {
      if (programmes.length === 0) return;
      await db.insert(staged).values(programmes.map((programme) => ({ ...programme, seq: seq++ })));
    },

    /** Programme counts by guide channel, once every file is staged (indexes the table). */
    async channels(): Promise<Map<string, number>> {
      await db.execute(sql`create index on guide_import_staging (guide_channel, start, seq)`);
      const rows = await db
        .select({ channelId: staged.channelId, programmes: count() })
        .from(staged)
        .groupBy(staged.channelId);
      return new Map(rows.map((row) => [row.channelId, row.programmes]));
    },

    /** One guide channel's programmes by start, in the guide's order at one start. */
    programmesOf(channelId: string): Promise<StagedProgramme[]> {
      return db
        .select({
          channelId: staged.channelId,
          start: staged.start,
          stop: staged.stop,
          title: staged.title,
          description: staged.description,
          category: staged.category,
          iconUrl: staged.iconUrl,
          episode: staged.episode,
        })
        .from(staged)
        .where(eq(staged.channelId, channelId))
        .orderBy(asc(staged.start), asc(staged.seq));
    },
  };
}

export type GuideStaging = Awaited<ReturnType<typeof createGuideStaging>>;
