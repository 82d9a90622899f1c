import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TitleMarkers } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/client.js';
import { IngestError } from './ingest-error.js';
import type { IngestJobs, JobProgress, MediaJob } from './ingest-jobs.js';
import { TitleGoneError, pointTitleAtMedia } from './ingest-titles.js';
import { removeUpload } from './media-upload.js';

/** What packaging leaves in its staging folder, as paths relative to it. */
export interface PackagedFiles {
  durationSeconds: number;
  /** The intro, recap and credits the source's chapters name, if it was probed for them. */
  markers?: TitleMarkers;
  master: string;
  thumbnails: string | null;
  poster: string | null;
  backdrop: string | null;
}

/** Packages a job's source into an empty staging folder (package-media.ts in production). */
export type Packager = (
  job: MediaJob,
  staging: string,
  onProgress: (progress: JobProgress) => void,
  signal: AbortSignal,
) => Promise<PackagedFiles>;

/** What a worker tells its watchers (the metrics, the terminal's progress bar). */
export interface IngestEvents {
  progress?(job: MediaJob, progress: JobProgress): void;
  finished?(job: MediaJob, outcome: 'published' | 'failed', seconds: number): void;
}

/** Where packaged media is published under MEDIA_DIR, and how the origin serves it. */
export const LIBRARY_FOLDER = 'library';
const STAGING_FOLDER = '.staging';
/** A job that took its process down this many times is given up. */
export const MAX_ATTEMPTS = 3;
const LEASE_MS = 60_000;
/** How often a running job's progress is written to its row, at most. */
const PROGRESS_WRITE_MS = 1_000;

/** The URL under /media/ of a file in a job's published folder. */
export function publishedUrl(jobId: number, file: string): string {
  return `/media/${LIBRARY_FOLDER}/${jobId}/${file}`;
}

/** Whether a file-system error means the disk (or the file-size limit) is full. */
function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOSPC' || code === 'EFBIG' || code === 'EDQUOT';
}

/**
 * Runs packaging jobs: takes one from the queue (ingest-jobs.ts), packages it into
 * `MEDIA_DIR/.staging/job-<id>/`, publishes it by renaming that folder to
 * `MEDIA_DIR/library/<id>/` (a viewer never sees a half-written ladder), then points the title
 * at it in one transaction and removes all but the previous published folder of the title (a
 * viewer in the middle of the old one plays on). A killed worker leaves its job running with a
 * lease that runs out, after which any worker takes it again, from the start.
 */
