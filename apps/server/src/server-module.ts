import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { ChangeNotices, Leases } from './cluster/index.js';
import type { Clock } from './clock.js';
import type { Db } from './db/client.js';
import type { AfterAnswer } from './http/after-answer.js';
import type { AnswerCache } from './http/answer-cache.js';
import type { CallRegistrar } from './http/route.js';
import type { SessionResolver } from './http/session.js';
import type { ClientEventHandlers } from './realtime/realtime.js';

/**
 * The server's settings as modules read them, defaults filled in (app.ts). A module that can
 * be handed something else (tests pass their own mail outbox) adds its own optional entry here
 * from its index.ts (`declare module`), as it adds what it provides to `Provided`.
 */
export interface ModuleSettings {
  dataDir: string;
  /** The committed demo media. */
  demoMediaDir: string;
  /** The operator's packaged media (MEDIA_DIR), served under /media/library/. */
  mediaDir: string;
  /** Packaging jobs this server runs at once; 0 runs none. */
  ingestConcurrency: number;
  /** The folder whose video files the console may queue by path (MEDIA_IMPORT_DIR). */
  mediaImportDir: string;
  /** The largest video file the console uploads, in bytes (MEDIA_UPLOAD_MAX_GB). */
  mediaUploadMaxBytes: number;
  /** Seconds a restreamed channel's upstream session goes on after its last viewer. */
  restreamIdleSeconds: number;
  /** The bytes channels' recordings may take on disk. */
  recordingQuotaBytes: number;
  /** Loopback and private upstream addresses may be fetched (UPSTREAM_ALLOW_PRIVATE). */
  upstreamAllowPrivate: boolean;
  /** The bearer token of the operators' calls (METRICS_TOKEN); none leaves them open. */
  operatorToken: string | undefined;
  /** The built web app; none serves the API alone. */
  webDist: string | undefined;
  /** The built operators' console, served at /studio; none serves no console. */
  studioDist: string | undefined;
  publicUrl: string;
  sessionIdleDays: number;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  mediaSigningSecret: string | undefined;
  /** STUDIO_SECRET_KEY, which instances sharing a database must be given. */
  studioSecretKey: string | undefined;
  mediaTokenTtlSeconds: number;
  /** NODE_ENV=production: a real service, not a demo or a test. */
  production: boolean;
  /** Whether other instances may share this database (PostgreSQL): they never share DATA_DIR. */
  sharedDatabase: boolean;
  /** Where list answers are kept (http/answer-cache.ts); none builds every answer afresh. */
  answerCache: AnswerCache | undefined;
}

/** What every module is built with. */
export interface ModuleContext {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  /** What this instance changed, told to every instance's memos (cluster/change-notices.ts). */
  notices: ChangeNotices;
  /** Work one instance does for all (a channel's restream), and flags all read (cluster/leases.ts). */
  leases: Leases;
  /** Work that must not hold up its call's answer (http/after-answer.ts). */
  afterAnswer: AfterAnswer;
  settings: ModuleSettings;
  /** Ends a device's sockets on this instance (the realtime server, attached after the modules). */
  forceLogoutSockets(deviceId: number): void;
  /** Tells the subscriber sockets of this instance that the configuration changed. */
  configurationChangedSockets(): void;
  /** Tells the operator sockets of this instance that the dashboard's figures changed. */
  dashboardChangedSockets(): void;
  /** The operator sockets connected to this instance now. */
  operatorSocketCount(): number;
  /** This instance's 5xx answers of the last hour (operations/recent-errors.ts). */
  serverErrorsLastHour(): number;
}

/**
 * What each module gives the others, by its name. Every module that gives something adds its
 * entry from its index.ts:
 *
 *     declare module '../../../server-module.js' {
 *       interface Provided { ads: { bannerTitle(id: string): Promise<string | undefined> } }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Provided {}

/** The name of a module that gives others something. */
export type ProvidingModule = keyof Provided;

