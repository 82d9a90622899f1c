import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import {
  genres,
  seasons,
  showGenres,
  showShowTypes,
  showTypes,
  shows,
} from '../../../db/schema.js';
import { searchTieBreak, titleSearch } from './catalogue-repository.js';
import type { ShowFilter, ShowSort } from './title-filter.js';

export type ShowRow = typeof shows.$inferSelect;

const sortColumns: Record<keyof ShowSort, PgColumn> = {
  created: shows.createdAt,
  title: shows.title,
  year: shows.year,
};

/** The SQL of TV shows (multi-event VODs), their seasons and relations. */
export function createShowRepository(db: Db) {
  function where(filter: ShowFilter, search?: SQL): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      search,
      withinMaturity(shows.parentalCode, filter.maturityCeiling ?? null),
      filter.id !== undefined ? eq(shows.id, filter.id) : undefined,
      filter.genreIds?.length
        ? inArray(
            shows.id,
            db
              .select({ id: showGenres.showId })
              .from(showGenres)
              .where(inArray(showGenres.genreId, filter.genreIds)),
          )
        : undefined,
      filter.showTypeIds?.length
        ? inArray(
            shows.id,
            db
              .select({ id: showShowTypes.showId })
              .from(showShowTypes)
              .where(inArray(showShowTypes.showTypeId, filter.showTypeIds)),
          )
        : undefined,
    ];
    return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
  }

  return {
    async listShows(filter: ShowFilter, sort: ShowSort, page: number, limit: number) {
      const search = filter.title ? titleSearch(shows.searchText, filter.title) : undefined;
      const condition = where(filter, search?.condition);
      const order = Object.entries(sort).map(([key, direction]) => {
        const column = sortColumns[key as keyof ShowSort];
        return direction === 'asc' ? asc(column) : desc(column);
      });
      if (search) order.unshift(...search.rank);
      if (search) order.push(...searchTieBreak(shows.rating, shows.createdAt));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(shows)
          .where(condition)
          .orderBy(...order, asc(shows.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(shows).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async genresOf(showIds: number[]) {
      if (showIds.length === 0) return [];
      return db
        .select({ showId: showGenres.showId, id: genres.id, name: genres.name })
        .from(showGenres)
        .innerJoin(genres, eq(genres.id, showGenres.genreId))
        .where(inArray(showGenres.showId, showIds))
        .orderBy(genres.name);
    },

    async showTypesOf(showIds: number[]) {
      if (showIds.length === 0) return [];
      return db
        .select({ showId: showShowTypes.showId, id: showTypes.id, name: showTypes.name })
        .from(showShowTypes)
        .innerJoin(showTypes, eq(showTypes.id, showShowTypes.showTypeId))
        .where(inArray(showShowTypes.showId, showIds))
        .orderBy(showTypes.name);
    },

    async seasonsOf(showIds: number[]) {
      if (showIds.length === 0) return [];
      return db
        .select({
          showId: seasons.showId,
          id: seasons.id,
          name: seasons.name,
          number: seasons.number,
        })
        .from(seasons)
        .where(inArray(seasons.showId, showIds))
        .orderBy(seasons.number);
    },

    /** The rows of these ids, in the order given. */
    async showsByIds(ids: number[]): Promise<ShowRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(shows).where(inArray(shows.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Title, year and hue for artwork, without the rest of the row. */
    async artOf(showId: number) {
      const [row] = await db
        .select({ title: shows.title, year: shows.year, hue: shows.artHue })
        .from(shows)
        .where(eq(shows.id, showId))
        .limit(1);
      return row;
    },
  };
}

export type ShowRepository = ReturnType<typeof createShowRepository>;
