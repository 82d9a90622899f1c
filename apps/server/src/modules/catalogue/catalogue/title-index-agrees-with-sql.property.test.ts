import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { createCatalogueRepository, type CatalogueRepository } from './catalogue-repository.js';
import {
  createCatalogueFixture,
  queryArbitrary,
  replaceCatalogue,
  showArbitrary,
  showFilterOf,
  titleFilterOf,
  vodArbitrary,
  type CatalogueFixture,
} from './random-catalogue.js';
import { createShowRepository, type ShowRepository } from './show-repository.js';
import type { ShowSort, TitleFilter, TitleSort } from './title-filter.js';
import { buildTitleIndex } from './title-index.js';

// The title index answers list calls in place of the repositories' SQL, which stays as the
// reference: on random catalogues (random-catalogue.ts) every random query, one TitleFilter and
// one TitleSort given to both, must give the same page and count both ways.
// FC_RUNS raises the number of catalogues tried.
const RUNS = Number(process.env.FC_RUNS ?? 20);
const QUERIES_PER_CATALOGUE = 12;
// Each catalogue costs a few dozen queries; leave room for slow, shared machines.
const TIMEOUT_MS = 60_000 + RUNS * 3_000;

let database: Database;
let catalogue: CatalogueRepository;
let showRepository: ShowRepository;
let fixture: CatalogueFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  catalogue = createCatalogueRepository(database.db);
  showRepository = createShowRepository(database.db);
  fixture = await createCatalogueFixture(database.db);
});
afterAll(() => database.close());

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
            const { vodIds } = await replaceCatalogue(fixture, films, []);
            const index = buildTitleIndex(await catalogue.indexedVods());
            for (const query of queries) {
              const filter: TitleFilter = titleFilterOf(fixture, query, vodIds);
              const sort: TitleSort = query.vodSort;
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
            const { showIds } = await replaceCatalogue(fixture, [], tvShows);
            const index = buildTitleIndex(await catalogue.indexedShows());
            for (const query of queries) {
              const filter = showFilterOf(titleFilterOf(fixture, query, showIds));
              const sort: ShowSort = query.showSort;
              const expected = await showRepository.listShows(
                filter,
                sort,
                query.page,
                query.limit,
              );
              expect(
                index.query(filter, sort, query.page, query.limit),
                JSON.stringify({ filter, sort, page: query.page }),
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