export function createIngestWorker(deps: {
  db: Db;
  jobs: IngestJobs;
  mediaDir: string;
  packager: Packager;
  concurrency: number;
  now: Clock;
  log: { warn(message: string): void; error(message: string): void };
  events?: IngestEvents;
  leaseMs?: number;
}) {
  const { db, jobs, mediaDir, packager, now, log, events = {} } = deps;
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let stopped = false;

  const leaseFrom = () => new Date(now().getTime() + leaseMs);

  async function publish(job: MediaJob, staging: string, files: PackagedFiles) {
    const folder = join(mediaDir, LIBRARY_FOLDER, String(job.id));
    // A folder left by a run that renamed it and died before the title pointed at it.
    await rm(folder, { recursive: true, force: true });
    await mkdir(dirname(folder), { recursive: true });
    await rename(staging, folder);
    const url = (file: string | null) => (file ? publishedUrl(job.id, file) : null);
    const vodId = await pointTitleAtMedia(db, job.target, {
      url: publishedUrl(job.id, files.master),
      thumbnailsUrl: url(files.thumbnails),
      durationSeconds: files.durationSeconds,
      markers: files.markers ?? {},
      posterUrl: url(files.poster),
      backdropUrl: url(files.backdrop),
    });
    await jobs.published(job.id, vodId, `${LIBRARY_FOLDER}/${job.id}/`, now());
    const [, ...older] = await jobs.earlierPublished(vodId, job.id);
    for (const path of older) {
      await rm(join(mediaDir, path), { recursive: true, force: true });
    }
  }

  async function run(job: MediaJob, controller: AbortController): Promise<void> {
    const started = now().getTime();
    const staging = join(mediaDir, STAGING_FOLDER, `job-${job.id}`);
    let latest: JobProgress = { fraction: 0, speed: 0, secondsLeft: null };
    let written = started;
    const renew = () => {
      jobs.heartbeat(job.id, latest, leaseFrom()).catch((error: Error) => {
        log.warn(`Media job ${job.id}: could not renew its lease: ${error.message}`);
      });
    };
    const heartbeat = setInterval(renew, leaseMs / 3);
    const finish = async (outcome: 'published' | 'failed', code?: string, message?: string) => {
      if (outcome === 'failed') await jobs.failed(job.id, code!, message!, now());
      // An uploaded file is not needed once it plays, nor once its title is gone (no retry then);
      // one that failed otherwise stays for the console's "Try again".
      if (outcome === 'published' || code === 'title_gone') {
        await removeUpload(mediaDir, job.source).catch((error: Error) =>
          log.warn(`Media job ${job.id}: its upload was not removed: ${error.message}`),
        );
      }
      events.finished?.(job, outcome, (now().getTime() - started) / 1000);
    };
    try {
      if (job.attempts > MAX_ATTEMPTS) {
        return await finish(
          'failed',
          'gave_up',
          `Packaging stopped its worker ${MAX_ATTEMPTS} times; it was given up`,
        );
      }
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      const files = await packager(
        job,
        staging,
        (progress) => {
          latest = progress;
          events.progress?.(job, progress);
          // The console shows a job's progress from its row, live: written once a second.
          if (now().getTime() - written >= PROGRESS_WRITE_MS) {
            written = now().getTime();
            renew();
          }
        },
        controller.signal,
      );
      await publish(job, staging, files);
      await finish('published');
    } catch (error) {
      if (controller.signal.aborted) {
        await jobs.release(job.id);
      } else if (error instanceof IngestError) {
        await finish('failed', error.code, error.message);
      } else if (error instanceof TitleGoneError) {
        await finish('failed', 'title_gone', error.message);
      } else if (isDiskFull(error)) {
        await finish('failed', 'disk_full', 'The disk filled up while the media was published');
      } else {
        log.error(`Media job ${job.id} failed: ${(error as Error).stack ?? String(error)}`);
        await finish('failed', 'internal', (error as Error).message);
      }
    } finally {
      clearInterval(heartbeat);
      await rm(staging, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /** Takes and runs jobs (of `only`, when given) until none is left or the worker stops. */
  async function drain(only?: readonly number[]): Promise<void> {
    while (!stopped) {
      const job = await jobs.claim(now(), leaseFrom(), only);
      if (!job) return;
      // Stopped while it was being taken: it goes back untouched.
      if (stopped) return jobs.release(job.id);
      const controller = new AbortController();
      const done = run(job, controller);
      running.set(job.id, { controller, done });
      try {
        await done;
      } finally {
        running.delete(job.id);
      }
    }
  }

  /** `concurrency` lanes draining the queue at once. */
  const lanes = (only?: readonly number[]) =>
    Promise.all(Array.from({ length: Math.max(1, deps.concurrency) }, () => drain(only)));

  let timer: NodeJS.Timeout | undefined;
  let busy: Promise<unknown> | undefined;
  const poll = () => {
    if (stopped || busy || deps.concurrency === 0) return;
    busy = lanes()
      .catch((error: Error) => log.error(`Media jobs: ${error.message}`))
      .finally(() => (busy = undefined));
  };

  return {
    /** Runs the queue in the background: now, when woken, and every `pollMs`. */
    start(pollMs = 30_000): void {
      poll();
      timer = setInterval(poll, pollMs);
    },
    /** A job was queued: take it now rather than at the next poll. */
    wake: poll,
    /** Runs these jobs to their end, `concurrency` at a time; their rows as they finished. */
    async runJobs(ids: readonly number[]): Promise<MediaJob[]> {
      await lanes(ids);
      return jobs.byIds(ids);
    },
    /** Stops taking jobs and hands the running ones back to the queue. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      for (const { controller } of running.values()) controller.abort();
      await Promise.allSettled([...running.values()].map(({ done }) => done));
      await busy;
    },
  };
}

export type IngestWorker = ReturnType<typeof createIngestWorker>;
