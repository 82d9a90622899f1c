import { PREPARATION_LOCK } from './db/advisory-lock.js';
import type { Database } from './db/client.js';
import { backfillSearchText } from './modules/catalogue/catalogue/index.js';
import { seedDemoData } from './modules/intake/seed/index.js';

/**
 * What every start does to its database before serving: the migrations, the search text of
 * titles that lack it, and whatever part of the demo service is missing. Whether it seeded.
 * Instances starting together on one PostgreSQL database take turns: the first prepares it,
 * the others wait, then find nothing left to do.
 */
export async function prepareDatabase(database: Database): Promise<boolean> {
  return database.exclusively(PREPARATION_LOCK, async () => {
    await database.migrate();
    await backfillSearchText(database.db);
    return seedDemoData(database.db);
  });
}
