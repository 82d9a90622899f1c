import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { notice, type ImportEntry, type StudioMediaJob, type TitleMedia } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import { vodProfiles, vodSources, vods } from '../../../db/schema.js';
import { HttpError, badRequest, notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import { studioTitle } from '../../catalogue/catalogue/index.js';
import { failureReason } from './failure-notice.js';
import { importFile, listImportFolder } from './import-folder.js';
import { SourceBusyError, type IngestJobs, type MediaJob } from './ingest-jobs.js';
import { pointTitleAtMedia } from './ingest-titles.js';
import { receiveUpload, removeUpload } from './media-upload.js';
import { publishedFacts } from './playlist-facts.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];

/** The jobs a title's media page lists, newest first. */
const JOBS_SHOWN = 10;

/** A job as the console shows it: its file's name, never its path on the server. */
export function presentStudioJob(job: MediaJob): StudioMediaJob {
  return {
    id: job.id,
    file: basename(job.source),
    state: job.state as StudioMediaJob['state'],
    progress: job.progress,
    speed: job.speed,
    seconds_left: job.secondsLeft,
    error:
      job.state === 'failed'
        ? failureReason(job.errorCode ?? 'stopped', job.errorMessage ?? '')
        : null,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The console's media of a title: what it plays, its jobs, an upload or a file of the import
 * folder queued for it (the worker woken at once), an HLS playlist it plays as it is, a failed
 * job tried again. Every change is audited.
 */
export function createStudioMediaService(deps: {
  db: Db;
  jobs: IngestJobs;
  audit: AuditRecord;
  settings: { mediaDir: string; mediaImportDir: string; mediaUploadMaxBytes: number };
  /** Whether this server packages jobs, and how to tell its worker one was queued. */
  worker: { wake(): void } | undefined;
}) {
  const { db, jobs, audit, settings, worker } = deps;

  async function currentUrl(vodId: number): Promise<string | null> {
    const [row] = await db
      .select({ url: vodSources.url })
      .from(vodSources)
      .innerJoin(vodProfiles, eq(vodProfiles.id, vodSources.profileId))
      .where(eq(vodProfiles.vodId, vodId))
      .orderBy(asc(vodProfiles.id))
      .limit(1);
    return row?.url ?? null;
  }

  async function queue(
    caller: OperatorContext,
    vodId: number,
    source: string,
    how: 'upload' | 'import' | 'retry',
  ): Promise<StudioMediaJob> {
    let job: MediaJob;
    try {
      job = await jobs.enqueue({ source, sidecars: [], target: { kind: 'vod', vodId } });
    } catch (error) {
      if (error instanceof SourceBusyError) throw badRequest(notice('ingestBusy'));
      throw error;
    }
    worker?.wake();
    const present = presentStudioJob(job);
    await audit(caller, {
      action: `vod.media.${how}`,
      target: `vod:${vodId}`,
      before: { url: await currentUrl(vodId) },
      after: { job: job.id, file: present.file },
    });
    return present;
  }

  return {
    async media(vodId: number): Promise<TitleMedia> {
      const title = await studioTitle(db, vodId);
      const [url, [runtime], recent] = await Promise.all([
        currentUrl(vodId),
        db.select({ runtime: vods.runtime }).from(vods).where(eq(vods.id, vodId)),
        jobs.forTitle(vodId, JOBS_SHOWN),
      ]);
      const facts = url
        ? await publishedFacts(settings.mediaDir, url)
        : { renditions: [], durationSeconds: null };
      return {
        title,
        master_url: url,
        renditions: facts.renditions,
        duration_seconds: facts.durationSeconds,
        runtime_minutes: runtime?.runtime ?? null,
        jobs: recent.map(presentStudioJob),
        upload_max_bytes: settings.mediaUploadMaxBytes,
        packaging: worker !== undefined,
      };
    },

    /**
     * Writes an upload to disk as it arrives, then queues it for the title; the file goes once
     * its job is published or its title is gone (ingest-worker.ts).
     */
    async upload(
      caller: OperatorContext,
      vodId: number,
      name: string,
      body: Readable,
    ): Promise<StudioMediaJob> {
      await studioTitle(db, vodId);
      const file = await receiveUpload(body, settings.mediaDir, name, settings.mediaUploadMaxBytes);
      try {
        return await queue(caller, vodId, file, 'upload');
      } catch (error) {
        // No job names the file: nothing would ever package or remove it.
        if (!(await jobs.namedSources([file])).size) await removeUpload(settings.mediaDir, file);
        throw error;
      }
    },

    /** Queues a file of the import folder for the title. */
    async importPath(caller: OperatorContext, vodId: number, path: string) {
      await studioTitle(db, vodId);
      const file = await importFile(settings.mediaImportDir, path);
      return queue(caller, vodId, file, 'import');
    },

    /** Every profile of the title plays this playlist (one is made when it has none). */
    async setStream(caller: OperatorContext, vodId: number, url: string): Promise<TitleMedia> {
      await studioTitle(db, vodId);
      const before = await currentUrl(vodId);
      await pointTitleAtMedia(
        db,
        { kind: 'vod', vodId },
        { url, thumbnailsUrl: null, durationSeconds: null, posterUrl: null, backdropUrl: null },
      );
      await audit(caller, {
        action: 'vod.media.stream',
        target: `vod:${vodId}`,
        before: { url: before },
        after: { url },
      });
      return this.media(vodId);
    },

    /** Queues a failed job's file again, for the same title. */
    async retry(caller: OperatorContext, jobId: number): Promise<StudioMediaJob> {
      const job = await jobs.byId(jobId);
      if (!job || job.target.kind !== 'vod') throw notFound(notice('studioMediaJobNotFound'));
      if (job.state !== 'failed') throw new HttpError(409, notice('studioMediaJobNotFailed'));
      await studioTitle(db, job.target.vodId);
      return queue(caller, job.target.vodId, job.source, 'retry');
    },

    importFolder(path: string): Promise<{ path: string; entries: ImportEntry[] }> {
      return listImportFolder(settings.mediaImportDir, path);
    },
  };
}

export type StudioMediaService = ReturnType<typeof createStudioMediaService>;
