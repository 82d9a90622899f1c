import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { curatedListEntries, highlightedSlides, shows, vods } from '../../../db/schema.js';
import { showArtColumns, vodArtColumns, type TitleArtRow } from '../catalogue/index.js';

export type SlideRow = typeof highlightedSlides.$inferSelect;

/** The operator's lists: `recommended` and `trending`. */
export type ListKey = 'recommended' | 'trending';

/** What a slide's model shows of its title: its artwork and parental rating. */
export interface SlideTitle extends TitleArtRow {
  id: number;
  parentalCode: string | null;
  requirePin: boolean;
}

const bestRated = (rating: typeof vods.rating | typeof shows.rating) =>
  sql`${rating} desc nulls last`;

/** The SQL of what the operator curates: slides and title lists, and the best rated fallback. */
export function createCurationRepository(db: Db) {
  return {
    async slidesOf(pageUrl: string): Promise<SlideRow[]> {
      return db
        .select()
        .from(highlightedSlides)
        .where(eq(highlightedSlides.pageUrl, pageUrl))
        .orderBy(asc(highlightedSlides.position), asc(highlightedSlides.id));
    },

    /** Movies (type 0) or episodes (type 1) of these ids, with their artwork and ratings. */
    async slideVods(type: number, ids: number[]): Promise<SlideTitle[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: vods.id,
          parentalCode: vods.parentalCode,
          requirePin: vods.requirePin,
          ...vodArtColumns,
        })
        .from(vods)
        .where(and(eq(vods.type, type), inArray(vods.id, ids)));
    },

    /** Shows of these ids, with their artwork and ratings. */
    async slideShows(ids: number[]): Promise<SlideTitle[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: shows.id,
          parentalCode: shows.parentalCode,
          requirePin: shows.requirePin,
          ...showArtColumns,
        })
        .from(shows)
        .where(inArray(shows.id, ids));
    },

    /** The ids of a curated list of movies (kind 0) or shows (kind 2), in position order. */
    async listIds(listKey: ListKey, kind: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: curatedListEntries.titleId })
        .from(curatedListEntries)
        .where(and(eq(curatedListEntries.listKey, listKey), eq(curatedListEntries.titleKind, kind)))
        .orderBy(asc(curatedListEntries.position), asc(curatedListEntries.titleId))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async bestRatedVodIds(type: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: vods.id })
        .from(vods)
        .where(eq(vods.type, type))
        .orderBy(bestRated(vods.rating), asc(vods.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async bestRatedShowIds(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: shows.id })
        .from(shows)
        .orderBy(bestRated(shows.rating), asc(shows.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type CurationRepository = ReturnType<typeof createCurationRepository>;
