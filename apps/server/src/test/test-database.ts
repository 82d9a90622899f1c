import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createFreshDatabase, type DatabaseTemplate } from './fresh-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made once per run by `global-setup.ts`. */
    databaseTemplate: DatabaseTemplate;
  }
}

/** A database of its own for one test file: PostgreSQL when TEST_DATABASE_URL is set. */
export function createTestDatabase(): Promise<Database> {
  return createFreshDatabase(
    process.env.TEST_DATABASE_URL,
    'marquee_test',
    inject('databaseTemplate'),
  );
}

/** A migrated PGlite folder at `pgliteDir`, from the run's template, for a command to open. */
export async function prepareTestDataDir(pgliteDir: string): Promise<void> {
  const template = inject('databaseTemplate');
  const database = await openDatabase({
    dataDir: pgliteDir,
    ...(template.kind === 'pglite'
      ? { loadDataDir: new Blob([await readFile(template.dumpFile)]) }
      : {}),
  });
  if (template.kind !== 'pglite') await database.migrate();
  await database.close();
}
