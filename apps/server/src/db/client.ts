import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { serverRoot } from '../paths.js';
import { whileLocked } from './advisory-lock.js';
import {
  createQueryObservers,
  timePgliteQueries,
  timePostgresQueries,
  type QueryObserver,
} from './query-timing.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw SQL query, for statements the query builder cannot write (such as a
 * data-modifying CTE); the columns are the caller's to name. PGlite answers `{ rows }`,
 * postgres.js the rows themselves.
 */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** An open database with its migrator and a way to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process prepares this database: on PostgreSQL under a
   * session-level advisory lock on a connection of its own (advisory-lock.ts); on PGlite, which
   * one process holds (data-dir-lock.ts), as it is.
   */
  exclusively<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Tells `observer` of every query sent through `db` (query-timing.ts); returns its stop. */
  observeQueries(observer: QueryObserver): () => void;
  /** PGlite only: the whole data directory as a tar file, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  /** The connections of this process's pool, as the database sees them now (metrics). */
  pool(): Promise<PoolState>;
}

/** A connection pool's use (its size is POSTGRES_POOL_MAX on PostgreSQL, one on PGlite). */
export interface PoolState {
  /** Connections open now. */
  open: number;
  /** Of those, how many are running a query (the one asking not counted). */
  active: number;
}

/** Connections a server opens to PostgreSQL at most. */
export const POSTGRES_POOL_MAX = 10;

/** The migrations, as drizzle-kit writes them. */
export const migrationsFolder = join(serverRoot, 'drizzle');

/**
 * PGlite's buffer pool. PostgreSQL's default, 128MB, is allocated and touched inside the
 * process at start: about 110 MiB of resident memory before any query (bench/memory.bench.ts).
 * Reads that miss the pool go to the operating system's file cache, and the catalogue's hot
 * reads are served from the server's own snapshots (title-snapshots.ts), so 16MB is plenty.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  migrationsFolder?: string;
  /** PGlite only: a data directory dumped by `dumpDataDir` to start from instead of initdb. */
  loadDataDir?: Blob;
}): Promise<Database> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  const observers = createQueryObservers();
  if (options.databaseUrl) {
    // The pool's own name, so PostgreSQL can tell its connections from other processes'.
    const applicationName = `marquee-${process.pid}-${randomBytes(4).toString('hex')}`;
    const sql = postgres(options.databaseUrl, {
      max: POSTGRES_POOL_MAX,
      onnotice: () => {},
      connection: { application_name: applicationName },
    });
    timePostgresQueries(sql, observers);
    const db = drizzlePostgres(sql, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: folder }),
      exclusively: async (lockKey, work) => {
        const connection = await sql.reserve();
        return whileLocked(
          {
            lock: async () => void (await connection`select pg_advisory_lock(${lockKey})`),
            unlock: async () => void (await connection`select pg_advisory_unlock(${lockKey})`),
            release: () => connection.release(),
          },
          work,
        );
      },
      close: () => sql.end({ timeout: 5 }),
      observeQueries: (observer) => observers.add(observer),
      // postgres.js keeps its pool's queues private: pg_stat_activity knows its connections.
      async pool() {
        const [row] = await sql<{ open: number; active: number }[]>`
          select count(*)::int as open,
            (count(*) filter (where state = 'active' and pid <> pg_backend_pid()))::int as active
          from pg_stat_activity where application_name = ${applicationName}`;
        return { open: row?.open ?? 0, active: row?.active ?? 0 };
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the title search index (migration 0002 creates the extension). Options go in
  // one object: PGlite ignores a second argument when the first (the folder) is undefined.
  const client = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, '-c', 'maintenance_work_mem=16MB'],
    ],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  timePgliteQueries(client, observers);
  let inFlight = 0;
  observers.add({
    started: () => (inFlight += 1),
    finished: () => (inFlight -= 1),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    exclusively: (_lockKey, work) => work(),
    close: () => client.close(),
    observeQueries: (observer) => observers.add(observer),
    dumpDataDir: () => client.dumpDataDir('none'),
    // One connection inside the process, which runs one query at a time.
    pool: () => Promise.resolve({ open: 1, active: inFlight > 0 ? 1 : 0 }),
  };
}
