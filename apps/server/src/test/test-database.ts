import { inject } from 'vitest';
import type { Database } from '../db/client.js';
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
