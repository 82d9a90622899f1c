// Random catalogues and list queries for title-index-agrees-with-sql.property.test.ts: films,
// episodes and TV shows with Portuguese accents, ties in rating, year and creation time, nulls
// and titles without letters, written to a test database; and each query as one TitleFilter,
// the type both the SQL and the title index read.
import fc from 'fast-check';
import { ne, sql } from 'drizzle-orm';
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
import { searchText } from './search-text.js';
import type { ShowFilter, TitleFilter } from './title-filter.js';

const WORDS = [
  'Ação',
  'acao',
  'Coração',
  'coração',
  'São',
  'Paulo',
  'Star',
  'Wars',
  'Stars',
  'amor',
  'A',
  'The',
  'the',
  'Noite',
  'Ærø',
  '2001',
  'Spider-Man:',
  'Zoë',
  '𝔸lpha',
  '!!',
];

/** The genres, show types and seasons the random titles are linked to. */
export interface CatalogueFixture {
  db: Db;
  genreIds: number[];
  showTypeIds: number[];
  seasonIds: number[];
  /** The show that holds the seasons; it stays when the catalogue is replaced. */
  seasonHolderId: number;
}

/** Writes the genres, show types and seasons into an empty database. */
export async function createCatalogueFixture(db: Db): Promise<CatalogueFixture> {
  const names = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({ name: `${prefix} ${index}` }));
  const genreIds = (await db.insert(genres).values(names('Genre', 4)).returning()).map(
    (row) => row.id,
  );
  const showTypeIds = (await db.insert(showTypes).values(names('Type', 3)).returning()).map(
    (row) => row.id,
  );
  const [holder] = await db
    .insert(shows)
    .values({ title: 'Season holder', searchText: searchText('Season holder') })
    .returning();
  const seasonHolderId = holder!.id;
  const seasonIds = (
    await db
      .insert(seasons)
      .values([1, 2].map((number) => ({ showId: seasonHolderId, number, name: `S${number}` })))
      .returning()
  ).map((row) => row.id);
  return { db, genreIds, showTypeIds, seasonIds, seasonHolderId };
}

/**
 * Parental codes: known ones in any case, plain ages with and without "+", and ones the
 * ceilings cannot place (unknown, padded, zero-led, none).
 */
const PARENTAL_CODES = ['G', 'pg', 'PG', 'PG-13', 'R', 'TV-Y7', '7', '12+', '07', ' PG', 'XYZ'];

const titleArbitrary = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));

const titleFields = {
  title: titleArbitrary,
  year: fc.option(fc.integer({ min: 1990, max: 1993 }), { nil: null }),
  rating: fc.option(fc.constantFrom(5, 6.5, 8), { nil: null }),
  /** Microseconds after a fixed time: ties, and differences JavaScript dates cannot hold. */
  createdMicros: fc.integer({ min: 0, max: 2 }),
  genres: fc.subarray([0, 1, 2, 3]),
  showTypes: fc.subarray([0, 1, 2]),
  parentalCode: fc.option(fc.constantFrom(...PARENTAL_CODES), { nil: null }),
};
export const vodArbitrary = fc.record({
  ...titleFields,
  type: fc.constantFrom(0, 1),
  season: fc.option(fc.constantFrom(0, 1), { nil: null }),
  episodeNumber: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
});
export const showArbitrary = fc.record(titleFields);

/** What someone types: 1 to 3 words, each cut to a prefix, in any case; or anything at all. */
const searchArbitrary = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom(...WORDS), fc.integer({ min: 1, max: 6 }), fc.boolean()), {
      minLength: 1,
      maxLength: 3,
    })
    .map((parts) =>
      parts
        .map(([word, length, upper]) => {
          const cut = [...word].slice(0, length).join('');
          return upper ? cut.toUpperCase() : cut.toLowerCase();
        })
        .join(' '),
    ),
  fc.string({ maxLength: 6 }),
);

const sortArbitrary = <K extends string>(keys: K[]) =>
  fc
    .uniqueArray(
      fc.tuple(fc.constantFrom(...keys), fc.constantFrom<'asc' | 'desc'>('asc', 'desc')),
      {
        maxLength: 3,
        selector: ([key]) => key,
      },
    )
    .map((entries) => Object.fromEntries(entries) as Partial<Record<K, 'asc' | 'desc'>>);

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

export const queryArbitrary = fc.record({
  title: optional(searchArbitrary),
  /** Picks one of the catalogue's ids, or an unknown one. */
  idPick: optional(fc.nat()),
  type: optional(fc.constantFrom<0 | 1 | 'all'>(0, 1, 'all')),
  genres: fc.subarray([0, 1, 2, 3, 4]),
  showTypes: fc.subarray([0, 1, 2, 3]),
  years: optional(
    fc
      .tuple(fc.integer({ min: 1989, max: 1994 }), fc.integer({ min: 0, max: 3 }))
      .map(([from, span]): [number, number] => [from, from + span]),
  ),
  season: optional(fc.constantFrom(0, 1)),
  episodeNumber: optional(fc.integer({ min: 1, max: 3 })),
  vodSort: sortArbitrary(['created', 'title', 'year', 'episode_number']),
  showSort: sortArbitrary(['created', 'title', 'year']),
  page: fc.integer({ min: 1, max: 3 }),
  limit: fc.integer({ min: 1, max: 8 }),
  /** A kids profile's ceiling; one Marquee does not know lets nothing through. */
  maturityCeiling: optional(fc.constantFrom('G', 'PG', 'PG-13', 'pg', 'unknown')),
});
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
export type Film = ValueOf<typeof vodArbitrary>;
export type Show = ValueOf<typeof showArbitrary>;
export type Query = ValueOf<typeof queryArbitrary>;