/** What a built module adds to a running server. */
export interface ServerModule {
  /** Its calls, under /api, through the registrar that checks answers against the contract. */
  api?(calls: CallRegistrar): void;
  /** Its routes outside /api (the media origin, artwork, the web app), after every call. */
  routes?(app: FastifyInstance): Promise<void> | void;
  /** The socket events it answers. */
  sockets?: ClientEventHandlers;
  /** Who a request's token belongs to: exactly one module (account) resolves sessions. */
  sessions?: SessionResolver;
  /**
   * Whether a token opens the operators' socket namespace (a live studio session that may read
   * the dashboard): exactly one module (operators) answers it.
   */
  operatorSockets?: (token: string) => Promise<boolean>;
  /** Once the server is ready: caches to warm, background work to start. */
  onReady?(): Promise<void> | void;
  /** When the server closes: background work to stop. */
  onClose?(): Promise<void> | void;
}

/** A built module; one whose name is in `Provided` gives that to the modules that need it. */
type Built<Name extends string> = ServerModule &
  (string extends Name
    ? { provides?: unknown }
    : Name extends ProvidingModule
      ? { provides: Provided[Name] }
      : { provides?: never });

/** What an import runs with besides the database and the files. */
export interface ImportContext {
  settings: Pick<ModuleSettings, 'mediaDir' | 'ingestConcurrency' | 'sharedDatabase'>;
  env: NodeJS.ProcessEnv;
  /** Where it tells people how far it got while it runs (a terminal); absent with --json. */
  progress?: ImportProgress;
}

/** A line that replaces the last one (a progress bar), or a line of its own. */
export interface ImportProgress {
  update(line: string): void;
  log(line: string): void;
}

/** What `npm run import -- KIND FILE...` runs for one kind. */
export interface Importer<Report> {
  /** Reads the files and writes what they hold; its report. */
  run(db: Db, paths: readonly string[], context: ImportContext): Promise<Report>;
  /** Whether an error means the files cannot be taken (nothing was imported), not a fault. */
  isInputError(error: unknown): boolean;
  /** The report as people read it. */
  describe(report: Report): string;
  /** What it needs that this machine lacks (ffmpeg), said in one line; undefined: nothing. */
  missing?(env: NodeJS.ProcessEnv): string | undefined;
}

/** An importer as a module declares it: its report comes with the text people read. */
export interface DeclaredImporter {
  run(
    db: Db,
    paths: readonly string[],
    context: ImportContext,
  ): Promise<{ report: unknown; text: string }>;
  isInputError(error: unknown): boolean;
  missing(env: NodeJS.ProcessEnv): string | undefined;
}

/** The importer as a module declares it (ModuleDeclaration.importers). */
export function declaredImporter<Report>(importer: Importer<Report>): DeclaredImporter {
  return {
    run: async (db, paths, context) => {
      const report = await importer.run(db, paths, context);
      return { report, text: importer.describe(report) };
    },
    isInputError: (error) => importer.isInputError(error),
    missing: (env) => importer.missing?.(env),
  };
}

/** A step of every start's preparation: whether it wrote anything (the demo seed does). */
export type SeedStep = (db: Db) => Promise<boolean | void>;

/**
 * Everything a module adds, in one object: what it needs from others by name, its metrics, how
 * it is built for a server (its calls, routes, sockets, background work), and what runs without
 * a server: its seed steps and its importers by kind. app.ts, the seed and `npm run import` all
 * read the one list of these (server-modules.ts).
 */
export interface ModuleDeclaration<
  Name extends string = string,
  Needs extends ProvidingModule = ProvidingModule,
  Metrics = unknown,
> {
  name: Name;
  /** The modules whose `provides` it is built with. */
  needs?: readonly Needs[];
  /**
   * Its Prometheus metrics, made once per server on the server's registry (the scrape at
   * /api/metrics, operations/metrics.ts); what it returns is handed to `build`. A module that
   * others feed gives it to them through `provides`.
   */
  metrics?(registry: Registry): Metrics;
  build?(
    context: ModuleContext,
    needs: Pick<Provided, Needs>,
    metrics: Metrics,
  ): Built<Name> | Promise<Built<Name>>;
  /** What every start runs on the database, in the list's order, before serving. */
  seed?: readonly SeedStep[];
  /** The kinds of `npm run import -- KIND`, each with its importer. */
  importers?: Readonly<Record<string, DeclaredImporter>>;
}

/** A module's declaration, its needs and what it provides checked against `Provided`. */
export function declareModule<
  const Name extends string,
  const Needs extends ProvidingModule = never,
  Metrics = undefined,
>(declaration: ModuleDeclaration<Name, Needs, Metrics>): ModuleDeclaration<Name, Needs, Metrics> {
  return declaration;
}
