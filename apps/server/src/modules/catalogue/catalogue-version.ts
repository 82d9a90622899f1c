// The catalogue's change counter, one row of `settings`. Every server keeps in-memory title
// snapshots (title-snapshots.ts) built at some version and rebuilds them once the counter has
// grown. Whatever writes titles (any column a list shows), their genres, show types, seasons,
// profiles or subtitles must bump it in the same transaction; a star rating, which moves only a
// title's rate totals, is a title change instead (title-changes.ts) and rebuilds nothing.
//
// A server reads the counter at most once a second (VERSION_MAX_AGE_MS), so a change made by
// another process (the import command, another instance on the same PostgreSQL) shows in its
// lists within a second; a bump made in this process shows from the next call on.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';

export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** How long one read of the version serves the calls after it. */
export const VERSION_MAX_AGE_MS = 1000;

/** The database, or a transaction on it. */
type Executor = Pick<Db, 'select' | 'insert'>;

// Bumps made by this process, so its own readers need not wait for the next read.
let localBumps = 0;

/** Marks the catalogue as changed; call it in the transaction that changes it. */
export async function bumpCatalogueVersion(db: Executor): Promise<void> {
  await db
    .insert(settings)
    .values({ key: CATALOGUE_VERSION_KEY, value: 1 })
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`to_jsonb((${settings.value} #>> '{}')::bigint + 1)`,
        updatedAt: sql`now()`,
      },
    });
  localBumps += 1;
}

/** The counter; 0 before anything bumped it. It only grows. */
export async function readCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, CATALOGUE_VERSION_KEY));
  return typeof row?.value === 'number' ? row.value : 0;
}

/**
 * The version through a short memo: read again once `maxAgeMs` have passed since the last
 * read, or at once after a bump in this process. Calls arriving while a read is in flight
 * share it, unless this process changed something since that read began: it may have missed
 * the change.
 */
export function createVersionReader(
  read: () => Promise<number>,
  options: {
    maxAgeMs?: number;
    now?: () => number;
    localChanges?: () => number;
    /** Changes another process announced (cluster/change-notices.ts): read again at once too. */
    heardChanges?: () => number;
  } = {},
): () => Promise<number> {
  const {
    maxAgeMs = VERSION_MAX_AGE_MS,
    now = Date.now,
    localChanges: ownChanges = () => localBumps,
    heardChanges = () => 0,
  } = options;
  const localChanges = () => ownChanges() + heardChanges();
  let last: { version: number; readAt: number; localChanges: number } | undefined;
  let reading: { version: Promise<number>; localChanges: number } | undefined;

  async function readNow(changes: number): Promise<number> {
    const readAt = now();
    const version = await read();
    // A later read may have finished first: keep the newest.
    if (!last || last.localChanges <= changes) last = { version, readAt, localChanges: changes };
    return version;
  }

  return () => {
    const changes = localChanges();
    if (last && now() - last.readAt < maxAgeMs && changes === last.localChanges) {
      return Promise.resolve(last.version);
    }
    if (reading?.localChanges === changes) return reading.version;
    const entry = { version: readNow(changes), localChanges: changes };
    reading = entry;
    void entry.version
      .finally(() => {
        if (reading === entry) reading = undefined;
      })
      .catch(() => undefined);
    return entry.version;
  };
}
