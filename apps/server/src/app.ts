import { join, resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { SocketEvent, Status, parseBracketQuery } from '@marquee/contract';
import { systemClock, type Clock } from './clock.js';
import {
  DEFAULT_MEDIA_TOKEN_TTL_SECONDS,
  DEFAULT_PUBLIC_URL,
  DEFAULT_SESSION_IDLE_DAYS,
  type ServerConfig,
} from './config.js';
import type { Database } from './db/client.js';
import { createAnswerCache, type AnswerCache } from './http/answer-cache.js';
import { keepUncachedByDefault } from './http/cache-policy.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandling, replyWithError } from './http/errors.js';
import { lazyChildLoggerFactory } from './http/request-logger.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createAccountModule } from './modules/account/account-module.js';
import type { SessionResolver } from './modules/account/session.js';
import { createAdsRepository } from './modules/ads/ads-repository.js';
import { registerAdsRoutes } from './modules/ads/ads-routes.js';
import { createAdsService } from './modules/ads/ads-service.js';
import { adsBannerHandler } from './modules/ads/ads-socket.js';
import { createAnalyticsRepository } from './modules/analytics/analytics-repository.js';
import { registerAnalyticsRoutes } from './modules/analytics/analytics-routes.js';
import { createAnalyticsService } from './modules/analytics/analytics-service.js';
import { registerArtRoutes } from './modules/art/art-routes.js';
import { createCampaignRepository } from './modules/campaigns/campaign-repository.js';
import { registerCampaignRoutes } from './modules/campaigns/campaign-routes.js';
import { createCampaignService } from './modules/campaigns/campaign-service.js';
import { createCatalogueRepository } from './modules/catalogue/catalogue-repository.js';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue-routes.js';
import { createCatalogueService } from './modules/catalogue/catalogue-service.js';
import { createShowRepository } from './modules/catalogue/show-repository.js';
import { createTitleLoader } from './modules/catalogue/title-loader.js';
import {
  createConfigurationStore,
  registerConfigurationRoutes,
} from './modules/configuration/configuration-routes.js';
import { createFileOutbox } from './modules/mail/file-outbox.js';
import { createSmtpOutbox } from './modules/mail/smtp-outbox.js';
import type { MailOutbox } from './modules/mail/mail-outbox.js';
import { createCurationRepository } from './modules/curation/curation-repository.js';
import { registerCurationRoutes } from './modules/curation/curation-routes.js';
import { createCurationService } from './modules/curation/curation-service.js';
import { createDeviceAccess, deviceIsLive } from './modules/media/device-access.js';
import { createMediaAccess } from './modules/media/media-access.js';
import { registerMediaRoutes } from './modules/media/media-routes.js';
import { loadMediaSecret } from './modules/media/media-secret.js';
import { createPagesRepository } from './modules/pages/pages-repository.js';
import { registerPagesRoutes } from './modules/pages/pages-routes.js';
import { createPagesService } from './modules/pages/pages-service.js';
import type { PaymentGateway } from './modules/payments/payment-gateway.js';
import { createRefundOutbox } from './modules/payments/refund-outbox.js';
import { createRefundRetrier } from './modules/payments/refund-retrier.js';
import { createSandboxGateway } from './modules/payments/sandbox-gateway.js';
import { createPlayIssueRepository } from './modules/playback/play-issue-repository.js';
import { playIssuesHandler } from './modules/playback/playback-socket.js';
import { createPlaybackService } from './modules/playback/playback-service.js';
import { registerPlaybackRoutes } from './modules/playback/playback-routes.js';
import { createRatingRepository } from './modules/ratings/rating-repository.js';
import { registerRatingRoutes } from './modules/ratings/rating-routes.js';
import { createRatingService } from './modules/ratings/rating-service.js';
import { createRentalRepository } from './modules/rentals/rental-repository.js';
import { registerRentalRoutes } from './modules/rentals/rental-routes.js';
import { createRentalService } from './modules/rentals/rental-service.js';
import { createPlayLog } from './modules/watching/play-log.js';
import {
  createWatchProgressRepository,
  withPositionsMemo,
} from './modules/watching/watch-progress-repository.js';
import { leadImageOf } from './modules/web-app/lead-image.js';
import { registerWebApp } from './modules/web-app/web-app-routes.js';
import { registerWatchingRoutes } from './modules/watching/watching-routes.js';
import { createWatchingService } from './modules/watching/watching-service.js';
import { vodPlaysHandler } from './modules/watching/watching-socket.js';
import { attachRealtime, type Realtime } from './realtime/realtime.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionResolver;
    realtime: Realtime;
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
    trustProxy: config.trustProxy ?? false,
  });
  const { db } = database;
  const validateResponse = config.validateResponses;

  registerErrorHandling(app);
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
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
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
  const configuration = createConfigurationStore(db, now);
  const mediaSecret = await loadMediaSecret({
    fromEnvironment: config.mediaSigningSecret,
    dataDir,
  });
  if (mediaSecret.source === 'data-dir' && database.kind !== 'pglite') {
    app.log.warn(
      'MEDIA_SIGNING_SECRET is not set: media URLs are signed with a key kept in DATA_DIR, ' +
        'which other instances on this database do not share',
    );
  }
  const media = createMediaAccess({
    key: mediaSecret.key,
    ttlSeconds: config.mediaTokenTtlSeconds ?? DEFAULT_MEDIA_TOKEN_TTL_SECONDS,
    now,
    devices: createDeviceAccess(deviceIsLive(db), () => now().getTime()),
  });
  const accountModule = createAccountModule({
    db,
    now,
    sessionIdleDays: config.sessionIdleDays ?? DEFAULT_SESSION_IDLE_DAYS,
    publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL,
    outbox:
      config.outbox ??
      (config.smtpUrl
        ? createSmtpOutbox(config.smtpUrl, config.mailFrom)
        : createFileOutbox(join(dataDir, 'outbox'), now)),
    gateway,
    appName: async () => (await configuration.current()).app_name,
    // A device whose sessions ended here loses its media at once on this instance.
    forceLogout: (deviceId) => {
      media.devices.forget(deviceId);
      app.realtime.forceLogout(deviceId);
    },
  });
  const { accounts, subscriptions, entitlements } = accountModule;
  const catalogue = createCatalogueRepository(db);
  const showsRepo = createShowRepository(db);
  const titles = createTitleLoader(catalogue, showsRepo);
  const catalogueService = createCatalogueService(catalogue, showsRepo);
  // Serving starts with the catalogue in memory (title-snapshots.ts).
  app.addHook('onReady', async () => {
    await catalogueService.warm().catch((error: unknown) => {
      app.log.warn({ err: error }, 'the catalogue could not be loaded ahead; it loads as asked');
    });
  });
  const plays = createPlayLog(db, now);
  const progress = withPositionsMemo(createWatchProgressRepository(db), now);
  const watching = createWatchingService(progress, titles, now);
  const ads = createAdsService(createAdsRepository(db), now);
  const curationService = createCurationService({
    curation: createCurationRepository(db),
    titles,
    plays,
    watching,
  });
  app.decorate('sessions', accountModule.sessions);
  const realtime = attachRealtime(app.server, accountModule.sessions, {
    log: app.log,
    handlers: {
      [SocketEvent.adsBanner]: adsBannerHandler(ads, app.log),
      [SocketEvent.vodPlays]: vodPlaysHandler(watching, app.log),
      [SocketEvent.playIssues]: playIssuesHandler(createPlayIssueRepository(db), now),
    },
  });
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.close());

  // Rentals charge outside any transaction; refunds that fail wait in an outbox, retried (with
  // abandoned pending rentals swept) at start and in the background until closing.
  const refunds = createRefundOutbox({ db, gateway, now, log: app.log });
  const rentalService = createRentalService({
    catalogue,
    accounts,
    cards: subscriptions,
    rentals: createRentalRepository(db),
    gateway,
    refunds,
    entitlements,
    log: app.log,
    now,
  });
  const refundRetrier = createRefundRetrier(
    async () => {
      await rentalService.sweepAbandoned();
      await refunds.retryDue();
    },
    { log: app.log },
  );
  app.addHook('onReady', () => refundRetrier.start());
  app.addHook('onClose', () => refundRetrier.stop());

  await app.register(
    (api, _options, done) => {
      keepUncachedByDefault(api);
      api.get('/health', () => ({
        status: Status.ok,
        data: { ok: true, database: database.kind },
      }));
      registerConfigurationRoutes(api, configuration, validateResponse);
      accountModule.registerRoutes(api, validateResponse);
      registerCatalogueRoutes(
        api,
        catalogueService,
        entitlements,
        watching,
        validateResponse,
        config.answerCache === null ? undefined : (config.answerCache ?? createAnswerCache()),
      );
      registerPlaybackRoutes(
        api,
        createPlaybackService(catalogue, plays, media.signUrl),
        entitlements,
        validateResponse,
      );
      registerWatchingRoutes(api, watching, entitlements, validateResponse);
      registerCampaignRoutes(
        api,
        createCampaignService(createCampaignRepository(db)),
        validateResponse,
      );
      registerRatingRoutes(api, createRatingService(createRatingRepository(db)), validateResponse);
      registerRentalRoutes(api, rentalService, validateResponse);
      registerCurationRoutes(api, curationService, entitlements, validateResponse);
      registerAdsRoutes(api, ads, validateResponse);
      registerAnalyticsRoutes(
        api,
        createAnalyticsService(createAnalyticsRepository(db), plays, now),
        validateResponse,
      );
      registerPagesRoutes(api, createPagesService(createPagesRepository(db)), validateResponse);
      done();
    },
    { prefix: API_PREFIX },
  );

  registerArtRoutes(
    app,
    {
      vod: (id) => catalogue.artOf(id),
      show: (id) => showsRepo.artOf(id),
      banner: (id) => ads.bannerTitle(id),
    },
    () => configuration.current(),
  );
  await registerMediaRoutes(app, { mediaDir: config.mediaDir, access: media });
  await registerWebApp(app, config.webDist, {
    configuration: () => configuration.current(),
    leadImage: leadImageOf(curationService),
  });
  return app;
}
