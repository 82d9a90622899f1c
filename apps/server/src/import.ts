// `npm run import -- catalogue FILE...`: imports catalogue files into the database the server
// uses (DATABASE_URL, or PGlite under DATA_DIR), after migrating it.
import { resolve } from 'node:path';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { backfillSearchText } from './modules/catalogue/search-text-repository.js';
import {
  importCatalogue,
  readSources,
  type ImportReport,
} from './modules/catalogue-import/import-catalogue.js';
import { CatalogueFormatError } from './modules/catalogue-import/parse-catalogue.js';

const USAGE = 'Usage: npm run import -- catalogue FILE...';

// npm runs workspace scripts inside apps/server; files and DATA_DIR are meant from where npm
// was started (INIT_CWD: the repository root for `npm run import`), as `npm start` reads ./data.
process.chdir(process.env.INIT_CWD ?? process.cwd());

const [kind, ...paths] = process.argv.slice(2);
if (kind !== 'catalogue' || paths.length === 0) {
  console.error(kind && kind !== 'catalogue' ? `Unknown import "${kind}". ${USAGE}` : USAGE);
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: resolve(config.dataDir, 'pglite'),
});
let code = 0;
try {
  await database.migrate();
  await backfillSearchText(database.db);
  const report = await importCatalogue(database.db, await readSources(paths));
  console.log(describe(report));
} catch (error) {
  if (!(error instanceof CatalogueFormatError) && !isMissingFile(error)) throw error;
  console.error(`Nothing was imported. ${(error as Error).message}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);

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
