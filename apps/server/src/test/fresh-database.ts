import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase, type Database } from '../db/client.js';

/**
 * A migrated database that fresh ones are copied from: a dumped PGlite data directory, or a
 * database on the PostgreSQL server used as `CREATE DATABASE ... TEMPLATE`. Copying skips
 * PGlite's initdb and the migrations, most of the cost of a fresh database.
 */
export type DatabaseTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

/** Makes the template for the server of `serverUrl` (PGlite without one) and a way to remove it. */
export async function createDatabaseTemplate(
  serverUrl?: string,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    const dump = await database.dumpDataDir!();
    await database.close();
    const dumpFile = join(tmpdir(), `marquee-template-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return { template: { kind: 'pglite', dumpFile }, remove: () => rm(dumpFile, { force: true }) };
  }
  const name = `marquee_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
  await database.migrate();
  // A template database takes no connections while it is copied.
  await database.close();
  return {
    template: { kind: 'postgres', name },
    async remove() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * A fresh, migrated database: in-memory PGlite without `serverUrl`, or a new database named
 * `{prefix}_{random}` on the PostgreSQL server of `serverUrl`, dropped again on close. With a
 * template it is a copy of it; without one it is made and migrated from nothing.
 */
export async function createFreshDatabase(
  serverUrl?: string,
  prefix = 'marquee_test',
  template?: DatabaseTemplate,
): Promise<Database> {
  if (!serverUrl) {
    if (template?.kind === 'pglite') {
      return openDatabase({ loadDataDir: await readDump(template.dumpFile) });
    }
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const copy = template?.kind === 'postgres' ? template.name : undefined;
  const created = await createPostgresDatabase(serverUrl, prefix, copy);
  const database = await openDatabase({ databaseUrl: created.url });
  if (!copy) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A database made on a PostgreSQL server: its URL, and a way to drop it. */
export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database named `{prefix}_{random}` on the PostgreSQL server of `serverUrl`: empty, or a
 * copy of the database `template`. Dropping it ends whatever connections still use it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrlFor(serverUrl, name),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

// The dump read once per worker: the server's test files share their worker's modules.
const dumps = new Map<string, Promise<Blob>>();

function readDump(dumpFile: string): Promise<Blob> {
  let dump = dumps.get(dumpFile);
  if (!dump) {
    dump = readFile(dumpFile).then((bytes) => new Blob([bytes]));
    dumps.set(dumpFile, dump);
  }
  return dump;
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
