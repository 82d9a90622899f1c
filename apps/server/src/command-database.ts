import { resolve } from 'node:path';
import type { ServerConfig } from './config.js';
import { PREPARATION_LOCK } from './db/advisory-lock.js';
import { openDatabase, type Database } from './db/client.js';
import {
  DataDirInUseError,
  holdDataDir,
  type DataDirHolder,
  type DataDirLock,
} from './db/data-dir-lock.js';

/** What a command does with the database, and what it answers when a server holds it. */
export interface CommandSteps<T> {
  /** Under the preparation lock, beside servers starting on the same database (migrations). */
  prepare(database: Database): Promise<void>;
  run(database: Database): Promise<T>;
  /** A PGlite folder already held (by a running server): its message. */
  inUse(message: string): T;
}

/**
 * A command's work on the configured database (`npm run import`, `npm run operator`): a PGlite
 * folder is held for `holder` while it runs, as PGlite takes one writer (data-dir-lock.ts);
 * PostgreSQL takes many. The database is prepared in turn with starting servers, then closed.
 */
export async function withCommandDatabase<T>(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  holder: DataDirHolder,
  steps: CommandSteps<T>,
): Promise<T> {
  const pgliteDir = resolve(config.dataDir, 'pglite');
  let lock: DataDirLock | undefined;
  try {
    if (!config.databaseUrl) lock = holdDataDir(pgliteDir, holder);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return steps.inUse(error.message);
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir });
    try {
      await database.exclusively(PREPARATION_LOCK, () => steps.prepare(database));
      return await steps.run(database);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}
