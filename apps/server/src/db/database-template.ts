import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { migrationsFolder, openDatabase } from './client.js';

/**
 * A new embedded database starts as a copy of a migrated, empty one that the build made, rather
 * than from PGlite's initdb and every migration: about 0.5 s instead of 3 s of a first start
 * (docs/decisions.md, "A first start from a migrated template"). The template is a PGlite data
 * directory dumped as a gzipped tar file, named after what it was made from (the migrations and the
 * PGlite version), so a build with other migrations or another PGlite never uses a stale one.
 */
const TEMPLATE_PREFIX = 'migrated-database-';

/** The type that has PGlite's loadDataDir gunzip the tar first. */
const GZIP = 'application/x-gzip';

/** What a template is made from: the migrations' files and the PGlite version, as a hash. */
export function templateKey(folder = migrationsFolder): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  const files = (folder: string, prefix = ''): string[] =>
    readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) =>
        entry.isDirectory()
          ? files(join(folder, entry.name), `${prefix}${entry.name}/`)
          : [`${prefix}${entry.name}`],
      );
  for (const file of files(folder)) {
    hash.update(`${file}\n`).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version (its package exports no package.json, so it is looked for). */
function pgliteVersion(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = join(folder, 'package.json');
    if (existsSync(file)) {
      const found = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (found.name === '@electric-sql/pglite' && found.version) return found.version;
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Cannot find the version of @electric-sql/pglite');
    folder = parent;
  }
}

function templateFile(directory: string, key: string): string {
  return join(directory, `${TEMPLATE_PREFIX}${key}.tar.gz`);
}

/**
 * Makes the template for the current migrations in `directory`, unless it is there already;
 * templates of other migrations are removed. Whether it made one.
 */
export async function writeDatabaseTemplate(directory: string): Promise<boolean> {
  const key = templateKey();
  const file = templateFile(directory, key);
  if (existsSync(file)) return false;
  const database = await openDatabase({});
  try {
    await database.migrate();
    const dump = await database.dumpDataDir!();
    // Gzipped: 5 MB instead of 42, and no slower to load.
    await writeFile(file, gzipSync(Buffer.from(await dump.arrayBuffer())));
  } finally {
    await database.close();
  }
  for (const name of await readdir(directory)) {
    const old = join(directory, name);
    if (name.startsWith(TEMPLATE_PREFIX) && old !== file) await rm(old, { force: true });
  }
  return true;
}

/** The template for the current migrations in `directory`, for `loadDataDir`; none if absent. */
export async function readDatabaseTemplate(directory: string): Promise<Blob | undefined> {
  const file = templateFile(directory, templateKey());
  if (!existsSync(file)) return undefined;
  return new Blob([await readFile(file)], { type: GZIP });
}
