import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PlayIssues } from '@marquee/contract';
import { POSTGRES_POOL_MAX, type Database } from '../db/client.js';
import { HttpError } from '../http/errors.js';

/** What a stream call hands out: a film or episode, or a channel live, from a programme or a moment. */
export type StreamKind = 'vod' | 'live' | 'programme' | 'moment';

/** The playback figures the stream calls and the play-issues event feed. */
export interface PlaybackMetrics {
  /** Runs a stream call's work, counting a stream handed out or its refusal by notice key. */
  stream<T>(kind: StreamKind, work: () => Promise<T>): Promise<T>;
  /** Counts a play-issues report from a client. */
  issue(report: Pick<PlayIssues, 'record_model' | 'buffer' | 'crash'>): void;
}

/** The server's Prometheus metrics: one registry per app, so tests and instances stay apart. */
export interface Metrics {
  registry: Registry;
  playback: PlaybackMetrics;
}

/** Seconds; from a cached list (well under a millisecond) to a slow import or a stuck query. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** The route label of a request: Fastify's route pattern, never the URL, so labels stay few. */
export function routeLabel(pattern: string | undefined): string {
  return pattern ?? 'unmatched';
}

/**
 * Builds the registry with the default process metrics and the server's own: HTTP requests by
 * route pattern and status class, socket.io connections, playback and database queries.
 */
export function createMetrics(options: {
  database: Pick<Database, 'kind' | 'observeQueries' | 'pool'>;
  /** Sockets connected to this instance now. */
  socketConnections: () => number;
}): Metrics & { stopObservingQueries: () => void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

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
  new Gauge({
    name: 'marquee_socket_connections',
    help: 'socket.io connections open on this instance.',
    registers: [registry],
    collect() {
      this.set(options.socketConnections());
    },
  });

  const labels = { database: options.database.kind };
  const inFlight = new Gauge({
    name: 'marquee_db_queries_in_flight',
    help: 'Database queries sent and not yet answered (waiting for a pooled connection included).',
    labelNames: ['database'] as const,
    registers: [registry],
  });
  inFlight.set(labels, 0);
  const queryDuration = new Histogram({
    name: 'marquee_db_query_duration_seconds',
    help: 'Database query time, from sending to the answer, by outcome.',
    labelNames: ['database', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'marquee_db_pool_max_connections',
    help: 'Connections the database pool opens at most (PGlite: its one in-process connection).',
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      this.set(labels, options.database.kind === 'postgres' ? POSTGRES_POOL_MAX : 1);
    },
  });
  new Gauge({
    name: 'marquee_db_pool_connections',
    help: 'Connections of the pool open now, by state: active (running a query) or idle.',
    labelNames: ['database', 'state'] as const,
    registers: [registry],
    async collect() {
      const pool = await options.database.pool();
      this.set({ ...labels, state: 'active' }, pool.active);
      this.set({ ...labels, state: 'idle' }, pool.open - pool.active);
    },
  });
  const stopObservingQueries = options.database.observeQueries({
    started: () => inFlight.inc(labels),
    finished(seconds, failed) {
      inFlight.dec(labels);
      queryDuration.observe({ ...labels, outcome: failed ? 'error' : 'ok' }, seconds);
    },
  });

  return {
    registry,
    stopObservingQueries,
    playback: {
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
    },
  };
}

/**
 * Counts every answer the server sends, by method, route pattern and status class, with its
 * latency (Fastify's `elapsedTime`), and 4xx and 5xx answers apart.
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'marquee_http_requests_total',
    help: 'HTTP answers, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'marquee_http_errors_total',
    help: 'HTTP answers with a 4xx or 5xx status, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'marquee_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: METHODS.has(request.method) ? request.method : 'other',
      route: routeLabel(request.routeOptions.url),
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    if (reply.statusCode >= 400) errors.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
