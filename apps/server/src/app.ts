import { join, resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Status, notice, parseBracketQuery } from '@marquee/contract';
import { systemClock, type Clock } from './clock.js';
import {
  DEFAULT_MEDIA_TOKEN_TTL_SECONDS,
  DEFAULT_PUBLIC_URL,
  DEFAULT_SESSION_IDLE_DAYS,
  DEFAULT_SHUTDOWN_GRACE_MS,
  type ServerConfig,
} from './config.js';
import { registerApiDocs } from './api-docs/api-docs-routes.js';
import { aloneCluster, type Cluster } from './cluster/index.js';
import { migrationsFolder, type Database } from './db/client.js';
import { createAfterAnswer, type AfterAnswer } from './http/after-answer.js';
import { createAnswerCache, type AnswerCache } from './http/answer-cache.js';
import { keepUncachedByDefault } from './http/cache-policy.js';
import { registerCompression } from './http/compression.js';
import { registerDraining, type Draining } from './http/draining.js';
import {
  errorBody,
  registerErrorHandling,
  replyToUnreadableRequest,
  replyWithError,
} from './http/errors.js';
import { lazyChildLoggerFactory } from './http/request-logger.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import type { SessionResolver } from './http/session.js';
import { createAccountModule } from './modules/accounts/account/index.js';
import { createAdsModule } from './modules/engagement/ads/index.js';
import { createAnalyticsModule } from './modules/engagement/analytics/index.js';
import { createArtModule } from './modules/storefront/art/index.js';
import { createCampaignsModule } from './modules/engagement/campaigns/index.js';
import { createCatalogueModule } from './modules/catalogue/catalogue/index.js';
import { createConfigurationModule } from './modules/site/configuration/index.js';
import { createCurationModule } from './modules/catalogue/curation/index.js';
import { createChannelReader, createLiveModule } from './modules/live/live/index.js';
import { createLiveOriginModule } from './modules/media/live-origin/index.js';
import {
  createFileOutbox,
  createSmtpOutbox,
  type MailOutbox,
} from './modules/accounts/mail/index.js';
import { createMediaModule } from './modules/media/media/index.js';
import { createPagesModule } from './modules/site/pages/index.js';
import { createSandboxGateway, type PaymentGateway } from './modules/accounts/payments/index.js';
import { createPlaybackModule } from './modules/media/playback/index.js';
import { createRatingsModule } from './modules/catalogue/ratings/index.js';
import { createRemindersModule } from './modules/live/reminders/index.js';
import { createRentalsModule, ownedProfilesReader } from './modules/commerce/rentals/index.js';
import { createSeedModule } from './modules/intake/seed/index.js';
import { createWatchingModule, createWatchingRecords } from './modules/catalogue/watching/index.js';
import { createWebAppModule } from './modules/storefront/web-app/index.js';
import { countRequests, createMetrics, type Metrics } from './operations/metrics.js';
import { registerMetricsRoute } from './operations/metrics-routes.js';
import { registerReadiness } from './operations/readiness-route.js';
import type { ModuleContext, ServerModule } from './server-module.js';
import { attachRealtime, type ClientEventHandlers, type Realtime } from './realtime/realtime.js';

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

export type AppConfig = Pick<ServerConfig, 'webDist' | 'mediaDir' | 'validateResponses'> &
  Partial<
    Pick<
      ServerConfig,
      | 'dataDir'
      | 'publicUrl'
      | 'sessionIdleDays'
      | 'trustProxy'
      | 'smtpUrl'
      | 'mailFrom'
      | 'mediaSigningSecret'
      | 'mediaTokenTtlSeconds'
      | 'shutdownGraceMs'
      | 'metricsToken'
    >
  > & {
    logLevel?: string;
    /** The server's time; tests pass a clock they can move. */
    now?: Clock;
    /** Where e-mail goes; SMTP when `smtpUrl` is set, else `DATA_DIR/outbox/`. */
    outbox?: MailOutbox;
    /** The card processor; the sandbox unless told. */
    paymentGateway?: PaymentGateway;
    /** Where list answers are kept (http/answer-cache.ts); null builds every answer afresh. */
    answerCache?: AnswerCache | null;
    /** The instances this one shares sockets and change notices with; alone unless told. */
    cluster?: Cluster;
  };

/** Where the API's calls are. */
const API_PREFIX = '/api';

