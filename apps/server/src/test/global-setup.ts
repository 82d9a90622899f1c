import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './fresh-database.js';

/**
 * Migrates one database per run, on PGlite or on TEST_DATABASE_URL's server, that each test
 * file's fresh database is copied from (see `createTestDatabase`).
 */
export default async function setup(project: TestProject) {
  const made = await createDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', made.template);
  return () => made.remove();
}
