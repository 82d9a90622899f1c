import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database } from '../db/client.js';

/**
 * A fresh, migrated database of its own for one test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server of TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `marquee_test_${randomBytes(6).toString('hex')}`;
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
