// Changes to one title that leave the title index as it is: a star rating. It moves the title's
// `rate_count` and `rate_stars_sum`, which lists show (`rate`) but no filter or order reads
// (search breaks ties on the title's own `rating`, which a star rating leaves alone), so it
// does not bump the catalogue version (catalogue-version.ts) and rebuild every snapshot. Each
// server instead writes the title's new totals into the row it keeps and stamps the title, so
// that the kept answers that show its `rate` get new keys (title-snapshots.ts, list-answers.ts).
// A change carries nothing but the totals: if another column is ever changed this way, every
// answer holding the title must change its key, not only those with `rate`.
//
// The log is the `ratings` table: a rating is a row with an id and the title it rates, written
// in the transaction that moves the title's totals. A server reads the rows after the last id it
// has seen, with their titles' totals, at most once a second, so another instance on the same
// database shows a rating within a second, as it does a version bump. Its own ratings it takes
// at once from `announceTitleChange`, without a read.
// Reading "ids after N" misses nothing only if ids become visible in order, and a serial id is
// taken at insert while transactions may commit in any order. So whatever inserts a rating calls
// `lockTitleChanges` first in its transaction: the next id is taken once the previous rating
// has committed or rolled back.
import { asc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { ratings, shows, vods } from '../../../db/schema.js';

/** The key of the transaction-scoped advisory lock that orders ratings. */
const TITLE_CHANGES_LOCK = 7_041_301;

/** A title's count and sum of stars, as its row keeps them. */
export interface RateTotals {
  rateCount: number;
  rateStarsSum: number;
}

/**
 * A rating of a title: `seq` is the rating's id, which grows in commit order; `totals` are the
 * title's when the change was read, so they count this rating and maybe later ones.
 */
export interface TitleChange {
  seq: number;
  kind: 'vod' | 'show';
  id: number;
  totals: RateTotals;
}

/** How many of this process's latest changes to a database are kept for its readers. */
const LOCAL_CHANGES_KEPT = 1_000;

/**
 * The query that orders per-title changes as their commits: it takes a lock held until the
 * transaction ends, so the next change's id is taken once the previous one has committed.
 */
export const titleChangesLock = sql`select pg_advisory_xact_lock(${TITLE_CHANGES_LOCK})`;

/** Takes the lock of `titleChangesLock`; the first statement of a transaction that rates. */
export async function lockTitleChanges(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(titleChangesLock);
}

/** What this process has announced on a database: how many changes, and the latest. */
export interface LocalTitleChanges {
  readonly count: number;
  /** The changes after the first `count`, oldest first; undefined when no longer all kept. */
  after(count: number): TitleChange[] | undefined;
}

// Per database (its Db object: the servers of a process that share one share it).
const announced = new WeakMap<object, { count: number; latest: TitleChange[] }>();

function announcedOn(db: object) {
  let changes = announced.get(db);
  if (!changes) {
    changes = { count: 0, latest: [] };
    announced.set(db, changes);
  }
  return changes;
}

/** Hands a change to this process's readers of `db`; call it once the change has committed. */
export function announceTitleChange(db: object, change: TitleChange): void {
  const changes = announcedOn(db);
  changes.latest.push(change);
  if (changes.latest.length > LOCAL_CHANGES_KEPT) changes.latest.shift();
  changes.count += 1;
}

/** The changes this process announced on `db`, for readers that need not read them. */
export function localTitleChangesOf(db: object): LocalTitleChanges {
  const changes = announcedOn(db);
  return {
    get count() {
      return changes.count;
    },
    after(count) {
      const missed = changes.count - count;
      if (missed > changes.latest.length) return undefined;
      return missed === 0 ? [] : changes.latest.slice(-missed);
    },
  };
}

/** The newest change's seq; 0 before any. */
export async function readLatestTitleChange(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ seq: max(ratings.id) }).from(ratings);
  return row?.seq ?? 0;
}

/** The changes after `seq`, oldest first, at most `limit`. */
export async function readTitleChangesAfter(
  db: Pick<Db, 'select'>,
  seq: number,
  limit: number,
): Promise<TitleChange[]> {
  const rows = await db
    .select({
      seq: ratings.id,
      vodId: ratings.vodId,
      showId: ratings.showId,
      rateCount: sql<number>`coalesce(${vods.rateCount}, ${shows.rateCount})`,
      rateStarsSum: sql<number>`coalesce(${vods.rateStarsSum}, ${shows.rateStarsSum})`,
    })
    .from(ratings)
    .leftJoin(vods, eq(vods.id, ratings.vodId))
    .leftJoin(shows, eq(shows.id, ratings.showId))
    .where(gt(ratings.id, seq))
    .orderBy(asc(ratings.id))
    .limit(limit);
  return rows.map(({ seq: changeSeq, vodId, showId, rateCount, rateStarsSum }) => ({
    seq: changeSeq,
    ...(vodId === null ? { kind: 'show', id: showId! } : { kind: 'vod', id: vodId }),
    totals: { rateCount, rateStarsSum },
  }));
}

/**
 * The titles of one snapshot changed since it was built, each with the seq of its newest change:
 * what the keys of kept answers and presented titles name, so a change gives them new keys.
 */
export function createTitleStamps() {
  const stamps = new Map<number, number>();
  return {
    mark(id: number, seq: number): void {
      if ((stamps.get(id) ?? 0) < seq) stamps.set(id, seq);
    },
    /** The seq of the title's newest change; 0 when it has not changed. */
    of(id: number): number {
      return stamps.get(id) ?? 0;
    },
    /** The newest change among these titles: it grows whenever any of them changes. */
    newestOf(ids: readonly number[]): number {
      if (stamps.size === 0) return 0;
      let newest = 0;
      for (const id of ids) newest = Math.max(newest, stamps.get(id) ?? 0);
      return newest;
    },
  };
}

export type TitleStamps = ReturnType<typeof createTitleStamps>;
