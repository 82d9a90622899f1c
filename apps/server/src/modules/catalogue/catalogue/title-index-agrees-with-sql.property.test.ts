import fc from 'fast-check';
import { ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
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
import { createTestDatabase } from '../../../test/test-database.js';
import {
  createCatalogueRepository,
  type CatalogueRepository,
  type VodFilter,
  type VodSort,
} from './catalogue-repository.js';
import { searchText } from './search-text.js';
import { createShowRepository, type ShowRepository } from './show-repository.js';
import { buildTitleIndex } from './title-index.js';

// The title index answers list calls in place of the repositories' SQL, which stays as the
// reference: on random catalogues (Portuguese accents, ties in rating, year and creation time,
// nulls, titles without letters) every random query must give the same page and count both ways.
// FC_RUNS raises the number of catalogues tried.
const RUNS = Number(process.env.FC_RUNS ?? 20);
const QUERIES_PER_CATALOGUE = 12;
// Each catalogue costs a few dozen queries; leave room for slow, shared machines.
const TIMEOUT_MS = 60_000 + RUNS * 3_000;

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

let database: Database;
let catalogue: CatalogueRepository;
let showRepository: ShowRepository;
let genreIds: number[];
let showTypeIds: number[];
let seasonIds: number[];
let seasonHolderId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  catalogue = createCatalogueRepository(db);
  showRepository = createShowRepository(db);
  const names = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({ name: `${prefix} ${index}` }));
  genreIds = (await db.insert(genres).values(names('Genre', 4)).returning()).map((row) => row.id);
  showTypeIds = (await db.insert(showTypes).values(names('Type', 3)).returning()).map(
    (row) => row.id,
  );
  const [holder] = await db
    .insert(shows)
    .values({ title: 'Season holder', searchText: searchText('Season holder') })
    .returning();
  seasonHolderId = holder!.id;
  seasonIds = (
    await db
      .insert(seasons)
      .values([1, 2].map((number) => ({ showId: seasonHolderId, number, name: `S${number}` })))
      .returning()
  ).map((row) => row.id);
});
afterAll(() => database.close());

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
};
const vodArbitrary = fc.record({
  ...titleFields,
  type: fc.constantFrom(0, 1),
  season: fc.option(fc.constantFrom(0, 1), { nil: null }),
  episodeNumber: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
});
const showArbitrary = fc.record(titleFields);

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

const queryArbitrary = fc.record({
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
});
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Film = ValueOf<typeof vodArbitrary>;
type Show = ValueOf<typeof showArbitrary>;
type Query = ValueOf<typeof queryArbitrary>;

/** Genre and show-type picks as ids; the last pick of each stands for an unknown id. */
const relationIds = (picks: number[], ids: number[]) => picks.map((pick) => ids[pick] ?? 999_999);
const pickId = (pick: number | undefined, ids: number[]) =>
  pick === undefined ? undefined : (ids[pick % (ids.length + 1)] ?? 999_999);
const createdAt = (micros: number) =>
  sql`timestamptz '2024-05-01 12:00:00+00' + ${micros} * interval '1 microsecond'`;

/** Replaces the films and shows with these; returns their ids (shows with the season holder). */
async function replaceCatalogue(
  films: Film[],
  tvShows: Show[],
): Promise<{ vodIds: number[]; showIds: number[] }> {
  const { db } = database;
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

function vodFilterOf(query: Query, vodIds: number[]): VodFilter {
  return {
    id: pickId(query.idPick, vodIds),
    type: query.type,
    title: query.title,
    genreIds: relationIds(query.genres, genreIds),
    showTypeIds: relationIds(query.showTypes, showTypeIds),
    years: query.years,
    seasonId: query.season === undefined ? undefined : seasonIds[query.season],
    episodeNumber: query.episodeNumber,
  };
}

describe('the title index', () => {
  it(
    'gives the same page and count as the SQL for every list and search of films and episodes',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(vodArbitrary, { maxLength: 30 }),
          fc.array(queryArbitrary, {
            minLength: QUERIES_PER_CATALOGUE,
            maxLength: QUERIES_PER_CATALOGUE,
          }),
          async (films, queries) => {
            const { vodIds } = await replaceCatalogue(films, []);
            const index = buildTitleIndex(await catalogue.indexedVods());
            for (const query of queries) {
              const filter = vodFilterOf(query, vodIds);
              const sort: VodSort = query.vodSort;
              const expected = await catalogue.listVods(filter, sort, query.page, query.limit);
              expect(
                index.query(filter, sort, query.page, query.limit),
                JSON.stringify({ filter, sort, page: query.page, limit: query.limit }),
              ).toEqual({ ids: expected.rows.map((row) => row.id), total: expected.total });
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'gives the same page and count as the SQL for every list and search of TV shows',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(showArbitrary, { maxLength: 20 }),
          fc.array(queryArbitrary, {
            minLength: QUERIES_PER_CATALOGUE,
            maxLength: QUERIES_PER_CATALOGUE,
          }),
          async (tvShows, queries) => {
            const { showIds } = await replaceCatalogue([], tvShows);
            const index = buildTitleIndex(await catalogue.indexedShows());
            for (const query of queries) {
              const filter = {
                id: pickId(query.idPick, showIds),
                title: query.title,
                genreIds: relationIds(query.genres, genreIds),
                showTypeIds: relationIds(query.showTypes, showTypeIds),
              };
              const expected = await showRepository.listShows(
                filter,
                query.showSort,
                query.page,
                query.limit,
              );
              expect(
                index.query(filter, query.showSort, query.page, query.limit),
                JSON.stringify({ filter, sort: query.showSort, page: query.page }),
              ).toEqual({ ids: expected.rows.map((row) => row.id), total: expected.total });
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});