/** Builds the whole server: API under /api, media under /media, socket.io and the web app. */
export async function buildApp(database: Database, config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
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
  const { db } = database;
  const validateResponse = config.validateResponses;

  registerErrorHandling(app);
  app.decorate('draining', registerDraining(app));
  // Sockets are counted once the realtime server exists; the gauge reads them at each scrape.
  const metrics = createMetrics({
    database,
    socketConnections: () => app.realtime.connectionCount(),
  });
  app.decorate('metrics', metrics);
  app.addHook('onClose', (_instance, done) => {
    metrics.stopObservingQueries();
    done();
  });
  // Before any route, so that every answer is counted, the API's, media, pages and 404s alike.
  countRequests(app, metrics.registry);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const flat: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) flat[key] = value;
      done(null, parseBracketQuery(flat));
    },
  );
  // @fastify/helmet's headers with these options, computed once, and a shorter set for the API
  // (security-headers.ts).
  await registerSecurityHeaders(
    app,
    {
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
    },
    API_PREFIX,
  );
  // Before any route: it hooks into every route as it is added.
  await registerCompression(app);

  const now = config.now ?? systemClock;
  const dataDir = config.dataDir ?? resolve('./data');
  const gateway = config.paymentGateway ?? createSandboxGateway();
  const cluster = config.cluster ?? aloneCluster(app.log);
  const { notices } = cluster;
  const afterAnswer = createAfterAnswer(app.log);
  app.decorate('afterAnswer', afterAnswer);
  const context: ModuleContext = { db, now, log: app.log, validateResponse, notices, afterAnswer };

  // Each module is built from the public parts of those before it; see server-module.ts.
  const configuration = createConfigurationModule(context);
  const account = createAccountModule(context, {
    sessionIdleDays: config.sessionIdleDays ?? DEFAULT_SESSION_IDLE_DAYS,
    publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL,
    outbox:
      config.outbox ??
      (config.smtpUrl
        ? createSmtpOutbox(config.smtpUrl, config.mailFrom)
        : createFileOutbox(join(dataDir, 'outbox'), now)),
    gateway,
    appName: async () => (await configuration.current()).app_name,
    // A device whose sessions ended loses its media and its sockets at once, on every instance.
    forceLogout: (deviceId) => {
      notices.publish({ kind: 'device-ended', deviceId });
      app.realtime.forceLogout(deviceId);
    },
    ownedProfiles: ownedProfilesReader(db),
  });
  const { entitlements } = account;
  const media = await createMediaModule(context, {
    mediaDir: config.mediaDir,
    dataDir,
    secretFromEnvironment: config.mediaSigningSecret,
    ttlSeconds: config.mediaTokenTtlSeconds ?? DEFAULT_MEDIA_TOKEN_TTL_SECONDS,
    deviceIsLive: account.deviceIsLive,
    sharedDatabase: database.kind !== 'pglite',
  });
  const watchingRecords = createWatchingRecords(context);
  const catalogue = createCatalogueModule(context, {
    entitlements,
    positions: watchingRecords.positions,
    answers: config.answerCache === null ? undefined : (config.answerCache ?? createAnswerCache()),
  });
  const watching = createWatchingModule(context, {
    records: watchingRecords,
    titles: catalogue.titles,
    entitlements,
  });
  const curation = createCurationModule(context, {
    titles: catalogue.titles,
    plays: watchingRecords.plays,
    watching: watching.service,
    entitlements,
  });
  const ads = createAdsModule(context);
  const liveOrigin = await createLiveOriginModule(context, {
    mediaDir: config.mediaDir,
    entitlements,
    signUrl: media.signUrl,
    serveGenerated: media.serveGenerated,
    playback: metrics.playback,
  });
  const modules: ServerModule[] = [
    configuration,
    account,
    catalogue,
    createPlaybackModule(context, {
      catalogue: catalogue.repository,
      plays: watchingRecords.plays,
      entitlements,
      signUrl: media.signUrl,
      playback: metrics.playback,
    }),
    watching,
    createCampaignsModule(context),
    createRatingsModule(context),
    liveOrigin,
    createRentalsModule(context, {
      catalogue: catalogue.repository,
      channels: createChannelReader(db),
      accounts: account.accounts,
      cards: account.subscriptions,
      entitlements,
      gateway,
    }),
    curation,
    createLiveModule(context, { entitlements }),
    createRemindersModule(context),
    ads,
    createAnalyticsModule(context, { plays: watchingRecords.plays }),
    createPagesModule(context),
    createSeedModule(context),
    createArtModule(context, {
      vodArt: catalogue.vodArt,
      showArt: catalogue.showArt,
      bannerTitle: ads.bannerTitle,
      configuration: configuration.current,
    }),
    media,
    createWebAppModule({
      webDist: config.webDist,
      configuration: configuration.current,
      curation: curation.service,
    }),
  ];

  app.decorate('sessions', account.sessions);
  const realtime = attachRealtime(app.server, account.sessions, {
    log: app.log,
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
      // A load balancer's check: 503 as soon as the server stops, so it sends requests elsewhere.
      api.get('/health', (_request, reply) =>
        app.draining.active
          ? reply.code(503).send(errorBody(notice('shuttingDown')))
          : { status: Status.ok, data: { ok: true, database: database.kind } },
      );
      registerReadiness(api, database, migrationsFolder);
      registerMetricsRoute(api, metrics.registry, config.metricsToken);
      registerApiDocs(api);
      for (const module of modules) module.api?.(api);
      done();
    },
    { prefix: API_PREFIX },
  );
  for (const module of modules) await module.routes?.(app);
  return app;
}
