import {
  declareModule,
  declaredImporter,
  type ModuleContext,
  type Provided,
  type ServerModule,
} from '../../../server-module.js';
import { findFfmpeg } from './ffmpeg-tools.js';
import { createIngestJobs, type JobState } from './ingest-jobs.js';
import type { IngestMetrics } from './ingest-metrics.js';
import { createIngestMetrics } from './ingest-metrics.js';
import { registerIngestRoutes } from './ingest-routes.js';
import { createIngestWorker } from './ingest-worker.js';
import { mediaImporter } from './media-importer.js';
import { describeTarget } from './media-names.js';
import { ABANDONED_UPLOAD_MS, removeAbandonedUploads } from './media-upload.js';
import { packagerWith } from './media-packager.js';
import { registerStudioMediaRoutes } from './studio-media-routes.js';
import { createStudioMediaService } from './studio-media-service.js';

export { createIngestJobs, SourceBusyError, type IngestJobs } from './ingest-jobs.js';
export {
  describeFile,
  importMedia,
  packageFiles,
  type MediaFile,
  type MediaFileReport,
  type MediaImportReport,
} from './media-importer.js';
export { FFMPEG_MISSING, findFfmpeg } from './ffmpeg-tools.js';
export { pointTitleAtMedia } from './ingest-titles.js';
export { runFfmpeg } from './run-ffmpeg.js';
export { vttTime } from './thumbnails.js';

declare module '../../../server-module.js' {
  interface Provided {
    ingest: {
      /** How many jobs are in each state. */
      counts(): Promise<Record<JobState, number>>;
      /** The running jobs, oldest first, with where each is. */
      running(): Promise<RunningJob[]>;
      /** How many jobs failed since `since`. */
      failedSince(since: Date): Promise<number>;
    };
  }
}

/** A running job as others see it: what it packages and how far it got. */
export interface RunningJob {
  id: number;
  title: string;
  /** Share done, 0 to 1. */
  progress: number;
  /** A multiple of real time; null until ffmpeg reports one. */
  speed: number | null;
  secondsLeft: number | null;
}

/** How often the jobs-by-state gauge is read again from the queue. */
const COUNT_EVERY_MS = 15_000;

/**
 * The packaging queue on a server: its worker packages queued jobs in the background (those a
 * stopped import left, those the catalogue import queued), `ingestConcurrency` at a time, when
 * ffmpeg is there; the operators' status call; the metrics.
 */
function createIngestModule(
  context: ModuleContext,
  operators: Provided['operators'],
  metrics: IngestMetrics,
) {
  const { db, settings, log, now } = context;
  const jobs = createIngestJobs(db);
  const recount = () =>
    jobs
      .counts()
      .then(metrics.record)
      .catch((error: Error) => log.warn(`Media jobs could not be counted: ${error.message}`));
  const tools = findFfmpeg();
  const worker =
    tools && settings.ingestConcurrency > 0
      ? createIngestWorker({
          db,
          jobs,
          mediaDir: settings.mediaDir,
          packager: packagerWith(tools),
          concurrency: settings.ingestConcurrency,
          now,
          log,
          events: {
            progress: metrics.events.progress,
            finished(job, outcome, seconds) {
              metrics.events.finished(job, outcome, seconds);
              void recount();
            },
          },
        })
      : undefined;
  const studio = createStudioMediaService({
    db,
    jobs,
    audit: operators.audit,
    settings,
    worker,
  });
  let counting: NodeJS.Timeout | undefined;
  return {
    api: (calls) =>
      registerStudioMediaRoutes(calls, studio, operators, settings.mediaUploadMaxBytes),
    routes: (app) => registerIngestRoutes(app, jobs, settings.operatorToken, metrics.record),
    async onReady() {
      // Only this process reaches an embedded database: a running job was left by a killed one.
      if (worker && !settings.sharedDatabase) await jobs.releaseAll();
      await removeAbandonedUploads(
        settings.mediaDir,
        new Date(now().getTime() - ABANDONED_UPLOAD_MS),
        (files) => jobs.namedSources(files),
      ).catch((error: Error) => log.warn(`Uploads left by a crash: ${error.message}`));
      await recount();
      // Imports and other instances change the queue too.
      counting = setInterval(() => void recount(), COUNT_EVERY_MS).unref();
      worker?.start();
    },
    async onClose() {
      clearInterval(counting);
      await worker?.stop();
    },
    provides: {
      counts: () => jobs.counts(),
      running: async () =>
        (await jobs.running()).map((job) => ({
          id: job.id,
          title: describeTarget(job.target),
          progress: job.progress,
          speed: job.speed,
          secondsLeft: job.secondsLeft,
        })),
      failedSince: (since: Date) => jobs.failedSince(since),
    },
  } satisfies ServerModule & { provides: Provided['ingest'] };
}

/**
 * Operators' own films and episodes: `npm run import -- media PATH...`, the queue, and the
 * console's media calls of a title.
 */
export const ingestModule = declareModule({
  name: 'ingest',
  needs: ['operators'],
  metrics: createIngestMetrics,
  build: (context, { operators }, metrics) => createIngestModule(context, operators, metrics),
  importers: { media: declaredImporter(mediaImporter) },
});
