import type { FastifyInstance } from 'fastify';
import { refuseWithoutOperatorToken } from '../../../http/bearer.js';
import type { IngestJobs, MediaJob } from './ingest-jobs.js';
import { failureReason } from './failure-notice.js';
import { describeTarget } from './media-names.js';

/** The finished jobs the status call lists after the queued and running ones. */
const FINISHED_SHOWN = 50;

/** Where the operators' status of the packaging queue is answered. */
export const INGEST_STATUS_PATH = '/api/ingest/jobs';

function presentJob(job: MediaJob) {
  return {
    id: job.id,
    source: job.source,
    title: describeTarget(job.target),
    vod_id: job.vodId,
    state: job.state,
    attempts: job.attempts,
    progress: job.progress,
    speed: job.speed,
    seconds_left: job.secondsLeft,
    error: job.errorCode ? failureReason(job.errorCode, job.errorMessage ?? '') : null,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * `GET /api/ingest/jobs`: the packaging queue for operators, the counts by state and the
 * queued, running and latest finished jobs with their progress (share done, speed as a multiple
 * of real time, seconds left) and the reason of each failure. With METRICS_TOKEN set it asks
 * for it as `/api/metrics` does.
 */
export function registerIngestRoutes(
  app: FastifyInstance,
  jobs: IngestJobs,
  operatorToken: string | undefined,
  /** Told the counts it read, for the metrics. */
  counted: (counts: Awaited<ReturnType<IngestJobs['counts']>>) => void,
): void {
  app.get(INGEST_STATUS_PATH, async (request, reply) => {
    if (refuseWithoutOperatorToken(request, reply, operatorToken)) return reply;
    const [counts, recent] = await Promise.all([jobs.counts(), jobs.recent(FINISHED_SHOWN)]);
    counted(counts);
    return reply
      .header('Cache-Control', 'no-store')
      .send({ status: 1, data: { counts, jobs: recent.map(presentJob) } });
  });
}
