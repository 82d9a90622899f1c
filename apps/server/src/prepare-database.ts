// Prepares a new embedded database in a process of its own (main.ts, with the database's
// folder as its argument): a copy of the build's migrated template (db/database-template.ts),
// or PGlite's initdb and the migrations when there is none, then the demo data. What that builds
// up (a WebAssembly memory grown to some 650 MB by initdb and the inserts, a heap of generated
// titles, the allocator's arenas) goes away with the process instead of staying in the
// server's resident memory for its whole life.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/client.js';
import { readDatabaseTemplate } from './db/database-template.js';
import { failureReason } from './preparation-failure.js';
import { prepareDatabase } from './prepare-steps.js';

/** What this process tells the server that forked it: whether it seeded, or why it failed. */
export interface PreparationAnswer {
  seeded?: boolean;
  failure?: string;
}

const answer = (message: PreparationAnswer) => process.send?.(message);

// The server that forked this process is gone (killed in its first start): its next start
// prepares a database of its own, so this one stops rather than work on for nobody.
const stopForNobody = () => process.exit(1);
process.once('disconnect', stopForNobody);

const dataDir = process.argv[2];
if (!dataDir) throw new Error('prepare-database: give the PGlite folder as the first argument');
try {
  // The build writes the template beside the bundle (make-database-template.ts).
  const template = await readDatabaseTemplate(dirname(fileURLToPath(import.meta.url)));
  const database = await openDatabase({ dataDir, loadDataDir: template });
  try {
    answer({ seeded: await prepareDatabase(database) });
  } finally {
    await database.close();
  }
} catch (error) {
  // The server prints the reason; a stack trace here would only bury it.
  answer({ failure: failureReason(error) });
  process.exitCode = 1;
} finally {
  // Listening keeps the channel to the server open, and this process with it.
  process.off('disconnect', stopForNobody);
}
