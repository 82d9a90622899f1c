import { Counter, Gauge, type Registry } from 'prom-client';
import type { JobProgress, JobState, MediaJob } from './ingest-jobs.js';
import type { IngestEvents } from './ingest-worker.js';

/** The ingest figures: jobs by state, and how far and how fast the running ones go. */
export interface IngestMetrics {
  /** Sets the jobs-by-state gauge from counts read from the queue. */
  record: (counts: Record<JobState, number>) => void;
  /** What the worker reports, counted. */
  events: Required<IngestEvents>;
}

/**
 * The ingest module's metrics (its declaration's `metrics`). The jobs by state are set by the
 * module from the queue (at start, every few seconds and after each job), never read from the
 * database during a scrape, so that a scrape sends no query of its own.
 */
export function createIngestMetrics(registry: Registry): IngestMetrics {
  const byState = new Gauge({
    name: 'marquee_ingest_jobs',
    help: 'Packaging jobs in the queue, by state (queued, running, published, failed).',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const progress = new Gauge({
    name: 'marquee_ingest_progress_ratio',
    help: 'How much of its source each running job on this instance has packaged (0 to 1).',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const speed = new Gauge({
    name: 'marquee_ingest_speed_ratio',
    help: 'How fast each running job on this instance packages, as a multiple of real time.',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const finished = new Counter({
    name: 'marquee_ingest_finished_total',
    help: 'Packaging jobs this instance finished, by outcome (published or failed).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const packagingSeconds = new Counter({
    name: 'marquee_ingest_seconds_total',
    help: 'Seconds this instance spent packaging, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    record(counts) {
      for (const [state, count] of Object.entries(counts)) byState.set({ state }, count);
    },
    events: {
      progress(job: MediaJob, step: JobProgress) {
        progress.set({ job: String(job.id) }, step.fraction);
        speed.set({ job: String(job.id) }, step.speed);
      },
      finished(job, outcome, seconds) {
        progress.remove({ job: String(job.id) });
        speed.remove({ job: String(job.id) });
        finished.inc({ outcome });
        packagingSeconds.inc({ outcome }, seconds);
      },
    },
  };
}
