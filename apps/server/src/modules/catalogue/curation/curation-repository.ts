import { ItemType } from '@marquee/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import {
  channels,
  curatedListEntries,
  highlightedSlides,
  shows,
  vods,
} from '../../../db/schema.js';
import {
  showArtColumns,
  titleWithin,
  vodArtColumns,
  type TitleArtRow,
} from '../catalogue/index.js';

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

/**
 * The SQL of what the operator curates: slides and title lists, and the best rated fallback.
 * Each read takes a kids profile's ceiling (null for every other profile) and answers only the
 * titles and channels rated within it.
 */
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
    async slideVods(type: number, ids: number[], ceiling: string | null): Promise<SlideTitle[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: vods.id,
          parentalCode: vods.parentalCode,
          requirePin: vods.requirePin,
          ...vodArtColumns,
        })
        .from(vods)
        .where(
          and(
            eq(vods.type, type),
            inArray(vods.id, ids),
            withinMaturity(vods.parentalCode, ceiling),
          ),
        );
    },

    /** Shows of these ids, with their artwork and ratings. */
    async slideShows(ids: number[], ceiling: string | null): Promise<SlideTitle[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: shows.id,
          parentalCode: shows.parentalCode,
          requirePin: shows.requirePin,
          ...showArtColumns,
        })
        .from(shows)
        .where(and(inArray(shows.id, ids), withinMaturity(shows.parentalCode, ceiling)));
    },

    /** The channels of these ids that a kids profile's ceiling lets through. */
    async slideChannelIds(ids: number[], ceiling: string | null): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: channels.id })
        .from(channels)
        .where(and(inArray(channels.id, ids), withinMaturity(channels.parentalCode, ceiling)));
      return rows.map((row) => row.id);
    },

    /** The ids of a curated list of movies (kind 0) or shows (kind 2), in position order. */
    async listIds(
      listKey: ListKey,
      kind: number,
      limit: number,
      ceiling: string | null,
    ): Promise<number[]> {
      const of = kind === ItemType.show ? 'shows' : 'vods';
      const rows = await db
        .select({ id: curatedListEntries.titleId })
        .from(curatedListEntries)
        .where(
          and(
            eq(curatedListEntries.listKey, listKey),
            eq(curatedListEntries.titleKind, kind),
            titleWithin(db, curatedListEntries.titleId, of, ceiling),
          ),
        )
        .orderBy(asc(curatedListEntries.position), asc(curatedListEntries.titleId))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async bestRatedVodIds(type: number, limit: number, ceiling: string | null): Promise<number[]> {
      const rows = await db
        .select({ id: vods.id })
        .from(vods)
        .where(and(eq(vods.type, type), withinMaturity(vods.parentalCode, ceiling)))
        .orderBy(bestRated(vods.rating), asc(vods.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async bestRatedShowIds(limit: number, ceiling: string | null): Promise<number[]> {
      const rows = await db
        .select({ id: shows.id })
        .from(shows)
        .where(withinMaturity(shows.parentalCode, ceiling))
        .orderBy(bestRated(shows.rating), asc(shows.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type CurationRepository = ReturnType<typeof createCurationRepository>;
