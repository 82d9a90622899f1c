import { join, resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock.js';
import {
  DEFAULT_MEDIA_TOKEN_TTL_SECONDS,
  DEFAULT_PUBLIC_URL,
  DEFAULT_RECORDING_QUOTA_GB,
  DEFAULT_RESTREAM_IDLE_SECONDS,
  DEFAULT_MEDIA_UPLOAD_MAX_GB,
  DEFAULT_SESSION_IDLE_DAYS,
  DEFAULT_SHUTDOWN_GRACE_MS,
  type ServerConfig,
} from './config.js';
import { aloneCluster, type Cluster } from './cluster/index.js';
import type { Database } from './db/client.js';
import { createAfterAnswer, type AfterAnswer } from './http/after-answer.js';
import { createAnswerCache, type AnswerCache } from './http/answer-cache.js';
import { keepUncachedByDefault } from './http/cache-policy.js';
import type { Draining } from './http/draining.js';
import { replyToUnreadableRequest, replyWithError } from './http/errors.js';
import { lazyChildLoggerFactory } from './http/request-logger.js';
import { callRegistrar } from './http/route.js';
import type { SessionResolver } from './http/session.js';
import type { Metrics } from './operations/metrics.js';
import { registerOperations, registerOperationsCalls } from './operations/operations.js';
import { createRecentErrors } from './operations/recent-errors.js';
import { attachRealtime, type ClientEventHandlers, type Realtime } from './realtime/realtime.js';
import { buildModules, declareMetrics, type BuiltModule } from './resolve-modules.js';
import type { ModuleSettings } from './server-module.js';
import { SERVER_MODULES } from './server-modules.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionResolver;
    realtime: Realtime;
    /** Whether the server is stopping (http/draining.ts). */
    draining: Draining;
    /** Work its calls answered without waiting for (http/after-answer.ts). */
    afterAnswer: AfterAnswer;
    /** Its Prometheus metrics, served at /api/metrics (operations/metrics.ts). */
    metrics: Metrics;
  }
}

export type AppConfig = Pick<ServerConfig, 'webDist' | 'demoMediaDir' | 'validateResponses'> &
  Partial<
    Pick<
      ServerConfig,
      | 'studioDist'
      | 'dataDir'
      | 'mediaDir'
      | 'ingestConcurrency'
      | 'mediaImportDir'
      | 'mediaUploadMaxBytes'
      | 'restreamIdleSeconds'
      | 'recordingQuotaBytes'
      | 'upstreamAllowPrivate'
      | 'publicUrl'
      | 'sessionIdleDays'
      | 'trustProxy'
      | 'smtpUrl'
      | 'mailFrom'
      | 'mediaSigningSecret'
      | 'studioSecretKey'
      | 'production'
      | 'mediaTokenTtlSeconds'
      | 'shutdownGraceMs'
      | 'metricsToken'
    >
  > &
  Pick<ModuleSettings, 'outbox' | 'paymentGateway' | 'readUpstream'> & {
    logLevel?: string;
    /** The server's time; tests pass a clock they can move. */
    now?: Clock;
    /** Where list answers are kept (http/answer-cache.ts); null builds every answer afresh. */
    answerCache?: AnswerCache | null;
    /** The instances this one shares sockets and change notices with; alone unless told. */
    cluster?: Cluster;
  };

/** Where the API's calls are. */
const API_PREFIX = '/api';

/**
 * Builds the whole server: API under /api, media under /media, socket.io and the web app. The
 * modules come from one list (server-modules.ts), each built with what it needs.
 */