/** Genre and show-type picks as ids; the last pick of each stands for an unknown id. */
const relationIds = (picks: number[], ids: number[]) => picks.map((pick) => ids[pick] ?? 999_999);
const pickId = (pick: number | undefined, ids: number[]) =>
  pick === undefined ? undefined : (ids[pick % (ids.length + 1)] ?? 999_999);
const createdAt = (micros: number) =>
  sql`timestamptz '2024-05-01 12:00:00+00' + ${micros} * interval '1 microsecond'`;

/** Replaces the films and shows with these; returns their ids (shows with the season holder). */
export async function replaceCatalogue(
  { db, genreIds, showTypeIds, seasonIds, seasonHolderId }: CatalogueFixture,
  films: Film[],
  tvShows: Show[],
): Promise<{ vodIds: number[]; showIds: number[] }> {
  await db.delete(vods);
  await db.delete(shows).where(ne(shows.id, seasonHolderId));
  const vodIds =
    films.length === 0
      ? []
      : (
          await db
            .insert(vods)
            .values(
              films.map((film) => ({
                type: film.type,
                title: film.title,
                searchText: searchText(film.title),
                year: film.year,
                rating: film.rating,
                createdAt: createdAt(film.createdMicros),
                seasonId: film.season === null ? null : seasonIds[film.season]!,
                episodeNumber: film.episodeNumber,
                parentalCode: film.parentalCode,
              })),
            )
            .returning({ id: vods.id })
        ).map((row) => row.id);
  const showIds =
    tvShows.length === 0
      ? []
      : (
          await db
            .insert(shows)
            .values(
              tvShows.map((show) => ({
                title: show.title,
                searchText: searchText(show.title),
                year: show.year,
                rating: show.rating,
                createdAt: createdAt(show.createdMicros),
                parentalCode: show.parentalCode,
              })),
            )
            .returning({ id: shows.id })
        ).map((row) => row.id);
  const links = <T>(
    owners: number[],
    picks: number[][],
    ids: number[],
    row: (owner: number, id: number) => T,
  ) => owners.flatMap((owner, index) => picks[index]!.map((pick) => row(owner, ids[pick]!)));
  const vodGenreRows = links(
    vodIds,
    films.map((film) => film.genres),
    genreIds,
    (vodId, genreId) => ({ vodId, genreId }),
  );
  const vodShowTypeRows = links(
    vodIds,
    films.map((film) => film.showTypes),
    showTypeIds,
    (vodId, showTypeId) => ({ vodId, showTypeId }),
  );
  const showGenreRows = links(
    showIds,
    tvShows.map((show) => show.genres),
    genreIds,
    (showId, genreId) => ({ showId, genreId }),
  );
  const showShowTypeRows = links(
    showIds,
    tvShows.map((show) => show.showTypes),
    showTypeIds,
    (showId, showTypeId) => ({ showId, showTypeId }),
  );
  if (vodGenreRows.length > 0) await db.insert(vodGenres).values(vodGenreRows);
  if (vodShowTypeRows.length > 0) await db.insert(vodShowTypes).values(vodShowTypeRows);
  if (showGenreRows.length > 0) await db.insert(showGenres).values(showGenreRows);
  if (showShowTypeRows.length > 0) await db.insert(showShowTypes).values(showShowTypeRows);
  return { vodIds, showIds: [seasonHolderId, ...showIds] };
}

/**
 * A query's filter, with every field of TitleFilter named: a field added to the type fails to
 * compile here until the random queries try it on both paths.
 */
export function titleFilterOf(
  fixture: CatalogueFixture,
  query: Query,
  ids: number[],
): { [K in keyof Required<TitleFilter>]: TitleFilter[K] | undefined } {
  return {
    id: pickId(query.idPick, ids),
    type: query.type,
    title: query.title,
    genreIds: relationIds(query.genres, fixture.genreIds),
    showTypeIds: relationIds(query.showTypes, fixture.showTypeIds),
    years: query.years,
    seasonId: query.season === undefined ? undefined : fixture.seasonIds[query.season],
    episodeNumber: query.episodeNumber,
    maturityCeiling: query.maturityCeiling,
  };
}

/** The fields of a TitleFilter that TV shows have. */
export function showFilterOf({
  id,
  title,
  genreIds,
  showTypeIds,
  maturityCeiling,
}: TitleFilter): ShowFilter {
  return { id, title, genreIds, showTypeIds, maturityCeiling };
}
