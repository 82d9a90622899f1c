// Prepares a new embedded database in a process of its own (main.ts, with the database's
// folder as its argument): PGlite's initdb, the migrations and the demo data. What that builds
// up (a WebAssembly memory grown to some 650 MB by initdb and the inserts, a heap of generated
// titles, the allocator's arenas) goes away with the process instead of staying in the
// server's resident memory for its whole life.
import { openDatabase } from './db/client.js';
import { backfillSearchText } from './modules/catalogue/search-text-repository.js';
import { seedIfEmpty } from './modules/seed/seed.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('prepare-database: give the PGlite folder as the first argument');
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  await backfillSearchText(database.db);
  process.send?.({ seeded: await seedIfEmpty(database.db) });
} finally {
  await database.close();
}
