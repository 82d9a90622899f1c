import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { channels, programmes } from '../../../db/schema.js';

export type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

/** A programme row as the importer writes and compares it. */
export interface ProgrammeRow {
  channelId: number;
  start: Date;
  stop: Date;
  title: string;
  description: string | null;
  category: string | null;
  iconUrl: string | null;
  episode: string | null;
}

/** A channel as the guide matches it. */
export interface GuideTarget {
  id: number;
  tvgId: string | null;
  title: string;
  tvgShiftMinutes: number;
}

// Rows per INSERT, well below PostgreSQL's 65,535 bind parameters.
const CHUNK = 500;

/** The SQL of guide imports. */
export function createGuideImportRepository(db: Executor) {
  return {
    async channels(): Promise<GuideTarget[]> {
      return db
        .select({
          id: channels.id,
          tvgId: channels.tvgId,
          title: channels.title,
          tvgShiftMinutes: channels.tvgShiftMinutes,
        })
        .from(channels)
        .orderBy(channels.id);
    },

    /** A channel's programmes starting in [from, to), with their ids. */
    async programmesBetween(
      channelId: number,
      from: Date,
      to: Date,
    ): Promise<(ProgrammeRow & { id: number })[]> {
      return db
        .select({
          id: programmes.id,
          channelId: programmes.channelId,
          start: programmes.start,
          stop: programmes.stop,
          title: programmes.title,
          description: programmes.description,
          category: programmes.category,
          iconUrl: programmes.iconUrl,
          episode: programmes.episode,
        })
        .from(programmes)
        .where(
          and(
            eq(programmes.channelId, channelId),
            gte(programmes.start, from),
            lt(programmes.start, to),
          ),
        );
    },

    async deleteProgrammes(ids: number[]): Promise<void> {
      for (let index = 0; index < ids.length; index += CHUNK) {
        await db.delete(programmes).where(inArray(programmes.id, ids.slice(index, index + CHUNK)));
      }
    },

    /** Inserts programmes, or rewrites the one already at a channel's start. */
    async upsertProgrammes(rows: ProgrammeRow[]): Promise<void> {
      for (let index = 0; index < rows.length; index += CHUNK) {
        await db
          .insert(programmes)
          .values(rows.slice(index, index + CHUNK))
          .onConflictDoUpdate({
            target: [programmes.channelId, programmes.start],
            set: {
              stop: sql`excluded.stop`,
              title: sql`excluded.title`,
              description: sql`excluded.description`,
              category: sql`excluded.category`,
              iconUrl: sql`excluded.icon_url`,
              episode: sql`excluded.episode`,
            },
          });
      }
    },
  };
}

export type GuideImportRepository = ReturnType<typeof createGuideImportRepository>;
