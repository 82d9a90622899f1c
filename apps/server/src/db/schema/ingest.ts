import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { vods } from './catalogue.js';
import { createdAt } from './columns.js';

/** A subtitle file found beside a source video, with the language its name gives. */
export interface IngestSidecar {
  path: string;
  language: string;
  forced: boolean;
}

/**
 * The title a job's media plays: a title already there (`vodId`), or one the file's name
 * gives, found or made when the media is published, so that nothing appears before it plays.
 */
export type IngestTarget =
  | { kind: 'vod'; vodId: number }
  | { kind: 'film'; title: string; year: number }
  | { kind: 'episode'; show: string; season: number; episode: number; title: string | null };

/**
 * Packaging jobs: one source video to package into a title's HLS ladder (media/ingest). A
 * worker takes a queued job, or a running one whose lease ran out (its worker died), by
 * `FOR UPDATE SKIP LOCKED`, and renews the lease while ffmpeg runs. Runs the same on PGlite and
 * PostgreSQL (docs/decisions.md, "Ingest jobs in a table of our own").
 */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: serial('id').primaryKey(),
    /** The source file's absolute path. */
    source: text('source').notNull(),
    sidecars: jsonb('sidecars').$type<IngestSidecar[]>().notNull().default([]),
    target: jsonb('target').$type<IngestTarget>().notNull(),
    /** The title that plays it: known from the start, or once published. */
    vodId: integer('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    /** queued, running, published or failed. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** 0 to 1 of the source's duration packaged. */
    progress: real('progress').notNull().default(0),
    /** ffmpeg's speed as a multiple of real time. */
    speed: real('speed'),
    secondsLeft: real('seconds_left'),
    /** Why it failed: an IngestFailure code, and the sentence that explains it. */
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** Until when the worker that runs it holds it; a later worker may take it after. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The published folder under MEDIA_DIR (`library/<job>/`). */
    publishedPath: text('published_path'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('media_jobs_state_idx').on(table.state, table.id),
    // One job at a time per source: a second import of a file being packaged is refused.
    uniqueIndex('media_jobs_active_source_idx')
      .on(table.source)
      .where(sql`${table.state} in ('queued', 'running')`),
    check('media_jobs_state', sql`${table.state} in ('queued', 'running', 'published', 'failed')`),
  ],
);
