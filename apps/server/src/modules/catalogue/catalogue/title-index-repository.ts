import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Named } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import {
  genres,
  seasons,
  showGenres,
  showShowTypes,
  showTypes,
  shows,
  vodGenres,
  vodShowTypes,
  vods,
} from '../../../db/schema.js';
import { readCatalogueVersion } from './catalogue-version.js';
import {
  localTitleChangesOf,
  readLatestTitleChange,
  readTitleChangesAfter,
} from './title-changes.js';
import type { IndexedTitle } from './title-columns.js';

/** A season as title pages show it. */
export interface SeasonName {
  id: number;
  showId: number;
  name: string;
  number: number;
}

/** The names that title pages show for the ids an index holds. */
export interface RelationNames {
  genres: Named[];
  showTypes: Named[];
  seasons: SeasonName[];
}

/** Microseconds since the epoch, exact in a double until the year 2255. */
const microseconds = (column: PgColumn): SQL<number> =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::float8`.mapWith(Number);

function idsByOwner(links: { ownerId: number; id: number }[]): Map<number, number[]> {
  const byOwner = new Map<number, number[]>();
  for (const { ownerId, id } of links) {
    const ids = byOwner.get(ownerId);
    if (ids) ids.push(id);
    else byOwner.set(ownerId, [id]);
  }
  return byOwner;
}

/** The SQL that loads the in-memory title indexes (title-snapshots.ts). */
export function createTitleIndexRepository(db: Db) {
  return {
    catalogueVersion: () => readCatalogueVersion(db),
    latestTitleChange: () => readLatestTitleChange(db),
    titleChangesAfter: (seq: number, limit: number) => readTitleChangesAfter(db, seq, limit),
    /** The title changes this process made, which it need not read. */
    localTitleChanges: localTitleChangesOf(db),

    /** Every movie and episode as the title index keeps it. */
    async indexedVods(): Promise<IndexedTitle[]> {
      const [rows, genreLinks, showTypeLinks] = await Promise.all([
        db
          .select({
            id: vods.id,
            type: vods.type,
            title: vods.title,
            searchText: vods.searchText,
            year: vods.year,
            rating: vods.rating,
            createdAt: microseconds(vods.createdAt),
            episodeNumber: vods.episodeNumber,
            seasonId: vods.seasonId,
            parentalCode: vods.parentalCode,
          })
          .from(vods),
        db.select({ ownerId: vodGenres.vodId, id: vodGenres.genreId }).from(vodGenres),
        db.select({ ownerId: vodShowTypes.vodId, id: vodShowTypes.showTypeId }).from(vodShowTypes),
      ]);
      const genreIds = idsByOwner(genreLinks);
      const showTypeIds = idsByOwner(showTypeLinks);
      return rows.map((row) => ({
        ...row,
        genreIds: genreIds.get(row.id) ?? [],
        showTypeIds: showTypeIds.get(row.id) ?? [],
      }));
    },

    /** Every TV show as the title index keeps it. */
    async indexedShows(): Promise<IndexedTitle[]> {
      const [rows, genreLinks, showTypeLinks] = await Promise.all([
        db
          .select({
            id: shows.id,
            title: shows.title,
            searchText: shows.searchText,
            year: shows.year,
            rating: shows.rating,
            createdAt: microseconds(shows.createdAt),
            parentalCode: shows.parentalCode,
          })
          .from(shows),
        db.select({ ownerId: showGenres.showId, id: showGenres.genreId }).from(showGenres),
        db
          .select({ ownerId: showShowTypes.showId, id: showShowTypes.showTypeId })
          .from(showShowTypes),
      ]);
      const genreIds = idsByOwner(genreLinks);
      const showTypeIds = idsByOwner(showTypeLinks);
      return rows.map((row) => ({
        ...row,
        type: null,
        episodeNumber: null,
        seasonId: null,
        genreIds: genreIds.get(row.id) ?? [],
        showTypeIds: showTypeIds.get(row.id) ?? [],
      }));
    },

    async relationNames(): Promise<RelationNames> {
      const [genreRows, showTypeRows, seasonRows] = await Promise.all([
        db.select({ id: genres.id, name: genres.name }).from(genres).orderBy(asc(genres.name)),
        db
          .select({ id: showTypes.id, name: showTypes.name })
          .from(showTypes)
          .orderBy(asc(showTypes.name)),
        db
          .select({
            id: seasons.id,
            showId: seasons.showId,
            name: seasons.name,
            number: seasons.number,
          })
          .from(seasons)
          .orderBy(asc(seasons.showId), asc(seasons.number)),
      ]);
      return { genres: genreRows, showTypes: showTypeRows, seasons: seasonRows };
    },
  };
}

export type TitleIndexRepository = ReturnType<typeof createTitleIndexRepository>;
