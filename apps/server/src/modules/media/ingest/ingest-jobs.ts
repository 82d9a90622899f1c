import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { mediaJobs, type IngestSidecar, type IngestTarget } from '../../../db/schema.js';

export type MediaJob = typeof mediaJobs.$inferSelect;
export type JobState = 'queued' | 'running' | 'published' | 'failed';

/** What a job is asked to package. */
export interface NewJob {
  source: string;
  sidecars: IngestSidecar[];
  target: IngestTarget;
}

/** Where a running job is. */
export interface JobProgress {
  fraction: number;
  speed: number;
  secondsLeft: number | null;
}

/** A job handed back to the queue: no worker holds it, and it starts again from nothing. */
const BACK_IN_QUEUE = {
  state: 'queued',
  leaseUntil: null,
  progress: 0,
  speed: null,
  secondsLeft: null,
} as const;

/** A job refused because the same file is already queued or being packaged. */
export class SourceBusyError extends Error {
  constructor(readonly source: string) {
    super(`${source} is already being imported`);
    this.name = 'SourceBusyError';
  }
}

/** Whether a database error is the one-active-job-per-source index refusing a second job. */
function isSourceBusy(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint.includes('active_source'));
}

/**
 * The packaging queue (db/schema/ingest.ts). A job is taken by one worker at a time:
 * `claim` picks the oldest queued job, or a running one whose lease ran out, with
 * `FOR UPDATE SKIP LOCKED`, so workers on several instances never take the same job.
 */
