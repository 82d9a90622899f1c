// The 12,833 real films of ../shared/data/catalogue (never committed into the project), and
// their import into a server's data folder with the project's own import command.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { freshDataDir, startServer } from './start-server';

export const catalogueDir = join(root, '..', 'shared', 'data', 'catalogue');

/** The catalogue files (movies-*.json); throws, naming the folder, when there are none. */
export function realCatalogueFiles(): string[] {
  const files = existsSync(catalogueDir)
    ? readdirSync(catalogueDir)
        .filter((name) => /^movies-.*\.json$/.test(name))
        .sort()
        .map((name) => join(catalogueDir, name))
    : [];
  if (files.length === 0) {
    throw new Error(
      `The real catalogue is missing: no movies-*.json in ${catalogueDir}. ` +
        'Set BENCH_REAL_CATALOGUE=0 to run on the demo data only.',
    );
  }
  return files;
}

/** Whether a benchmark also runs on the real catalogue: yes unless BENCH_REAL_CATALOGUE=0. */
export const withRealCatalogue = !['0', 'false', 'no'].includes(
  (process.env.BENCH_REAL_CATALOGUE ?? '1').toLowerCase(),
);

export interface ImportRun {
  files: number;
  seconds: number;
  /** The importer's own report (imported, merged, unchanged, rejected). */
  report: string[];
}

/**
 * Imports the real films into DATA_DIR `dataDir` with `node apps/server/dist/import.js catalogue
 * FILES...` (what `npm run import` runs). No server may be running on that folder: PGlite
 * allows one writer.
 */
export function importRealCatalogue(dataDir: string): Promise<ImportRun> {
  const files = realCatalogueFiles();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  delete env.INIT_CWD;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/server/dist/import.js', 'catalogue', ...files], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`The catalogue import failed (exit code ${code}):\n${output}`));
        return;
      }
      resolve({
        files: files.length,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        report: output
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => /^(imported|merged|unchanged|rejected):/.test(line)),
      });
    });
  });
}

/**
 * A data folder holding the demo seed plus the real films, made as an operator would: a first
 * start (which migrates and seeds), a stop, then the import.
 */
export async function demoPlusRealCatalogue(): Promise<{ dataDir: string; importRun: ImportRun }> {
  realCatalogueFiles();
  const dataDir = freshDataDir();
  const seeded = await startServer({ dataDir });
  await seeded.stop();
  return { dataDir, importRun: await importRealCatalogue(dataDir) };
}

/** A benchmark's run on a data set: its name, and the folder of the real catalogue if any. */
export type CatalogueRun<T> = (
  data: string,
  catalogue?: { dataDir: string; importRun: ImportRun },
) => Promise<T>;

/**
 * Runs a benchmark on the demo seed, then (unless BENCH_REAL_CATALOGUE=0) on the demo seed plus
 * the 12,833 real films; fails before anything runs when their files are missing.
 */
export async function onDemoAndRealCatalogue<T>(benchmark: CatalogueRun<T>): Promise<T[]> {
  if (withRealCatalogue) realCatalogueFiles();
  const runs = [await benchmark('demo seed')];
  if (withRealCatalogue) {
    const catalogue = await demoPlusRealCatalogue();
    try {
      runs.push(await benchmark('demo seed plus the 12,833 real films', catalogue));
    } finally {
      rmSync(catalogue.dataDir, { recursive: true, force: true });
    }
  }
  return runs;
}
