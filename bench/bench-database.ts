// A fresh, migrated database for one benchmark run: in-memory PGlite, or a new database on the
// PostgreSQL server of a URL, dropped again on close.
import type { Database } from '../apps/server/src/db/client';
import { createFreshDatabase } from '../apps/server/src/test/fresh-database';

/** A fresh database: PostgreSQL when `serverUrl` is given, else in-memory PGlite. */
export function openBenchDatabase(serverUrl?: string): Promise<Database> {
  return createFreshDatabase(serverUrl, 'marquee_bench');
}
