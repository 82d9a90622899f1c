import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bumpCatalogueVersion } from '../../catalogue/catalogue/index.js';
import { createCatalogueImportRepository } from './catalogue-import-repository.js';
import { parseCatalogue, type ImportFilm, type Rejection } from './parse-catalogue.js';
import { planImport } from './plan-import.js';

export interface ImportReport {
  files: string[];
  /** Records read, usable or not. */
  records: number;
  imported: number;
  merged: number;
  unchanged: number;
  rejected: number;
  /** Rejections by reason, the most frequent first, with a few examples of each. */
  reasons: { reason: string; count: number; examples: string[] }[];
}

/** A catalogue file's name and text. */
export interface CatalogueSource {
  name: string;
  text: string;
}

/** Reads catalogue files from disk; their base names label the report and any error. */
export async function readSources(paths: string[]): Promise<CatalogueSource[]> {
  return Promise.all(
    paths.map(async (path) => ({ name: basename(path), text: await readFile(path, 'utf8') })),
  );
}

/**
 * Imports catalogue files in one transaction: every file is parsed before anything is written,
 * so a malformed file (CatalogueFormatError) leaves the database as it was.
 */
export async function importCatalogue(
  db: Db,
  sources: CatalogueSource[],
  now = new Date(),
): Promise<ImportReport> {
  const films: ImportFilm[] = [];
  const rejected: Rejection[] = [];
  for (const source of sources) {
    const parsed = parseCatalogue(source.name, source.text, now);
    films.push(...parsed.films);
    rejected.push(...parsed.rejected);
  }
  const plan = await db.transaction(async (tx) => {
    const repository = createCatalogueImportRepository(tx);
    const result = planImport(films, await repository.existingFilms());
    await repository.createFilms(result.creates, now);
    await repository.updateFilms(result.updates);
    if (result.creates.length > 0 || result.updates.length > 0) await bumpCatalogueVersion(tx);
    return result;
  });
  if (plan.creates.length > 0) await analyzeCatalogue(db);
  return {
    files: sources.map((source) => source.name),
    records: films.length + rejected.length,
    imported: plan.imported,
    merged: plan.merged,
    unchanged: plan.unchanged,
    rejected: rejected.length,
    reasons: summarise(rejected),
  };
}

/**
 * Refreshes the planner's statistics of the tables an import fills. PGlite has no autovacuum,
 * so without this the planner keeps its empty-table guesses and, after a large import, scans
 * whole tables where an index would do (e.g. the profiles of a page of films).
 */
async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`analyze vods, vod_genres, vod_profiles, vod_sources, genres`);
}

function summarise(rejected: Rejection[]): ImportReport['reasons'] {
  const byReason = new Map<string, Rejection[]>();
  for (const rejection of rejected) {
    byReason.set(rejection.reason, [...(byReason.get(rejection.reason) ?? []), rejection]);
  }
  return [...byReason]
    .map(([reason, list]) => ({
      reason,
      count: list.length,
      examples: list.slice(0, 3).map((item) => `${item.file} #${item.index + 1}`),
    }))
    .sort((a, b) => b.count - a.count);
}
