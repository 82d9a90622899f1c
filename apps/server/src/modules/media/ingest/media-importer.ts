import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Db } from '../../../db/client.js';
import type { IngestTarget } from '../../../db/schema.js';
import type { ImportContext, Importer } from '../../../server-module.js';
import { FFMPEG_MISSING, findFfmpeg, type FfmpegTools } from './ffmpeg-tools.js';
import { failureReason, type FailureReason } from './failure-notice.js';
import { IngestError } from './ingest-error.js';
import {
  createIngestJobs,
  SourceBusyError,
  type IngestJobs,
  type MediaJob,
} from './ingest-jobs.js';
import { createIngestWorker } from './ingest-worker.js';
import { describeTarget, parseMediaName } from './media-names.js';
import { packagerWith } from './media-packager.js';
import { progressLine } from './progress-line.js';
import { probeMedia } from './probe.js';
import { scanMedia } from './scan-media.js';
import { findSidecars } from './sidecars.js';

/** What became of one file. */
export interface MediaFileReport {
  file: string;
  /**
   * published: it plays; failed: packaging stopped; rejected: it was never queued; queued: it
   * waits for a server with ffmpeg.
   */
  outcome: 'published' | 'failed' | 'rejected' | 'queued';
  title?: string;
  vodId?: number;
  jobId?: number;
  reason?: FailureReason;
}

export interface MediaImportReport {
  files: MediaFileReport[];
  published: number;
  failed: number;
  /** Files in the folders that are not video, left out. */
  skipped: string[];
  /** Paths that could not be read. */
  unreadable: { path: string; reason: string }[];
}

const rejected = (file: string, code: string, detail = ''): MediaFileReport => ({
  file,
  outcome: 'rejected',
  reason: failureReason(code, detail),
});

/**
 * Queues a file for its title (or the title its name gives): its media probed first, so that a
 * file that is not playable video is refused before anything is written, its sidecar subtitles
 * found. A file already queued by an import that was stopped is taken up again; one another
 * process is packaging is refused. Without ffmpeg it is queued unprobed, for a server to package.
 */
async function queueFile(
  jobs: IngestJobs,
  tools: FfmpegTools | undefined,
  file: string,
  given: IngestTarget | undefined,
): Promise<MediaJob | MediaFileReport> {
  const target = given ?? parseMediaName(file);
  if (!target) return rejected(file, 'unrecognised_name');
  const missing = await unreachable(file);
  if (missing) return rejected(file, missing);
  try {
    if (tools) await probeMedia(tools, file);
    // Subtitles that cannot be listed are none: the video still plays.
    const sidecars = await findSidecars(file).catch(() => []);
    return await jobs.enqueue({ source: file, sidecars, target });
  } catch (error) {
    if (error instanceof IngestError) return rejected(file, error.code, error.message);
    if (!(error instanceof SourceBusyError)) throw error;
    const waiting = await jobs.queuedFor(file);
    if (waiting) return waiting;
    return rejected(file, 'busy');
  }
}

/** Why a file cannot be opened (not_found, unreadable); undefined when it can. */
async function unreachable(file: string): Promise<string | undefined> {
  try {
    await access(file, constants.R_OK);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not_found' : 'unreadable';
  }
}

function reportOf(job: MediaJob): MediaFileReport {
  const title = describeTarget(job.target);
  const ids = { title, jobId: job.id };
  switch (job.state) {
    case 'published':
      return { file: job.source, outcome: 'published', ...ids, vodId: job.vodId! };
    case 'queued':
      return { file: job.source, outcome: 'queued', ...ids };
    default:
      return {
        file: job.source,
        outcome: 'failed',
        ...ids,
        reason: failureReason(job.errorCode ?? 'stopped', job.errorMessage ?? ''),
      };
  }
}

/** A video file to package, and the title it plays when its name is not to say. */
export interface MediaFile {
  file: string;
  target?: IngestTarget;
}

/**
 * Queues files and packages them in this process, `ingestConcurrency` at a time, telling
 * `context.progress` how far it got; without ffmpeg, or without a context (a caller that only
 * queues), they stay queued for a server that has it. What became of each file, in order.
 */
export async function packageFiles(
  db: Db,
  files: readonly MediaFile[],
  context: ImportContext | undefined,
): Promise<MediaFileReport[]> {
  const tools = context && findFfmpeg(context.env);
  const jobs = createIngestJobs(db);
  // Only this process reaches an embedded database: a job running now was left by a killed one.
  if (context && !context.settings.sharedDatabase) await jobs.releaseAll();
  const outcomes: (MediaJob | MediaFileReport)[] = [];
  for (const { file, target } of files) outcomes.push(await queueFile(jobs, tools, file, target));
  const queued = outcomes.filter((outcome): outcome is MediaJob => !('outcome' in outcome));
  if (context && tools && queued.length > 0) {
    const { progress } = context;
    const worker = createIngestWorker({
      db,
      jobs,
      mediaDir: context.settings.mediaDir,
      packager: packagerWith(tools),
      concurrency: Math.max(1, context.settings.ingestConcurrency),
      now: () => new Date(),
      log: { warn: (line) => progress?.log(line), error: (line) => progress?.log(line) },
      events: {
        progress: (job, step) => progress?.update(progressLine(basename(job.source), step)),
        finished: (job, outcome) =>
          progress?.log(`${outcome === 'published' ? 'Published' : 'Failed'}: ${job.source}`),
      },
    });
    await worker.runJobs(queued.map((job) => job.id));
  }
  const finished = new Map(
    (await jobs.byIds(queued.map((job) => job.id))).map((job) => [job.id, job]),
  );
  return outcomes.map((outcome) =>
    'outcome' in outcome ? outcome : reportOf(finished.get(outcome.id) ?? outcome),
  );
}

/** Packages the video files under `paths`, each the title its name gives. */
export async function importMedia(
  db: Db,
  paths: readonly string[],
  context: ImportContext,
): Promise<MediaImportReport> {
  const scan = await scanMedia(paths);
  const files = await packageFiles(
    db,
    scan.videos.map((file) => ({ file })),
    context,
  );
  return {
    files,
    published: files.filter((file) => file.outcome === 'published').length,
    failed: files.filter((file) => file.outcome !== 'published').length,
    skipped: scan.skipped,
    unreadable: scan.unreadable,
  };
}

/** One file's line in a report. */
export function describeFile(file: MediaFileReport): string {
  switch (file.outcome) {
    case 'published':
      return `    ✓ ${file.file} → ${file.title}`;
    case 'queued':
      return `    … ${file.file} → ${file.title}: queued, for a server with ffmpeg to package`;
    default:
      return `    ✗ ${file.file}: ${file.reason!.message} (${file.reason!.code})`;
  }
}

/** `npm run import -- media PATH...`: video files and folders packaged into HLS. */
export const mediaImporter: Importer<MediaImportReport> = {
  run: importMedia,
  isInputError: () => false,
  missing: (env) => (findFfmpeg(env) ? undefined : FFMPEG_MISSING),
  describe: (report) =>
    [
      `Media import: ${report.files.length} video files`,
      `  published: ${report.published}`,
      `  failed:    ${report.failed}`,
      ...report.files.map(describeFile),
      ...(report.skipped.length > 0
        ? [
            `  left out, not video: ${report.skipped.length}`,
            ...report.skipped.map((path) => `    ${path}`),
          ]
        : []),
      ...report.unreadable.map(({ path, reason }) => `  could not read ${path}: ${reason}`),
    ].join('\n'),
};
