// Change counters, each one row of `settings`, for what a server builds from the database and
// keeps in memory (the catalogue's title snapshots, the guide's programme blocks): whatever
// writes the data bumps its counter in the same transaction, and a server rebuilds what it
// holds once the counter has grown. A server reads a counter at most once a second
// (VERSION_MAX_AGE_MS), so a change made by another process (the import command, another
// instance on the same PostgreSQL) shows within a second; a bump made in this process shows
// from the next call on.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { settings } from './schema.js';

/** How long one read of a counter serves the calls after it. */
export const VERSION_MAX_AGE_MS = 1000;

/** The database, or a transaction on it. */
type Executor = Pick<Db, 'select' | 'insert'>;

/** The counter kept under `key` in `settings`. */
export function createChangeCounter(key: string) {
  // Bumps made by this process, so its own readers need not wait for the next read.
  let localBumps = 0;
  return {
    /** Marks the data as changed; call it in the transaction that changes it. */
    bump: async (db: Executor): Promise<void> => {
      await db
        .insert(settings)
        .values({ key, value: 1 })
        .onConflictDoUpdate({
          target: settings.key,
          set: {
            value: sql`to_jsonb((${settings.value} #>> '{}')::bigint + 1)`,
            updatedAt: sql`now()`,
          },
        });
      localBumps += 1;
    },
    /** The counter; 0 before anything bumped it. It only grows. */
    read: async (db: Executor): Promise<number> => {
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, key));
      return typeof row?.value === 'number' ? row.value : 0;
    },
    /** How many bumps this process has made. */
    localBumps: (): number => localBumps,
  };
}

export type ChangeCounter = ReturnType<typeof createChangeCounter>;

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
    localChanges: ownChanges = () => 0,
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

/**
 * `currentVersion` that first calls `forget` whenever the version has grown since the last
 * call: for a memo of values read from the database, which were read for an older version.
 */
export function forgettingOnNewVersion(
  currentVersion: () => Promise<number>,
  forget: () => void,
): () => Promise<number> {
  let heldVersion = -1;
  return async () => {
    const version = await currentVersion();
    if (version > heldVersion) {
      forget();
      heldVersion = version;
    }
    return version;
  };
}
