// A star rating refreshes the rated title in the catalogue's snapshots without rebuilding them
// (title-changes.ts): counted on a catalogue service whose repository counts its reads.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TvShow, VodItem } from '@marquee/contract';
import type { Database } from '../../../db/client.js';
import { accounts, profiles } from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { subscriptionOnly } from '../../accounts/account/entitlements.js';
import { importCatalogue } from '../../intake/catalogue-import/import-catalogue.js';
import { createRatingRepository, type RatingRepository } from '../ratings/rating-repository.js';
import { DEMO_ACCOUNT, seedDemoData } from '../../intake/seed/seed.js';
import { createCatalogueRepository, type CatalogueRepository } from './catalogue-repository.js';
import { createCatalogueService, type CatalogueService } from './catalogue-service.js';
import { VERSION_MAX_AGE_MS } from '../../../db/change-counter.js';
import { createShowRepository, type ShowRepository } from './show-repository.js';
import {
  announceTitleChange,
  localTitleChangesOf,
  lockTitleChanges,
  readLatestTitleChange,
  readTitleChangesAfter,
  type LocalTitleChanges,
} from './title-changes.js';
import type { SnapshotOptions } from './title-snapshots.js';

let database: Database;
let ratings: RatingRepository;
let accountId: number;
let rater: { profileId: number; maturityCeiling: null };
let filmIds: number[];
let showIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { films: 30, shows: 2 });
  ratings = createRatingRepository(database.db);
  const [account] = await database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_ACCOUNT.email));
  accountId = account!.id;
  const [profile] = await database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), eq(profiles.isDefault, true)));
  rater = { profileId: profile!.id, maturityCeiling: null };
  const service = createCatalogueService(
    createCatalogueRepository(database.db),
    createShowRepository(database.db),
  );
  const films = await service.listVods(
    { filter: { type: 0 }, limit: 100 },
    subscriptionOnly(true),
    null,
  );
  filmIds = films.items.map((film) => film.id);
  showIds = (await service.listShows({ limit: 10 }, null)).items.map((show) => show.id);
});
afterAll(() => database.close());

/**
 * A catalogue service on the test database that counts the indexes and rows it reads; given
 * `local`, it hears of no change made in this process but that.
 */
function countingService(options: SnapshotOptions = {}, local?: LocalTitleChanges) {
  const catalogue = createCatalogueRepository(database.db);
  const shows = createShowRepository(database.db);
  const reads = { indexes: 0, vodRows: [] as number[][], showRows: [] as number[][] };
  const counted: CatalogueRepository = {
    ...catalogue,
    localTitleChanges: local ?? catalogue.localTitleChanges,
    indexedVods: () => {
      reads.indexes += 1;
      return catalogue.indexedVods();
    },
    indexedShows: () => {
      reads.indexes += 1;
      return catalogue.indexedShows();
    },
    vodsByIds: (ids) => {
      reads.vodRows.push(ids);
      return catalogue.vodsByIds(ids);
    },
  };
  const countedShows: ShowRepository = {
    ...shows,
    showsByIds: (ids) => {
      reads.showRows.push(ids);
      return shows.showsByIds(ids);
    },
  };
  return { service: createCatalogueService(counted, countedShows, options), reads };
}

const withRate = { enable_rate: true };
const viewer = { entitlements: subscriptionOnly(true), positions: new Map() };

/** A title's `rate` in an answer's JSON. */
function rateIn(json: string, id: number) {
  const { items } = JSON.parse(json) as { items: (VodItem | TvShow)[] };
  return items.find((item) => item.id === id)?.rate;
}

async function filmRate(service: CatalogueService, id: number) {
  const { items } = await service.listVods(
    { filter: { id }, config: withRate },
    subscriptionOnly(true),
    null,
  );
  return items[0]!.rate;
}