export function createIngestJobs(db: Db) {
  return {
    /** Queues a job; SourceBusyError when the file already has a queued or running one. */
    async enqueue(job: NewJob): Promise<MediaJob> {
      try {
        const vodId = job.target.kind === 'vod' ? job.target.vodId : null;
        const [row] = await db
          .insert(mediaJobs)
          .values({ ...job, vodId })
          .returning();
        return row!;
      } catch (error) {
        if (isSourceBusy(error)) throw new SourceBusyError(job.source);
        throw error;
      }
    },

    /**
     * Takes the next job for a worker until `leaseUntil`, counting the attempt; `only` limits it
     * to those jobs (an import command runs its own). Undefined: nothing to do.
     */
    async claim(
      now: Date,
      leaseUntil: Date,
      only?: readonly number[],
    ): Promise<MediaJob | undefined> {
      if (only?.length === 0) return undefined;
      return db.transaction(async (tx) => {
        const [next] = await tx
          .select({ id: mediaJobs.id })
          .from(mediaJobs)
          .where(
            and(
              or(
                eq(mediaJobs.state, 'queued'),
                and(eq(mediaJobs.state, 'running'), lt(mediaJobs.leaseUntil, now)),
              ),
              only ? inArray(mediaJobs.id, [...only]) : undefined,
            ),
          )
          .orderBy(asc(mediaJobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!next) return undefined;
        const [job] = await tx
          .update(mediaJobs)
          .set({
            state: 'running',
            attempts: sql`${mediaJobs.attempts} + 1`,
            leaseUntil,
            startedAt: now,
            progress: 0,
            speed: null,
            secondsLeft: null,
          })
          .where(eq(mediaJobs.id, next.id))
          .returning();
        return job;
      });
    },

    /** Records progress and extends the lease of a job this worker still holds. */
    async heartbeat(id: number, progress: JobProgress, leaseUntil: Date): Promise<void> {
      await db
        .update(mediaJobs)
        .set({
          progress: progress.fraction,
          speed: progress.speed,
          secondsLeft: progress.secondsLeft,
          leaseUntil,
        })
        .where(and(eq(mediaJobs.id, id), eq(mediaJobs.state, 'running')));
    },

    /** Marks a job published at `publishedPath`, playing as `vodId`. */
    async published(id: number, vodId: number, publishedPath: string, now: Date): Promise<void> {
      await db
        .update(mediaJobs)
        .set({
          state: 'published',
          vodId,
          publishedPath,
          progress: 1,
          secondsLeft: 0,
          leaseUntil: null,
          finishedAt: now,
        })
        .where(eq(mediaJobs.id, id));
    },

    /** Marks a job failed, with the reason's code and sentence. */
    async failed(id: number, code: string, message: string, now: Date): Promise<void> {
      await db
        .update(mediaJobs)
        .set({
          state: 'failed',
          errorCode: code,
          errorMessage: message,
          leaseUntil: null,
          finishedAt: now,
        })
        .where(eq(mediaJobs.id, id));
    },

    /**
     * Hands a job back to the queue (its worker is stopping), to be taken again at once; a
     * stop is not a failed attempt.
     */
    async release(id: number): Promise<void> {
      await db
        .update(mediaJobs)
        .set({ ...BACK_IN_QUEUE, attempts: sql`${mediaJobs.attempts} - 1` })
        .where(and(eq(mediaJobs.id, id), eq(mediaJobs.state, 'running')));
    },

    /**
     * Hands every running job back to the queue: on a database no other process can reach
     * (PGlite), a running job at start is one a killed process left.
     */
    async releaseAll(): Promise<number> {
      const rows = await db
        .update(mediaJobs)
        .set(BACK_IN_QUEUE)
        .where(eq(mediaJobs.state, 'running'))
        .returning({ id: mediaJobs.id });
      return rows.length;
    },

    /** The queued job of a file, if it has one (left by an import that was stopped). */
    async queuedFor(source: string): Promise<MediaJob | undefined> {
      const [job] = await db
        .select()
        .from(mediaJobs)
        .where(and(eq(mediaJobs.source, source), eq(mediaJobs.state, 'queued')));
      return job;
    },

    /** Which of these files a job names, in any state. */
    async namedSources(sources: readonly string[]): Promise<Set<string>> {
      if (sources.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ source: mediaJobs.source })
        .from(mediaJobs)
        .where(inArray(mediaJobs.source, [...sources]));
      return new Set(rows.map((row) => row.source));
    },

    /** Jobs by id, in that order. */
    async byIds(ids: readonly number[]): Promise<MediaJob[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(mediaJobs)
        .where(inArray(mediaJobs.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The queued and running jobs, and the latest finished ones: the operators' view. */
    async recent(finishedLimit: number): Promise<MediaJob[]> {
      const active = await db
        .select()
        .from(mediaJobs)
        .where(inArray(mediaJobs.state, ['queued', 'running']))
        .orderBy(asc(mediaJobs.id));
      const finished = await db
        .select()
        .from(mediaJobs)
        .where(inArray(mediaJobs.state, ['published', 'failed']))
        .orderBy(desc(mediaJobs.id))
        .limit(finishedLimit);
      return [...active, ...finished];
    },

    /** A title's latest jobs, newest first. */
    async forTitle(vodId: number, limit: number): Promise<MediaJob[]> {
      return db
        .select()
        .from(mediaJobs)
        .where(eq(mediaJobs.vodId, vodId))
        .orderBy(desc(mediaJobs.id))
        .limit(limit);
    },

    /** One job by its id. */
    async byId(id: number): Promise<MediaJob | undefined> {
      const [job] = await db.select().from(mediaJobs).where(eq(mediaJobs.id, id));
      return job;
    },

    /** The running jobs, oldest first. */
    async running(): Promise<MediaJob[]> {
      return db
        .select()
        .from(mediaJobs)
        .where(eq(mediaJobs.state, 'running'))
        .orderBy(asc(mediaJobs.id));
    },

    /** How many jobs failed since `since`. */
    async failedSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mediaJobs)
        .where(and(eq(mediaJobs.state, 'failed'), gte(mediaJobs.finishedAt, since)));
      return row?.count ?? 0;
    },

    /** How many jobs are in each state. */
    async counts(): Promise<Record<JobState, number>> {
      const rows = await db
        .select({ state: mediaJobs.state, count: sql<number>`count(*)::int` })
        .from(mediaJobs)
        .groupBy(mediaJobs.state);
      const counts: Record<JobState, number> = { queued: 0, running: 0, published: 0, failed: 0 };
      for (const row of rows) counts[row.state as JobState] = row.count;
      return counts;
    },

    /** The published folders of a title's earlier jobs, newest first. */
    async earlierPublished(vodId: number, exceptId: number): Promise<string[]> {
      const rows = await db
        .select({ id: mediaJobs.id, path: mediaJobs.publishedPath })
        .from(mediaJobs)
        .where(and(eq(mediaJobs.vodId, vodId), eq(mediaJobs.state, 'published')))
        .orderBy(desc(mediaJobs.id));
      return rows.flatMap((row) => (row.id !== exceptId && row.path ? [row.path] : []));
    },
  };
}

export type IngestJobs = ReturnType<typeof createIngestJobs>;
