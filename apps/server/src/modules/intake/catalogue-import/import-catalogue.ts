import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { ImportContext } from '../../../server-module.js';
import { bumpCatalogueVersion } from '../../catalogue/catalogue/index.js';
import {
  packageFiles,
  pointTitleAtMedia,
  type MediaFile,
  type MediaFileReport,
} from '../../media/ingest/index.js';
import { createCatalogueImportRepository } from './catalogue-import-repository.js';
import {
  parseCatalogue,
  type FilmVideo,
  type ImportFilm,
  type Rejection,
} from './parse-catalogue.js';
import { filmKey, planImport } from './plan-import.js';

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
  /** Films now playing a playlist elsewhere (`video` URLs). */
  linked: number;
  /** What became of the video files the films name (`video` paths). */
  videos: MediaFileReport[];
}

/** A catalogue file's name and text, and the folder its relative video paths start from. */
export interface CatalogueSource {
  name: string;
  text: string;
  folder?: string;
}

/** Reads catalogue files from disk; their base names label the report and any error. */
export async function readSources(paths: string[]): Promise<CatalogueSource[]> {
  return Promise.all(
    paths.map(async (path) => ({
      name: basename(path),
      text: await readFile(path, 'utf8'),
      folder: dirname(resolve(path)),
    })),
  );
}

/**
 * Imports catalogue files in one transaction: every file is parsed before anything is written,
 * so a malformed file (CatalogueFormatError) leaves the database as it was. Then the films'
 * own media: a `video` URL plays as it is; a `video` file is packaged here when `media` says
 * how (the import command's context), else queued for a server to package.
 */
export async function importCatalogue(
  db: Db,
  sources: CatalogueSource[],
  now = new Date(),
  media?: ImportContext,
): Promise<ImportReport> {
  const films: ImportFilm[] = [];
  const rejected: Rejection[] = [];
  const videos = new Map<string, FilmVideo>();
  for (const source of sources) {
    const parsed = parseCatalogue(source.name, source.text, now);
    films.push(...parsed.films);
    rejected.push(...parsed.rejected);
    for (const film of parsed.films) {
      if (!film.video) continue;
      const video =
        film.video.kind === 'file'
          ? { kind: 'file' as const, path: resolve(source.folder ?? '.', film.video.path) }
          : film.video;
      videos.set(filmKey(film.title, film.year), video);
    }
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
  const { linked, videos: videoReports } = await importVideos(db, videos, media);
  return {
    linked,
    videos: videoReports,
    files: sources.map((source) => source.name),
    records: films.length + rejected.length,
    imported: plan.imported,
    merged: plan.merged,
    unchanged: plan.unchanged,
    rejected: rejected.length,
    reasons: summarise(rejected),
  };
}

/** Points films at their `video` URLs, and packages (or queues) their `video` files. */
async function importVideos(
  db: Db,
  videos: Map<string, FilmVideo>,
  media: ImportContext | undefined,
): Promise<{ linked: number; videos: MediaFileReport[] }> {
  if (videos.size === 0) return { linked: 0, videos: [] };
  const ids = new Map(
    (await createCatalogueImportRepository(db).existingFilms()).map((film) => [
      filmKey(film.title, film.year),
      film.id,
    ]),
  );
  let linked = 0;
  const files: MediaFile[] = [];
  for (const [key, video] of videos) {
    const vodId = ids.get(key)!;
    if (video.kind === 'file') {
      files.push({ file: video.path, target: { kind: 'vod', vodId } });
      continue;
    }
    await pointTitleAtMedia(
      db,
      { kind: 'vod', vodId },
      {
        url: video.url,
        thumbnailsUrl: null,
        durationSeconds: null,
        posterUrl: null,
        backdropUrl: null,
      },
    );
    linked += 1;
  }
  return { linked, videos: await packageFiles(db, files, media) };
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
