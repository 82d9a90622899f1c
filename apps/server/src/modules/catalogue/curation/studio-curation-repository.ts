import { and, asc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { ItemType } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import {
  channels,
  curatedListEntries,
  highlightedSlides,
  shows,
  vods,
} from '../../../db/schema.js';
import { searchWords } from '../catalogue/index.js';
import type { ListKey } from './curation-repository.js';

/** A movie, episode, show or channel by its kind (ItemType) and id, with what a slide says. */
export interface CuratedTitle {
  type: number;
  id: number;
  title: string;
  description: string;
  /** The year, or for an episode its show's name; empty when there is none. */
  detail: string;
}

export type NewSlide = Omit<typeof highlightedSlides.$inferInsert, 'id'>;

/** Every word a prefix of one of the title's words (search_text, see searchText). */
const wordsMatch = (column: typeof vods.searchText | typeof shows.searchText, text: string) =>
  and(...searchWords(text).map((word) => like(column, `% ${word}%`)));

const yearText = (year: number | null) => (year === null ? '' : String(year));

/** The SQL of the studio's curation: titles by kind and id or by name, and replacing lists. */
export function createStudioCurationRepository(db: Db) {
  async function vodsWhere(where: SQL | undefined, limit: number): Promise<CuratedTitle[]> {
    const rows = await db
      .select({
        type: vods.type,
        id: vods.id,
        title: vods.title,
        description: vods.description,
        year: vods.year,
        show: shows.title,
      })
      .from(vods)
      .leftJoin(shows, eq(shows.id, vods.showId))
      .where(where)
      .orderBy(asc(vods.title), asc(vods.id))
      .limit(limit);
    return rows.map(({ year, show, ...row }) => ({ ...row, detail: show ?? yearText(year) }));
  }

  async function showsWhere(where: SQL | undefined, limit: number): Promise<CuratedTitle[]> {
    const rows = await db
      .select({
        id: shows.id,
        title: shows.title,
        description: shows.description,
        year: shows.year,
      })
      .from(shows)
      .where(where)
      .orderBy(asc(shows.title), asc(shows.id))
      .limit(limit);
    return rows.map(({ year, ...row }) => ({
      ...row,
      type: ItemType.show,
      detail: yearText(year),
    }));
  }

  async function channelsWhere(where: SQL | undefined, limit: number): Promise<CuratedTitle[]> {
    const rows = await db
      .select({ id: channels.id, title: channels.title })
      .from(channels)
      .where(where)
      .orderBy(asc(channels.title), asc(channels.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, type: ItemType.channel, description: '', detail: '' }));
  }

  return {
    /** The titles and channels of these kinds and ids that exist. */
    async titles(refs: { type: number; id: number }[]): Promise<CuratedTitle[]> {
      const idsOf = (type: number) => refs.filter((ref) => ref.type === type).map((ref) => ref.id);
      const vodIds = [...idsOf(ItemType.movie), ...idsOf(ItemType.episode)];
      const [foundVods, foundShows, foundChannels] = await Promise.all([
        vodIds.length ? vodsWhere(inArray(vods.id, vodIds), vodIds.length) : [],
        idsOf(ItemType.show).length
          ? showsWhere(inArray(shows.id, idsOf(ItemType.show)), refs.length)
          : [],
        idsOf(ItemType.channel).length
          ? channelsWhere(inArray(channels.id, idsOf(ItemType.channel)), refs.length)
          : [],
      ]);
      return [...foundVods, ...foundShows, ...foundChannels];
    },

    /** Up to `limit` titles and channels of `type` (all kinds when undefined) named like `text`. */
    async search(text: string, type: number | undefined, limit: number): Promise<CuratedTitle[]> {
      const wanted = (kind: number) => type === undefined || type === kind;
      const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
      const [movies, episodes, foundShows, foundChannels] = await Promise.all([
        wanted(ItemType.movie)
          ? vodsWhere(and(eq(vods.type, ItemType.movie), wordsMatch(vods.searchText, text)), limit)
          : [],
        wanted(ItemType.episode)
          ? vodsWhere(
              and(eq(vods.type, ItemType.episode), wordsMatch(vods.searchText, text)),
              limit,
            )
          : [],
        wanted(ItemType.show) ? showsWhere(wordsMatch(shows.searchText, text), limit) : [],
        wanted(ItemType.channel)
          ? channelsWhere(sql`${channels.title} ilike ${`%${escaped}%`}`, limit)
          : [],
      ]);
      return [...movies, ...foundShows, ...foundChannels, ...episodes].slice(0, limit);
    },

    /** Replaces the slides of a page with these, in this order. */
    async replaceSlides(pageUrl: string, slides: NewSlide[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(highlightedSlides).where(eq(highlightedSlides.pageUrl, pageUrl));
        if (slides.length > 0) await tx.insert(highlightedSlides).values(slides);
      });
    },

    /** Replaces a curated list of movies (kind 0) or shows (kind 2) with these ids, in order. */
    async replaceList(listKey: ListKey, kind: number, ids: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(curatedListEntries)
          .where(
            and(eq(curatedListEntries.listKey, listKey), eq(curatedListEntries.titleKind, kind)),
          );
        if (ids.length === 0) return;
        await tx
          .insert(curatedListEntries)
          .values(
            ids.map((titleId, position) => ({ listKey, titleKind: kind, titleId, position })),
          );
      });
    },
  };
}

export type StudioCurationRepository = ReturnType<typeof createStudioCurationRepository>;
