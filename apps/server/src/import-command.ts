import { resolve } from 'node:path';
import type { ServerConfig } from './config.js';
import { DataDirInUseError, holdDataDir, type DataDirLock } from './db/data-dir-lock.js';
import { openDatabase } from './db/client.js';
import { backfillSearchText } from './modules/catalogue/search-text-repository.js';
import {
  importCatalogue,
  readSources,
  type ImportReport,
} from './modules/catalogue-import/import-catalogue.js';
import { CatalogueFormatError } from './modules/catalogue-import/parse-catalogue.js';

const USAGE = 'Usage: npm run import -- catalogue FILE...';

/** `import catalogue FILE...` on the configured database; prints its report, returns the exit code. */
export async function runImportCommand(
  args: readonly string[],
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<number> {
  const [kind, ...paths] = args;
  if (kind !== 'catalogue' || paths.length === 0) {
    console.error(kind && kind !== 'catalogue' ? `Unknown import "${kind}". ${USAGE}` : USAGE);
    return 2;
  }

  const pgliteDir = resolve(config.dataDir, 'pglite');
  let lock: DataDirLock | undefined;
  try {
    // PostgreSQL takes many writers; a PGlite folder only one (data-dir-lock.ts).
    if (!config.databaseUrl) lock = holdDataDir(pgliteDir, 'import');
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir });
    try {
      await database.migrate();
      await backfillSearchText(database.db);
      const report = await importCatalogue(database.db, await readSources(paths));
      console.log(describe(report));
      return 0;
    } catch (error) {
      if (!(error instanceof CatalogueFormatError) && !isMissingFile(error)) throw error;
      console.error(`Nothing was imported. ${(error as Error).message}`);
      return 1;
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

function describe(report: ImportReport): string {
  return [
    `Catalogue import of ${report.files.join(', ')}: ${report.records} records`,
    `  imported:  ${report.imported} new films`,
    `  merged:    ${report.merged} (added genres, cast or a synopsis to a film already there)`,
    `  unchanged: ${report.unchanged} (already there with everything they hold)`,
    `  rejected:  ${report.rejected}`,
    ...report.reasons.map(
      ({ reason, count, examples }) => `    ${count} × ${reason} (e.g. ${examples.join(', ')})`,
    ),
  ].join('\n');
}
