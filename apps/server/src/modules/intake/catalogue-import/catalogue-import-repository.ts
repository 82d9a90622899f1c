import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { idsByName } from '../../../db/ids-by-name.js';
import { genres, vodGenres, vodProfiles, vodSources, vods } from '../../../db/schema.js';
import { searchText, titleHue } from '../../catalogue/catalogue/index.js';
import { DEMO_MEDIA } from '../seed/index.js';
import type { ImportFilm } from './parse-catalogue.js';
import type { ExistingFilm, FilmUpdate } from './plan-import.js';

/** The database, or a transaction on it: an import runs all of this in one transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

// Rows per INSERT, well below PostgreSQL's 65,535 bind parameters.
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    out.push(items.slice(start, start + CHUNK));
  }
  return out;
}

/** The SQL of catalogue imports. */
export function createCatalogueImportRepository(db: Executor) {
  /** Genre ids by lower-cased name, creating the names not there yet. */
  const genreIds = (names: string[]) => idsByName(db, genres, names, (name) => name.toLowerCase());

  return {
    /** Every film (type 0) with its genre names. */
    async existingFilms(): Promise<ExistingFilm[]> {
      const rows = await db
        .select({
          id: vods.id,
          title: vods.title,
          year: vods.year,
          cast: vods.actors,
          synopsis: vods.description,
          markers: vods.markers,
          genres: sql<
            string[]
          >`coalesce(array_agg(${genres.name}) filter (where ${genres.id} is not null), '{}')`,
        })
        .from(vods)
        .leftJoin(vodGenres, eq(vodGenres.vodId, vods.id))
        .leftJoin(genres, eq(genres.id, vodGenres.genreId))
        .where(eq(vods.type, 0))
        .groupBy(vods.id);
      return rows.flatMap((row) => (row.year === null ? [] : [{ ...row, year: row.year }]));
    },

    /** Writes new films with their genres and an HD profile playing the demo stream. */
    async createFilms(films: ImportFilm[], now: Date): Promise<void> {
      const genreId = await genreIds(films.flatMap((film) => film.genres));
      for (const batch of chunks(films)) {
        const ids = await db
          .insert(vods)
          .values(
            batch.map((film) => ({
              type: 0,
              title: film.title,
              searchText: searchText(film.title),
              year: film.year,
              description: film.synopsis,
              actors: film.cast,
              runtime: film.runtime,
              rating: film.rating,
              markers: film.markers,
              artHue: titleHue(film.title),
              createdAt: now,
            })),
          )
          .returning({ id: vods.id });
        const links = batch.flatMap((film, index) =>
          film.genres.map((name) => ({
            vodId: ids[index]!.id,
            genreId: genreId.get(name.toLowerCase())!,
          })),
        );
        if (links.length > 0) await db.insert(vodGenres).values(links).onConflictDoNothing();
        const profiles = await db
          .insert(vodProfiles)
          .values(
            ids.map(({ id }) => ({
              vodId: id,
              name: 'HD',
              code: 'hd',
              businessModel: 'svod',
              pricing: [],
            })),
          )
          .returning({ id: vodProfiles.id });
        await db
          .insert(vodSources)
          .values(profiles.map(({ id }) => ({ profileId: id, url: DEMO_MEDIA.film })));
      }
    },

    /** Adds cast, genres, a missing synopsis and missing marker parts to films already there. */
    async updateFilms(updates: FilmUpdate[]): Promise<void> {
      const genreId = await genreIds(updates.flatMap((update) => update.addGenres));
      for (const update of updates) {
        await db
          .update(vods)
          .set({ actors: update.cast, description: update.synopsis, markers: update.markers })
          .where(eq(vods.id, update.id));
      }
      const links = updates.flatMap((update) =>
        update.addGenres.map((name) => ({
          vodId: update.id,
          genreId: genreId.get(name.toLowerCase())!,
        })),
      );
      for (const batch of chunks(links)) {
        await db.insert(vodGenres).values(batch).onConflictDoNothing();
      }
    },
  };
}
