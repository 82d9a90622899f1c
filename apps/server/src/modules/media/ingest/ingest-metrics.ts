import { Counter, Gauge, type Registry } from 'prom-client';
import type { IngestJobs, JobProgress, MediaJob } from './ingest-jobs.js';
import type { IngestEvents } from './ingest-worker.js';

/** The ingest figures: jobs by state, and how far and how fast the running ones go. */
export interface IngestMetrics {
  /** Reads the jobs' states from the queue at each scrape. */
  watch(jobs: IngestJobs): void;
  /** What the worker reports, counted. */
  events: Required<IngestEvents>;
}

/** The ingest module's metrics (its declaration's `metrics`). */
export function createIngestMetrics(registry: Registry): IngestMetrics {
  let queue: IngestJobs | undefined;
  new Gauge({
    name: 'marquee_ingest_jobs',
    help: 'Packaging jobs in the queue, by state (queued, running, published, failed).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      if (!queue) return;
      for (const [state, count] of Object.entries(await queue.counts())) {
        this.set({ state }, count);
      }
    },
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
    watch(jobs) {
      queue = jobs;
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
