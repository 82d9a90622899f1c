import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { Status, notice, parseBracketQuery } from '@marquee/contract';
import { registerApiDocs } from '../api-docs/api-docs-routes.js';
import { migrationsFolder, type Database } from '../db/client.js';
import { registerCompression } from '../http/compression.js';
import { registerDraining } from '../http/draining.js';
import { HttpError, errorBody, registerErrorHandling } from '../http/errors.js';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { countRequests, createMetrics, type Metrics } from './metrics.js';
import { registerMetricsRoute } from './metrics-routes.js';
import { registerReadiness } from './readiness-route.js';
import type { RecentErrors } from './recent-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call's body is a file's bytes, handed to its handler as a stream (http/route.ts). */
    binaryBody?: boolean;
  }
}

/** The page's Content-Security-Policy and the other helmet options (security-headers.ts). */
const SECURITY_HEADERS: Parameters<typeof registerSecurityHeaders>[1] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // hls.js feeds the video through blob: URLs, and gives the subtitle <track>s it makes
      // for a stream's own text renditions a `data:,WEBVTT` source.
      mediaSrc: ["'self'", 'blob:', 'data:'],
      // The service worker (/sw.js) and the web app manifest, both from this origin.
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * What every answer goes through, set up before any route: error handling, draining, the
 * metrics (every answer counted, the API's, media, pages and 404s alike), form bodies, the
 * security headers (a shorter set under `apiPrefix`) and compression. The server's metrics, with
 * what `declared` added to their registry: the modules' metrics. 5xx answers are also counted
 * in `recentErrors`.
 */
export async function registerOperations<Declared>(
  app: FastifyInstance,
  database: Database,
  apiPrefix: string,
  declared: (registry: Registry) => Declared,
  recentErrors?: RecentErrors,
): Promise<Metrics & { declared: Declared }> {
  registerErrorHandling(app);
  app.decorate('draining', registerDraining(app));
  // Sockets are counted once the realtime server exists; the gauge reads them at each scrape.
  const metrics = createMetrics({
    database,
    socketConnections: () => app.realtime.connectionCount(),
    declared,
  });
  app.decorate('metrics', metrics);
  app.addHook('onClose', (_instance, done) => {
    metrics.stopObservingQueries();
    done();
  });
  countRequests(app, metrics.registry, recentErrors);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const flat: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) flat[key] = value;
      done(null, parseBracketQuery(flat));
    },
  );
  // A file upload's bytes reach its handler as the request's stream, to be written to disk as
  // they arrive; any other route refuses them as it refuses every type it does not read.
  app.addContentTypeParser('application/octet-stream', (request, payload, done) => {
    if (request.routeOptions.config.binaryBody) done(null, payload);
    else done(new HttpError(415, notice('unsupportedBody')), undefined);
  });
  await registerSecurityHeaders(app, SECURITY_HEADERS, apiPrefix);
  // Before any route: it hooks into every route as it is added.
  await registerCompression(app);
  return metrics;
}

/** The operations' calls: health, readiness, the metrics and the API's documentation. */
export function registerOperationsCalls(
  api: FastifyInstance,
  app: FastifyInstance,
  database: Database,
  metricsToken: string | undefined,
): void {
  // A load balancer's check: 503 as soon as the server stops, so it sends requests elsewhere.
  api.get('/health', (_request, reply) =>
    app.draining.active
      ? reply.code(503).send(errorBody(notice('shuttingDown')))
      : { status: Status.ok, data: { ok: true, database: database.kind } },
  );
  registerReadiness(api, database, migrationsFolder);
  registerMetricsRoute(api, app.metrics.registry, metricsToken);
  registerApiDocs(api);
}
