import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ItemType } from '@marquee/contract';
import { queryRows, type Db } from '../../../db/client.js';
import { channelCategories, channels, highlightedSlides } from '../../../db/schema.js';
import {
  COLUMNS,
  columnsOf,
  writeLinks,
  type StudioChannelFields,
  type StudioChannelRow,
} from './studio-channel-rows.js';

export type { StudioChannelFields, StudioChannelRow };

/** `%`, `_` and `\` as themselves in a LIKE pattern. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The studio's reads and writes of channels and their categories. */
export function createStudioChannelsRepository(db: Db) {
  return {
    /** A page of channels by number, matching the search (title words or a number). */
    async page(
      filter: { q?: string; categoryId?: number },
      offset: number,
      limit: number,
    ): Promise<{ rows: StudioChannelRow[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      const q = filter.q?.trim();
      if (q) {
        const byTitle = sql`channels.title ilike ${`%${likeText(q)}%`}`;
        conditions.push(
          /^\d{1,9}$/.test(q)
            ? sql`(${byTitle} or channels.channel_number = ${Number(q)})`
            : byTitle,
        );
      }
      if (filter.categoryId !== undefined) {
        conditions.push(sql`exists (select 1 from channel_category_links links
          where links.channel_id = channels.id and links.category_id = ${filter.categoryId})`);
      }
      const where = sql.join(conditions, sql` and `);
      const [rows, [total]] = await Promise.all([
        queryRows<StudioChannelRow>(
          db,
          sql`select ${COLUMNS} from channels where ${where}
            order by channels.channel_number, channels.id limit ${limit} offset ${offset}`,
        ),
        queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from channels where ${where}`,
        ),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async byId(id: number): Promise<StudioChannelRow | undefined> {
      const [row] = await queryRows<StudioChannelRow>(
        db,
        sql`select ${COLUMNS} from channels where channels.id = ${id}`,
      );
      return row;
    },

    /** Every channel with upstreams, by number, for the health list. */
    restreamed(): Promise<StudioChannelRow[]> {
      return queryRows<StudioChannelRow>(
        db,
        sql`select ${COLUMNS} from channels where channels.stream_url is not null
          order by channels.channel_number, channels.id`,
      );
    },

    /** Adds a channel with its categories and sources in `tx`; its id. */
    async insert(tx: Pick<Db, 'delete' | 'insert'>, fields: StudioChannelFields): Promise<number> {
      const [row] = await tx
        .insert(channels)
        .values(columnsOf(fields))
        .returning({ id: channels.id });
      await writeLinks(tx, row!.id, fields);
      return row!.id;
    },

    /**
     * Writes a channel's fields, categories and sources in `tx`; its stream_url is its first
     * source, and none leaves it on the demo timeline. Whether the channel was there.
     */
    async update(
      tx: Pick<Db, 'update' | 'delete' | 'insert'>,
      id: number,
      fields: StudioChannelFields,
    ): Promise<boolean> {
      const updated = await tx
        .update(channels)
        .set(columnsOf(fields))
        .where(eq(channels.id, id))
        .returning({ id: channels.id });
      if (updated.length === 0) return false;
      await writeLinks(tx, id, fields);
      return true;
    },

    /**
     * Deletes a channel in `tx`: its sources, links, guide, recording's rows, favourites, plays,
     * prices, rentals and guide mappings go with it (their foreign keys cascade), and so do the
     * home slider's slides of it, which point at it without one. Whether it was there.
     */
    async remove(tx: Pick<Db, 'delete'>, id: number): Promise<boolean> {
      await tx
        .delete(highlightedSlides)
        .where(
          and(eq(highlightedSlides.modelType, ItemType.channel), eq(highlightedSlides.modelId, id)),
        );
      const removed = await tx
        .delete(channels)
        .where(eq(channels.id, id))
        .returning({ id: channels.id });
      return removed.length > 0;
    },

    /** The channel other than `except` that has this number, if one does. */
    async numberHolder(
      number: number,
      except?: number,
    ): Promise<{ id: number; title: string } | undefined> {
      const [row] = await db
        .select({ id: channels.id, title: channels.title })
        .from(channels)
        .where(
          and(
            eq(channels.channelNumber, number),
            except === undefined ? undefined : ne(channels.id, except),
          ),
        )
        .orderBy(asc(channels.id))
        .limit(1);
      return row;
    },

    /** The ids among `ids` that are no category. */
    async unknownCategories(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: channelCategories.id })
        .from(channelCategories)
        .where(inArray(channelCategories.id, [...ids]));
      const known = new Set(rows.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },

    /** Categories in the operators' order, with their channel counts. */
    categories(): Promise<{ id: number; name: string; position: number; channels: number }[]> {
      return db
        .select({
          id: channelCategories.id,
          name: channelCategories.name,
          position: channelCategories.position,
          channels: sql<number>`(select count(*)::int from channel_category_links links
            where links.category_id = ${channelCategories.id})`,
        })
        .from(channelCategories)
        .orderBy(asc(channelCategories.position), asc(channelCategories.name));
    },

    /** Whether another category than `except` has this name, in any letter case. */
    async nameTaken(name: string, except?: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(channelCategories)
        .where(
          and(
            sql`lower(${channelCategories.name}) = lower(${name})`,
            except === undefined ? undefined : ne(channelCategories.id, except),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    async insertCategory(tx: Pick<Db, 'insert'>, name: string, position: number) {
      const [row] = await tx
        .insert(channelCategories)
        .values({ name, position })
        .returning({ id: channelCategories.id });
      return row!.id;
    },

    async updateCategory(
      tx: Pick<Db, 'update'>,
      id: number,
      name: string,
      position: number,
    ): Promise<boolean> {
      const rows = await tx
        .update(channelCategories)
        .set({ name, position })
        .where(eq(channelCategories.id, id))
        .returning({ id: channelCategories.id });
      return rows.length > 0;
    },

    async deleteCategory(tx: Pick<Db, 'delete'>, id: number): Promise<boolean> {
      const rows = await tx
        .delete(channelCategories)
        .where(eq(channelCategories.id, id))
        .returning({ id: channelCategories.id });
      return rows.length > 0;
    },

    /** The Live page's counts that the database holds. */
    async counts() {
      const [row] = await queryRows<{
        channels: number;
        categories: number;
        withSources: number;
        recorded: number;
        sources: number;
        failingSources: number;
        unmatched: number;
      }>(
        db,
        sql`select
          (select count(*)::int from channels) as channels,
          (select count(*)::int from channel_categories) as categories,
          (select count(*)::int from channels where stream_url is not null) as "withSources",
          (select count(*)::int from channels where stream_url is not null and catchup_enabled
            and catchup_days > 0 and catchup_mode is null) as recorded,
          (select count(*)::int from live_sources) as sources,
          (select count(*)::int from live_sources source where (
            select imports.ok from live_source_imports imports where imports.source_id = source.id
            order by imports.started_at desc, imports.id desc limit 1) = false) as "failingSources",
          (select count(distinct guide_id)::int from guide_channels where channel_id is null
            and guide_id not in (select guide_id from guide_channel_mappings)) as unmatched`,
      );
      return row!;
    },
  };
}

export type StudioChannelsRepository = ReturnType<typeof createStudioChannelsRepository>;
