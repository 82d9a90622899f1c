import { and, asc, count, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { ImportProblem, LiveSourceKind } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import {
  channels,
  guideChannelMappings,
  guideChannels,
  liveSourceImports,
  liveSources,
  programmes,
} from '../../../db/schema.js';
import { bumpGuideVersion } from '../../live/live/index.js';

export type SourceRow = Omit<typeof liveSources.$inferSelect, 'file'> & { fileBytes: number };
export type ImportRow = typeof liveSourceImports.$inferSelect;
export type NewImportRow = Omit<typeof liveSourceImports.$inferInsert, 'id'> & {
  problems: ImportProblem[];
};

const SOURCE_COLUMNS = {
  id: liveSources.id,
  kind: liveSources.kind,
  name: liveSources.name,
  url: liveSources.url,
  refreshHours: liveSources.refreshHours,
  nextRefreshAt: liveSources.nextRefreshAt,
  createdAt: liveSources.createdAt,
  fileBytes: sql<number>`coalesce(octet_length(${liveSources.file}), 0)::int`,
};

type Executor = Pick<Db, 'select' | 'insert' | 'delete' | 'update'>;

/** The sources, their imports, the guides' channels and the operators' mappings. */
export function createLiveSourcesRepository(db: Db) {
  return {
    all(): Promise<SourceRow[]> {
      return db.select(SOURCE_COLUMNS).from(liveSources).orderBy(asc(liveSources.id));
    },
    async byId(id: number): Promise<SourceRow | undefined> {
      const [row] = await db.select(SOURCE_COLUMNS).from(liveSources).where(eq(liveSources.id, id));
      return row;
    },
    async file(id: number): Promise<Buffer | null> {
      const [row] = await db
        .select({ file: liveSources.file })
        .from(liveSources)
        .where(eq(liveSources.id, id));
      return row?.file ?? null;
    },
    async insert(values: {
      kind: LiveSourceKind;
      name: string;
      url: string | null;
      file: Buffer | null;
      refreshHours: number | null;
      nextRefreshAt: Date | null;
    }): Promise<number> {
      const [row] = await db.insert(liveSources).values(values).returning({ id: liveSources.id });
      return row!.id;
    },
    async update(
      id: number,
      values: Partial<
        Pick<
          typeof liveSources.$inferInsert,
          'name' | 'url' | 'file' | 'refreshHours' | 'nextRefreshAt'
        >
      >,
    ): Promise<boolean> {
      const rows = await db
        .update(liveSources)
        .set(values)
        .where(eq(liveSources.id, id))
        .returning({ id: liveSources.id });
      return rows.length > 0;
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(liveSources)
        .where(eq(liveSources.id, id))
        .returning({ id: liveSources.id });
      return rows.length > 0;
    },
    /** Keeps the bytes just imported, for mappings made later. */
    async keepFile(id: number, file: Buffer): Promise<void> {
      await db.update(liveSources).set({ file }).where(eq(liveSources.id, id));
    },
    /**
     * Takes the source's scheduled run: moves its next refresh on, unless another instance
     * took it first (its time already moved). Whether this caller took it.
     */
    async claimDue(id: number, at: Date, next: Date): Promise<boolean> {
      const rows = await db
        .update(liveSources)
        .set({ nextRefreshAt: next })
        .where(and(eq(liveSources.id, id), lte(liveSources.nextRefreshAt, at)))
        .returning({ id: liveSources.id });
      return rows.length > 0;
    },
    /** Sources whose scheduled refresh is due. */
    due(at: Date) {
      return db
        .select({ id: liveSources.id, refreshHours: liveSources.refreshHours })
        .from(liveSources)
        .where(lte(liveSources.nextRefreshAt, at))
        .orderBy(asc(liveSources.nextRefreshAt));
    },

    async addImport(row: NewImportRow): Promise<ImportRow> {
      const [made] = await db.insert(liveSourceImports).values(row).returning();
      return made!;
    },
    /** The newest import of each of `ids`. */
    async lastImports(ids: number[]): Promise<Map<number, ImportRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([liveSourceImports.sourceId])
        .from(liveSourceImports)
        .where(inArray(liveSourceImports.sourceId, ids))
        .orderBy(
          liveSourceImports.sourceId,
          desc(liveSourceImports.startedAt),
          desc(liveSourceImports.id),
        );
      return new Map(rows.map((row) => [row.sourceId, row]));
    },
    async imports(sourceId: number, offset: number, limit: number) {
      const where = eq(liveSourceImports.sourceId, sourceId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(liveSourceImports)
          .where(where)
          .orderBy(desc(liveSourceImports.startedAt), desc(liveSourceImports.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(liveSourceImports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Replaces what a guide source declared, in the import's transaction. */
    async replaceGuideChannels(
      tx: Executor,
      sourceId: number,
      declared: { id: string; names: string[]; programmes: number; channelId: number | null }[],
    ): Promise<void> {
      await tx.delete(guideChannels).where(eq(guideChannels.sourceId, sourceId));
      for (let at = 0; at < declared.length; at += 500) {
        await tx.insert(guideChannels).values(
          declared.slice(at, at + 500).map((channel) => ({
            sourceId,
            guideId: channel.id,
            names: channel.names,
            programmes: channel.programmes,
            channelId: channel.channelId,
          })),
        );
      }
    },
    /** The guide channels, unmatched ones alone unless `all`, by guide id, one row each. */
    async guideChannels(all: boolean, offset: number, limit: number) {
      const unmatched = and(
        isNull(guideChannels.channelId),
        notInArray(
          guideChannels.guideId,
          db.select({ id: guideChannelMappings.guideId }).from(guideChannelMappings),
        ),
      );
      const where = all ? undefined : unmatched;
      const [rows, [total]] = await Promise.all([
        db
          .selectDistinctOn([guideChannels.guideId], {
            guideId: guideChannels.guideId,
            names: guideChannels.names,
            programmes: guideChannels.programmes,
            channelId: guideChannels.channelId,
          })
          .from(guideChannels)
          .where(where)
          .orderBy(asc(guideChannels.guideId), desc(guideChannels.programmes))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(distinct ${guideChannels.guideId})::int` })
          .from(guideChannels)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** The guide channel's rows (one per source that declared it). */
    guideChannel(guideId: string) {
      return db.select().from(guideChannels).where(eq(guideChannels.guideId, guideId));
    },
    async mappings(): Promise<Map<string, number>> {
      const rows = await db.select().from(guideChannelMappings);
      return new Map(rows.map((row) => [row.guideId, row.channelId]));
    },
    async map(guideId: string, channelId: number | null): Promise<void> {
      if (channelId === null) {
        await db.delete(guideChannelMappings).where(eq(guideChannelMappings.guideId, guideId));
        return;
      }
      await db
        .insert(guideChannelMappings)
        .values({ guideId, channelId })
        .onConflictDoUpdate({ target: guideChannelMappings.guideId, set: { channelId } });
    },
    /**
     * Removes a channel's programmes once no guide channel feeds it any more: programmes do not
     * record the guide they came from, so a channel another guide channel still feeds keeps
     * them (that import rewrites its own). Subscribers' guides drop them at once.
     */
    async dropUnfedProgrammes(channelId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [fed] = await tx
          .select({ guideId: guideChannels.guideId })
          .from(guideChannels)
          .where(eq(guideChannels.channelId, channelId))
          .limit(1);
        if (fed) return;
        const dropped = await tx
          .delete(programmes)
          .where(eq(programmes.channelId, channelId))
          .returning({ id: programmes.id });
        if (dropped.length > 0) await bumpGuideVersion(tx);
      });
    },
    /** Every channel, for suggestions and titles. */
    channels() {
      return db
        .select({ id: channels.id, title: channels.title, number: channels.channelNumber })
        .from(channels)
        .orderBy(asc(channels.channelNumber));
    },
  };
}

export type LiveSourcesRepository = ReturnType<typeof createLiveSourcesRepository>;
