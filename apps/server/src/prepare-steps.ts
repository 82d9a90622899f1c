import { PREPARATION_LOCK } from './db/advisory-lock.js';
import type { Database } from './db/client.js';
import type { Db } from './db/client.js';
import { SERVER_MODULES } from './server-modules.js';

/** The modules' seed steps on `db`, in the list's order; whether any of them wrote anything. */
export async function runSeedSteps(db: Db): Promise<boolean> {
  let seeded = false;
  for (const module of SERVER_MODULES) {
    for (const step of module.seed ?? []) {
      if ((await step(db)) === true) seeded = true;
    }
  }
  return seeded;
}

/**
 * What every start does to its database before serving: the migrations, then the modules' seed
 * steps (the search text of titles that lack it, whatever part of the demo service is missing).
 * Whether it seeded. Instances starting together on one PostgreSQL database take turns: the
 * first prepares it, the others wait, then find nothing left to do.
 */
export async function prepareDatabase(database: Database): Promise<boolean> {
  return database.exclusively(PREPARATION_LOCK, async () => {
    await database.migrate();
    return runSeedSteps(database.db);
  });
}
