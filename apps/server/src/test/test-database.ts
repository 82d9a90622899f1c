import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database } from '../db/client.js';

/**
 * A fresh, migrated database: in-memory PGlite without `serverUrl`, or a new database named
 * `{prefix}_{random}` on the PostgreSQL server of `serverUrl`, dropped again on close.
 */
export async function createFreshDatabase(
  serverUrl?: string,
  prefix = 'marquee_test',
): Promise<Database> {
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** A database of its own for one test file: PostgreSQL when TEST_DATABASE_URL is set. */
export function createTestDatabase(): Promise<Database> {
  return createFreshDatabase(process.env.TEST_DATABASE_URL);
}