export async function buildApp(database: Database, config: AppConfig): Promise<FastifyInstance> {
  const app = createFastify(config);
  const now = config.now ?? systemClock;
  const recentErrors = createRecentErrors(now);
  const metrics = await registerOperations(
    app,
    database,
    API_PREFIX,
    (registry) => declareMetrics(SERVER_MODULES, registry),
    recentErrors,
  );
  const cluster = config.cluster ?? aloneCluster(app.log);
  const afterAnswer = createAfterAnswer(app.log);
  app.decorate('afterAnswer', afterAnswer);
  const modules = await buildModules(
    SERVER_MODULES,
    {
      db: database.db,
      now,
      log: app.log,
      notices: cluster.notices,
      leases: cluster.leases,
      afterAnswer,
      settings: moduleSettings(database, config),
      forceLogoutSockets: (deviceId) => app.realtime.forceLogout(deviceId),
      configurationChangedSockets: () => app.realtime.configurationChanged(),
      dashboardChangedSockets: () => app.realtime.dashboardChanged(),
      operatorSocketCount: () => app.realtime.operatorConnectionCount(),
      serverErrorsLastHour: () => recentErrors.lastHour(),
    },
    metrics.declared,
  );

  const sessions = sessionResolverOf(modules);
  app.decorate('sessions', sessions);
  const realtime = attachRealtime(app.server, sessions, {
    log: app.log,
    operators: operatorSocketsOf(modules),
    adapter: cluster.socketAdapter,
    graceMs: config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS,
    handlers: modules.reduce<ClientEventHandlers>(
      (handlers, module) => ({ ...handlers, ...module.sockets }),
      {},
    ),
  });
  app.decorate('realtime', realtime);
  // Before the HTTP server closes: it waits for every connection, upgraded ones too.
  app.addHook('preClose', () => realtime.close());
  for (const module of modules) {
    if (module.onReady) app.addHook('onReady', async () => module.onReady?.());
    if (module.onClose) app.addHook('onClose', async () => module.onClose?.());
  }
  // Once no call is left to start more: what they left running finishes before the database goes.
  app.addHook('onClose', () => afterAnswer.settled());

  await app.register(
    (api, _options, done) => {
      keepUncachedByDefault(api);
      registerOperationsCalls(api, app, database, config.metricsToken);
      const calls = callRegistrar(api, config.validateResponses);
      for (const module of modules) module.api?.(calls);
      done();
    },
    { prefix: API_PREFIX },
  );
  for (const module of modules) await module.routes?.(app);
  return app;
}

function createFastify(config: AppConfig): FastifyInstance {
  return Fastify({
    logger: config.logLevel && config.logLevel !== 'silent' ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    // One line per request drowns the start-up message; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's logger is made when it first logs (request-logger.ts).
    childLoggerFactory: lazyChildLoggerFactory,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: replyWithError,
    clientErrorHandler: replyToUnreadableRequest,
    trustProxy: config.trustProxy ?? false,
    // A request that reaches a stopping server is answered (with Connection: close), not refused.
    return503OnClosing: false,
  });
}

/** What the modules read of the configuration, defaults filled in. */
function moduleSettings(database: Database, config: AppConfig): ModuleSettings {
  const dataDir = config.dataDir ?? resolve('./data');
  return {
    dataDir,
    demoMediaDir: config.demoMediaDir,
    mediaDir: config.mediaDir ?? join(dataDir, 'media'),
    // An app built without it (the tests') packages nothing unless it asks.
    ingestConcurrency: config.ingestConcurrency ?? 0,
    mediaImportDir: config.mediaImportDir ?? join(dataDir, 'import'),
    mediaUploadMaxBytes: config.mediaUploadMaxBytes ?? DEFAULT_MEDIA_UPLOAD_MAX_GB * 1e9,
    restreamIdleSeconds: config.restreamIdleSeconds ?? DEFAULT_RESTREAM_IDLE_SECONDS,
    recordingQuotaBytes: config.recordingQuotaBytes ?? DEFAULT_RECORDING_QUOTA_GB * 1e9,
    upstreamAllowPrivate: config.upstreamAllowPrivate ?? false,
    readUpstream: config.readUpstream,
    operatorToken: config.metricsToken,
    webDist: config.webDist,
    studioDist: config.studioDist,
    publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL,
    sessionIdleDays: config.sessionIdleDays ?? DEFAULT_SESSION_IDLE_DAYS,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outbox: config.outbox,
    paymentGateway: config.paymentGateway,
    mediaSigningSecret: config.mediaSigningSecret,
    studioSecretKey: config.studioSecretKey,
    mediaTokenTtlSeconds: config.mediaTokenTtlSeconds ?? DEFAULT_MEDIA_TOKEN_TTL_SECONDS,
    production: config.production ?? false,
    sharedDatabase: database.kind !== 'pglite',
    answerCache:
      config.answerCache === null ? undefined : (config.answerCache ?? createAnswerCache()),
  };
}

/** The one module's check of operators' socket tokens (operators'), if one is built. */
function operatorSocketsOf(
  modules: readonly BuiltModule[],
): ((token: string) => Promise<boolean>) | undefined {
  return modules.find((module) => module.operatorSockets)?.operatorSockets;
}

/** The one module's session resolver (account's): every call and socket asks it. */
function sessionResolverOf(modules: readonly BuiltModule[]): SessionResolver {
  const resolvers = modules.filter((module) => module.sessions);
  if (resolvers.length !== 1) {
    throw new Error(`One module must resolve sessions, not ${resolvers.length}`);
  }
  return resolvers[0]!.sessions!;
}
