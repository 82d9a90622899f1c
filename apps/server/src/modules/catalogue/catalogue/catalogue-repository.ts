import { and, asc, count, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import { searchWords } from './search-text.js';
import type { TitleFilter, TitleSort, TitleSortKey } from './title-filter.js';
import { createTitleIndexRepository } from './title-index-repository.js';
import {
  genres,
  seasons,
  showTypes,
  vodGenres,
  vodProfiles,
  vodShowTypes,
  vodSources,
  vodSubtitles,
  vods,
} from '../../../db/schema.js';

export type VodRow = typeof vods.$inferSelect;
/** A playback profile, a title's or a channel's: a row of vod_profiles. */
export type PlaybackProfileRow = typeof vodProfiles.$inferSelect;
/** A title's playback profile: a row of vod_profiles with its movie or episode. */
export type VodProfileRow = PlaybackProfileRow & { vodId: number };
export type VodSubtitleRow = typeof vodSubtitles.$inferSelect;

const sortColumns: Record<TitleSortKey, PgColumn> = {
  created: vods.createdAt,
  title: vods.title,
  year: vods.year,
  episode_number: vods.episodeNumber,
};

/**
 * Title search over a `search_text` column (see searchText): every query word must start some
 * word of the title. `rank` orders exact titles (0), then titles that start with the query's
 * words in order as whole words (1) or as word starts (2), then other matches (3): "leon" puts
 * "Léon: The Professional" before "Leonard Part 6". A query without letters or digits matches
 * nothing. The words hold only letters and digits, so they need no LIKE or regex escaping.
 */
export function titleSearch(column: PgColumn, query: string): { condition: SQL; rank: SQL[] } {
  const words = searchWords(query);
  if (words.length === 0) return { condition: sql`false`, rank: [] };
  const exact = words.map((word) => ` ${word}`).join('');
  const wholeWords = `^ ${words.join(' ')}( |$)`;
  const startsWith = `^ ${words.join('[^ ]* ')}`;
  return {
    // One trigram-indexed LIKE per word; the index needs no anchor, so any word may match.
    condition: and(...words.map((word) => like(column, `% ${word}%`)))!,
    rank: [
      sql`case when ${column} = ${exact} then 0 when ${column} ~ ${wholeWords} then 1
        when ${column} ~ ${startsWith} then 2 else 3 end`,
    ],
  };
}

/** After the rank and any asked-for sort: the best rated, then the newest. */
export const searchTieBreak = (rating: PgColumn, createdAt: PgColumn): SQL[] => [
  sql`${rating} desc nulls last`,
  desc(createdAt),
];

/** The SQL of movies, episodes and their relations. */
export function createCatalogueRepository(db: Db) {
  function where(filter: TitleFilter, search?: SQL): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      search,
      withinMaturity(vods.parentalCode, filter.maturityCeiling ?? null),
      filter.id !== undefined ? eq(vods.id, filter.id) : undefined,
      filter.type !== undefined && filter.type !== 'all' ? eq(vods.type, filter.type) : undefined,
      filter.years ? gte(vods.year, filter.years[0]) : undefined,
      filter.years ? lte(vods.year, filter.years[1]) : undefined,
      filter.seasonId !== undefined ? eq(vods.seasonId, filter.seasonId) : undefined,
      filter.episodeNumber !== undefined ? eq(vods.episodeNumber, filter.episodeNumber) : undefined,
      filter.genreIds?.length
        ? inArray(
            vods.id,
            db
              .select({ id: vodGenres.vodId })
              .from(vodGenres)
              .where(inArray(vodGenres.genreId, filter.genreIds)),
          )
        : undefined,
      filter.showTypeIds?.length
        ? inArray(
            vods.id,
            db
              .select({ id: vodShowTypes.vodId })
              .from(vodShowTypes)
              .where(inArray(vodShowTypes.showTypeId, filter.showTypeIds)),
          )
        : undefined,
    ];
    return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
  }

  return {
    ...createTitleIndexRepository(db),

    /** The SQL reference of list calls; they are answered from the title index (title-index.ts). */
    async listVods(filter: TitleFilter, sort: TitleSort, page: number, limit: number) {
      const search = filter.title ? titleSearch(vods.searchText, filter.title) : undefined;
      const condition = where(filter, search?.condition);
      const order = Object.entries(sort).map(([key, direction]) => {
        const column = sortColumns[key as TitleSortKey];
        return direction === 'asc' ? asc(column) : desc(column);
      });
      if (search) order.unshift(...search.rank);
      if (search) order.push(...searchTieBreak(vods.rating, vods.createdAt));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vods)
          .where(condition)
          .orderBy(...order, asc(vods.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(vods).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async genresOf(vodIds: number[]) {
      if (vodIds.length === 0) return [];
      return db
        .select({ vodId: vodGenres.vodId, id: genres.id, name: genres.name })
        .from(vodGenres)
        .innerJoin(genres, eq(genres.id, vodGenres.genreId))
        .where(inArray(vodGenres.vodId, vodIds))
        .orderBy(genres.name);
    },

    async showTypesOf(vodIds: number[]) {
      if (vodIds.length === 0) return [];
      return db
        .select({ vodId: vodShowTypes.vodId, id: showTypes.id, name: showTypes.name })
        .from(vodShowTypes)
        .innerJoin(showTypes, eq(showTypes.id, vodShowTypes.showTypeId))
        .where(inArray(vodShowTypes.vodId, vodIds))
        .orderBy(showTypes.name);
    },

    async profilesOf(vodIds: number[]): Promise<VodProfileRow[]> {
      if (vodIds.length === 0) return [];
      const rows = await db
        .select()
        .from(vodProfiles)
        .where(inArray(vodProfiles.vodId, vodIds))
        .orderBy(vodProfiles.id);
      // The filter on vod_id leaves out channels' profiles, whose vod_id is null.
      return rows as VodProfileRow[];
    },

    /** The external subtitles of these titles, by locale within a title. */
    async subtitlesOf(vodIds: number[]): Promise<VodSubtitleRow[]> {
      if (vodIds.length === 0) return [];
      return db
        .select()
        .from(vodSubtitles)
        .where(inArray(vodSubtitles.vodId, vodIds))
        .orderBy(vodSubtitles.vodId, vodSubtitles.locale);
    },

    async seasonsOf(seasonIds: number[]) {
      if (seasonIds.length === 0) return [];
      return db
        .select({ id: seasons.id, name: seasons.name })
        .from(seasons)
        .where(inArray(seasons.id, seasonIds));
    },

    async findVod(id: number): Promise<VodRow | undefined> {
      const [row] = await db.select().from(vods).where(eq(vods.id, id)).limit(1);
      return row;
    },

    /** A profile of a title with its stream source, if it has one. */
    async findProfileSource(vodId: number, profileId: number) {
      const [row] = await db
        .select({ profile: vodProfiles, source: vodSources })
        .from(vodProfiles)
        .leftJoin(vodSources, eq(vodSources.profileId, vodProfiles.id))
        .where(and(eq(vodProfiles.id, profileId), eq(vodProfiles.vodId, vodId)))
        .limit(1);
      return row;
    },

    /** Title, year and hue for artwork, without the rest of the row. */
    async artOf(vodId: number) {
      const [row] = await db
        .select({ title: vods.title, year: vods.year, hue: vods.artHue })
        .from(vods)
        .where(eq(vods.id, vodId))
        .limit(1);
      return row;
    },

    async allGenres() {
      return db.select({ id: genres.id, name: genres.name }).from(genres).orderBy(genres.name);
    },

    async allShowTypes() {
      return db
        .select({ id: showTypes.id, name: showTypes.name })
        .from(showTypes)
        .orderBy(showTypes.name);
    },

    /**
     * Films sharing genres with a title: most genres in common first, then the best rated; for
     * a kids profile (`ceiling`), only films rated within it.
     */
    async similarFilmIds(vodId: number, limit: number, ceiling: string | null): Promise<number[]> {
      const mine = db
        .select({ genreId: vodGenres.genreId })
        .from(vodGenres)
        .where(eq(vodGenres.vodId, vodId));
      const shared = sql<number>`count(*)`;
      const rows = await db
        .select({ id: vods.id })
        .from(vods)
        .innerJoin(vodGenres, eq(vodGenres.vodId, vods.id))
        .where(
          and(
            eq(vods.type, 0),
            sql`${vods.id} <> ${vodId}`,
            inArray(vodGenres.genreId, mine),
            withinMaturity(vods.parentalCode, ceiling),
          ),
        )
        .groupBy(vods.id)
        .orderBy(desc(shared), sql`${vods.rating} desc nulls last`, asc(vods.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The rows of these ids, in the order given. */
    async vodsByIds(ids: number[]): Promise<VodRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(vods).where(inArray(vods.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async countVods(): Promise<number> {
      const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(vods);
      return row?.value ?? 0;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