describe('a star rating in the catalogue snapshots', () => {
  it('updates the rated title in memory and the keys of the answers showing its rate, reading no row and no index', async () => {
    const { service, reads } = countingService();
    await service.warm();
    const [film, other] = filmIds as [number, number];
    const queries = {
      details: { filter: { id: film }, config: withRate },
      page: { filter: { type: 0 as const }, limit: 100, config: withRate },
      other: { filter: { id: other }, config: withRate },
      withoutRate: { filter: { type: 0 as const }, limit: 100 },
    };
    const answer = (query: (typeof queries)[keyof typeof queries]) =>
      service.vodListAnswer(query, viewer, null);
    const answers = async () => ({
      details: await answer(queries.details),
      page: await answer(queries.page),
      other: await answer(queries.other),
      withoutRate: await answer(queries.withoutRate),
    });
    const before = await answers();
    expect(rateIn(await before.page.json(), film)?.rate_count ?? 0).toBe(0);
    reads.vodRows.length = 0;

    expect(await ratings.rate(rater, 'vod', film, 4)).toMatchObject({ kind: 'rated' });

    const after = await answers();
    expect(after.details.key).not.toBe(before.details.key);
    expect(after.page.key).not.toBe(before.page.key);
    // Nothing they show has changed.
    expect(after.other.key).toBe(before.other.key);
    expect(after.withoutRate.key).toBe(before.withoutRate.key);
    const rated = { rate_average: 8, rate_count: 1 };
    expect(rateIn(await after.details.json(), film)).toEqual(rated);
    expect(rateIn(await after.page.json(), film)).toEqual(rated);
    expect(await filmRate(service, film)).toEqual(rated);
    expect(reads.indexes).toBe(2);
    expect(reads.vodRows).toEqual([]);
  });

  it('updates a rated TV show in memory, and only the kept answers holding it change', async () => {
    const { service, reads } = countingService();
    await service.warm();
    const [show] = showIds as [number];
    const page = { limit: 10, config: withRate };
    const before = await service.showListAnswer(page, null);
    reads.showRows.length = 0;
    await ratings.rate(rater, 'show', show, 3);
    const after = await service.showListAnswer(page, null);
    expect(after.key).not.toBe(before.key);
    expect(rateIn(await after.json(), show)).toEqual({ rate_average: 6, rate_count: 1 });
    expect(reads.indexes).toBe(2);
    expect(reads.showRows).toEqual([]);
  });

  it('shows on another server within a second, read from the database, rebuilding nothing', async () => {
    let clock = 0;
    // Another process: it hears of no rating but through the database.
    const { service, reads } = countingService({ now: () => clock }, { count: 0, after: () => [] });
    await service.warm();
    const film = filmIds[2]!;
    const unrated = await filmRate(service, film);
    await ratings.rate(rater, 'vod', film, 2);
    expect(await filmRate(service, film)).toEqual(unrated);
    clock += VERSION_MAX_AGE_MS;
    expect(await filmRate(service, film)).toEqual({ rate_average: 4, rate_count: 1 });
    expect(reads.indexes).toBe(2);
  });

  it('still rebuilds the index when indexed columns change (an import)', async () => {
    const { service, reads } = countingService();
    await service.warm();
    expect(reads.indexes).toBe(2);
    await importCatalogue(database.db, [
      {
        name: 'new.json',
        text: JSON.stringify({
          films: [{ title: 'Quokka Summer', year: 2023, genres: ['Drama'], cast: [] }],
        }),
      },
    ]);
    const found = await service.listVods(
      { filter: { title: 'quokka' } },
      subscriptionOnly(true),
      null,
    );
    expect(found.items.map((item) => item.title)).toEqual(['Quokka Summer']);
    await service.warm();
    expect(reads.indexes).toBe(4);
  });
});

describe('the title change log', () => {
  it('lists ratings after a seq, oldest first, with the totals of their titles', async () => {
    const latest = await readLatestTitleChange(database.db);
    const [film, show] = [filmIds[5]!, showIds[1]!];
    await ratings.rate(rater, 'vod', film, 5);
    await ratings.rate(rater, 'show', show, 1);
    const changes = await readTitleChangesAfter(database.db, latest, 10);
    expect(changes.map(({ kind, id, totals }) => ({ kind, id, totals }))).toEqual([
      { kind: 'vod', id: film, totals: { rateCount: 1, rateStarsSum: 5 } },
      { kind: 'show', id: show, totals: { rateCount: 1, rateStarsSum: 1 } },
    ]);
    expect(changes[0]!.seq).toBeLessThan(changes[1]!.seq);
    expect(await readLatestTitleChange(database.db)).toBe(changes[1]!.seq);
    expect(await readTitleChangesAfter(database.db, changes[0]!.seq, 10)).toEqual([changes[1]]);
  });

  it('has a rating wait for one still being written, so that their ids commit in order', async () => {
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = database.db.transaction(async (tx) => {
      await lockTitleChanges(tx);
      locked();
      await released;
    });
    await isLocked;
    let rated = false;
    const rating = ratings.rate(rater, 'vod', filmIds[6]!, 3).then(() => (rated = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rated).toBe(false);
    release();
    await Promise.all([holding, rating]);
    expect(rated).toBe(true);
  });
});

describe('the changes a process announces', () => {
  it('are kept per database, the latest thousand, and say when some are no longer kept', () => {
    const [one, other] = [{}, {}];
    const local = localTitleChangesOf(one);
    const change = (seq: number) => ({
      seq,
      kind: 'vod' as const,
      id: seq,
      totals: { rateCount: 1, rateStarsSum: 1 },
    });
    expect(local.count).toBe(0);
    expect(local.after(0)).toEqual([]);
    announceTitleChange(one, change(1));
    announceTitleChange(one, change(2));
    expect(local.count).toBe(2);
    expect(local.after(0)).toEqual([change(1), change(2)]);
    expect(local.after(1)).toEqual([change(2)]);
    expect(localTitleChangesOf(other).count).toBe(0);
    for (let seq = 3; seq <= 1001; seq++) announceTitleChange(one, change(seq));
    expect(local.after(0)).toBeUndefined();
    expect(local.after(1)).toHaveLength(1000);
    expect(local.after(1000)).toEqual([change(1001)]);
  });
});
