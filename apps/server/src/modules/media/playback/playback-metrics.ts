import { Counter, type Registry } from 'prom-client';
import type { PlayIssues } from '@marquee/contract';
import { HttpError } from '../../../http/errors.js';

/** What a stream call hands out: a film or episode, or a channel live, from a programme or a moment. */
export type StreamKind = 'vod' | 'live' | 'programme' | 'moment';

/** The playback figures the stream calls and the play-issues event feed. */
export interface PlaybackMetrics {
  /** Runs a stream call's work, counting a stream handed out or its refusal by notice key. */
  stream<T>(kind: StreamKind, work: () => Promise<T>): Promise<T>;
  /** Counts a play-issues report from a client. */
  issue(report: Pick<PlayIssues, 'record_model' | 'buffer' | 'crash'>): void;
}

/**
 * The playback module's metrics (its declaration's `metrics`): streams handed out and refused,
 * by kind, and the players' play-issues reports.
 */
export function createPlaybackMetrics(registry: Registry): PlaybackMetrics {
  const streams = new Counter({
    name: 'marquee_playback_starts_total',
    help: 'Streams handed out by the stream calls, by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'marquee_playback_refusals_total',
    help: 'Stream calls refused, by kind and the notice key of the refusal (serverError for a failure).',
    labelNames: ['kind', 'reason'] as const,
    registers: [registry],
  });
  const issues = new Counter({
    name: 'marquee_playback_issues_total',
    help: 'play-issues reports from players, by what was played and the problem (crash or buffer).',
    labelNames: ['record_model', 'problem'] as const,
    registers: [registry],
  });
  return {
    async stream(kind, work) {
      try {
        const result = await work();
        streams.inc({ kind });
        return result;
      } catch (error) {
        const reason =
          error instanceof HttpError && error.statusCode < 500 ? error.notice.key : 'serverError';
        refusals.inc({ kind, reason });
        throw error;
      }
    },
    issue(report) {
      const problem =
        report.crash && report.buffer
          ? 'crash_and_buffer'
          : report.crash
            ? 'crash'
            : report.buffer
              ? 'buffer'
              : 'other';
      issues.inc({ record_model: report.record_model, problem });
    },
  };
}
