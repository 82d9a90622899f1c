import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { genres, showGenres, shows, vodGenres, vods } from '../../../db/schema.js';
import { titleSearch } from '../catalogue/index.js';

/** What a list of films or shows asks: title words, a genre, an order and a page. */
export interface TitleListAsk {
  search?: string;
  genreId?: number;
  sort: 'newest' | 'title';
  offset: number;
  limit: number;
}

/** The SQL of the studio's film and show lists, searched with the catalogue's title search. */
export function createTitleListRepository(db: Db) {
  return {
    async films(ask: TitleListAsk) {
      const search = ask.search ? titleSearch(vods.searchText, ask.search) : undefined;
      const condition = and(
        eq(vods.type, 0),
        search?.condition,
        ask.genreId === undefined
          ? undefined
          : inArray(
              vods.id,
              db
                .select({ id: vodGenres.vodId })
                .from(vodGenres)
                .where(eq(vodGenres.genreId, ask.genreId)),
            ),
      );
      const order: SQL[] = [...(search?.rank ?? [])];
      order.push(ask.sort === 'title' ? asc(vods.title) : desc(vods.createdAt));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vods)
          .where(condition)
          .orderBy(...order, desc(vods.id))
          .offset(ask.offset)
          .limit(ask.limit),
        db.select({ value: count() }).from(vods).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async shows(ask: TitleListAsk) {
      const search = ask.search ? titleSearch(shows.searchText, ask.search) : undefined;
      const condition = and(
        search?.condition,
        ask.genreId === undefined
          ? undefined
          : inArray(
              shows.id,
              db
                .select({ id: showGenres.showId })
                .from(showGenres)
                .where(eq(showGenres.genreId, ask.genreId)),
            ),
      );
      const order: SQL[] = [...(search?.rank ?? [])];
      order.push(ask.sort === 'title' ? asc(shows.title) : desc(shows.createdAt));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(shows)
          .where(condition)
          .orderBy(...order, desc(shows.id))
          .offset(ask.offset)
          .limit(ask.limit),
        db.select({ value: count() }).from(shows).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The genres of these films (or shows), by title. */
    async genresOf(model: 'vod' | 'show', ids: number[]) {
      const byTitle = new Map<number, { id: number; name: string }[]>();
      if (ids.length === 0) return byTitle;
      const rows =
        model === 'vod'
          ? await db
              .select({ titleId: vodGenres.vodId, id: genres.id, name: genres.name })
              .from(vodGenres)
              .innerJoin(genres, eq(genres.id, vodGenres.genreId))
              .where(inArray(vodGenres.vodId, ids))
              .orderBy(asc(genres.name))
          : await db
              .select({ titleId: showGenres.showId, id: genres.id, name: genres.name })
              .from(showGenres)
              .innerJoin(genres, eq(genres.id, showGenres.genreId))
              .where(inArray(showGenres.showId, ids))
              .orderBy(asc(genres.name));
      for (const { titleId, ...genre } of rows) {
        byTitle.set(titleId, [...(byTitle.get(titleId) ?? []), genre]);
      }
      return byTitle;
    },
  };
}

export type TitleListRepository = ReturnType<typeof createTitleListRepository>;
