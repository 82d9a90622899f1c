import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { POSTGRES_POOL_MAX, type Database } from '../db/client.js';
import type { RecentErrors } from './recent-errors.js';

/** The server's Prometheus metrics: one registry per app, so tests and instances stay apart. */
export interface Metrics {
  registry: Registry;
}

/** Seconds; from a cached list (well under a millisecond) to a slow import or a stuck query. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** The route label of a request: Fastify's route pattern, never the URL, so labels stay few. */
export function routeLabel(pattern: string | undefined): string {
  return pattern ?? 'unmatched';
}

/**
 * Builds the registry with the default process metrics, the modules' (`declared`) and the
 * server's own: socket.io connections and database queries (HTTP requests: countRequests).
 */
export function createMetrics<Declared>(options: {
  database: Pick<Database, 'kind' | 'observeQueries' | 'pool'>;
  /** Sockets connected to this instance now. */
  socketConnections: () => number;
  /** Adds the modules' metrics to the registry (declareMetrics, resolve-modules.ts). */
  declared: (registry: Registry) => Declared;
}): Metrics & { declared: Declared; stopObservingQueries: () => void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // The modules' own, right after the process's (ModuleDeclaration.metrics).
  const declared = options.declared(registry);
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
    declared,
  };
}

/**
 * Counts every answer the server sends, by method, route pattern and status class, with its
 * latency (Fastify's `elapsedTime`), and 4xx and 5xx answers apart; 5xx answers also go to
 * `recent` (the studio dashboard's errors of the last hour).
 */
export function countRequests(
  app: FastifyInstance,
  registry: Registry,
  recent?: RecentErrors,
): void {
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
    if (reply.statusCode >= 500) recent?.add();
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
