import { join, resolve } from 'node:path';
import { serverRoot } from './paths.js';

/** Runtime settings, read once from the environment. */
export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Built web app to serve at `/`; absent in API-only tests. */
  webDist: string | undefined;
  /** Built operators' console to serve at `/studio` (STUDIO_DIST; default apps/studio/dist). */
  studioDist: string | undefined;
  /** The committed demo media (DEMO_MEDIA_DIR; default `apps/server/media`). */
  demoMediaDir: string;
  /**
   * The operator's packaged media (MEDIA_DIR; default `DATA_DIR/media`): what
   * `npm run import -- media` publishes, under `library/`. Instances share it on shared storage.
   */
  mediaDir: string;
  /** How many packaging jobs run at once (INGEST_CONCURRENCY; 1, as ffmpeg uses every core). */
  ingestConcurrency: number;
  /**
   * The folder whose video files the console may queue by their path (MEDIA_IMPORT_DIR; default
   * `DATA_DIR/import`): nothing outside it, links included, is ever read by that call.
   */
  mediaImportDir: string;
  /** The largest video file the console uploads, in bytes (MEDIA_UPLOAD_MAX_GB; 20 GB). */
  mediaUploadMaxBytes: number;
  /**
   * How long a restreamed channel's upstream session goes on after its last viewer left, in
   * seconds (RESTREAM_IDLE_SECONDS; 60). A recorded channel's never stops.
   */
  restreamIdleSeconds: number;
  /** The disk recordings of channels may take, in bytes (RECORDING_QUOTA_GB; 100 GB). */
  recordingQuotaBytes: number;
  /** Validate every response against the contract (on in tests and development). */
  validateResponses: boolean;
  /** NODE_ENV=production. */
  production: boolean;
  logLevel: string;
  /** Where people reach the web app; links in e-mails start with it. */
  publicUrl: string;
  /** A session unused for this many days has expired (body status -1: re-login silently). */
  sessionIdleDays: number;
  /** SMTP server for e-mail (`smtp://user:pass@host:587`); unset: files in `DATA_DIR/outbox/`. */
  smtpUrl: string | undefined;
  /** The sender of e-mails. */
  mailFrom: string | undefined;
  /** Trust X-Forwarded-For from a reverse proxy, so login limits see the client's address. */
  trustProxy: boolean;
  /**
   * The key of signed media URLs (MEDIA_SIGNING_SECRET, 32 characters or more). Unset: a key
   * made once in `DATA_DIR/media-signing-secret`, which only instances sharing DATA_DIR share.
   */
  mediaSigningSecret: string | undefined;
  /** The key of operators' TOTP secrets at rest (STUDIO_SECRET_KEY), kept as the one above. */
  studioSecretKey: string | undefined;
  /** How long a signed media URL works, in seconds (MEDIA_TOKEN_TTL_SECONDS; 6 hours). */
  mediaTokenTtlSeconds: number;
  /**
   * Redis shared by the instances of one service (REDIS_URL, `redis://host:6379/0`): socket
   * events and change notices reach every instance. Unset: one instance, no Redis at all.
   */
  redisUrl: string | undefined;
  /**
   * How long a stopping server goes on serving, with readiness 503, before it stops accepting
   * connections (0: at once): long enough for a load balancer to notice.
   */
  shutdownDelayMs: number;
  /** How long a stopping server lets requests and socket events in flight finish (10 s). */
  shutdownGraceMs: number;
  /**
   * The bearer token `GET /api/metrics` asks for (METRICS_TOKEN). Unset: the metrics are open
   * to anyone who reaches the server.
   */
  metricsToken: string | undefined;
  /**
   * Fetch channel upstreams at loopback, private and link-local addresses too
   * (UPSTREAM_ALLOW_PRIVATE=1): for an IPTV source on the operator's own network. Never the
   * cloud metadata addresses.
   */
  upstreamAllowPrivate: boolean;
}

const DEFAULT_PORT = 8080;
export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:8080';
export const DEFAULT_SESSION_IDLE_DAYS = 30;
/** Longer than any film with its adverts and pauses; the player asks again after a 403. */
export const DEFAULT_MEDIA_TOKEN_TTL_SECONDS = 6 * 3600;
const MIN_SECRET_LENGTH = 32;
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  const host = env.HOST || '127.0.0.1';
  return {
    host,
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: env.WEB_DIST === '' ? undefined : resolve(env.WEB_DIST || defaultWebDist()),
    studioDist:
      env.STUDIO_DIST === '' ? undefined : resolve(env.STUDIO_DIST || defaultStudioDist()),
    demoMediaDir: resolve(env.DEMO_MEDIA_DIR || defaultDemoMediaDir()),
    mediaDir: resolve(env.MEDIA_DIR || join(env.DATA_DIR || './data', 'media')),
    ingestConcurrency: readIngestConcurrency(env.INGEST_CONCURRENCY),
    mediaImportDir: resolve(env.MEDIA_IMPORT_DIR || join(env.DATA_DIR || './data', 'import')),
    mediaUploadMaxBytes: readUploadMax(env.MEDIA_UPLOAD_MAX_GB),
    restreamIdleSeconds: readWholeNumber(
      'RESTREAM_IDLE_SECONDS',
      env.RESTREAM_IDLE_SECONDS,
      DEFAULT_RESTREAM_IDLE_SECONDS,
    ),
    recordingQuotaBytes: readRecordingQuota(env.RECORDING_QUOTA_GB),
    validateResponses: env.NODE_ENV !== 'production',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || 'info',
    publicUrl: readPublicUrl(env.PUBLIC_URL, host, port),
    sessionIdleDays: readSessionIdleDays(env.SESSION_IDLE_DAYS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    mediaSigningSecret: readLongSecret('MEDIA_SIGNING_SECRET', env.MEDIA_SIGNING_SECRET),
    studioSecretKey: readLongSecret('STUDIO_SECRET_KEY', env.STUDIO_SECRET_KEY),
    mediaTokenTtlSeconds: readMediaTokenTtl(env.MEDIA_TOKEN_TTL_SECONDS),
    redisUrl: readRedisUrl(env.REDIS_URL),
    shutdownDelayMs: readMilliseconds('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS, 0),
    shutdownGraceMs: readMilliseconds(
      'SHUTDOWN_GRACE_MS',
      env.SHUTDOWN_GRACE_MS,
      DEFAULT_SHUTDOWN_GRACE_MS,
    ),
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
    upstreamAllowPrivate:
      env.UPSTREAM_ALLOW_PRIVATE === '1' || env.UPSTREAM_ALLOW_PRIVATE === 'true',
  };
}

const MAX_INGEST_CONCURRENCY = 16;
export const DEFAULT_MEDIA_UPLOAD_MAX_GB = 20;

/** MEDIA_UPLOAD_MAX_GB as bytes: a number of gigabytes above 0 (fractions allowed). */
function readUploadMax(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_MEDIA_UPLOAD_MAX_GB * GB;
  const gigabytes = Number(value);
  if (!Number.isFinite(gigabytes) || gigabytes <= 0) {
    throw new Error(`MEDIA_UPLOAD_MAX_GB must be a number of gigabytes above 0, not "${value}"`);
  }
  return Math.floor(gigabytes * GB);
}
export const DEFAULT_RESTREAM_IDLE_SECONDS = 60;
export const DEFAULT_RECORDING_QUOTA_GB = 100;
const GB = 1_000_000_000;

/** A whole number of seconds from 0, or the default when unset. */
function readWholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) {
    throw new Error(`${name} must be a whole number from 0, not "${value}"`);
  }
  return number;
}

/** RECORDING_QUOTA_GB: gigabytes (10^9 bytes), fractions allowed, above 0. */
function readRecordingQuota(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RECORDING_QUOTA_GB * GB;
  const gigabytes = Number(value);
  if (!Number.isFinite(gigabytes) || gigabytes <= 0) {
    throw new Error(`RECORDING_QUOTA_GB must be a number of gigabytes above 0, not "${value}"`);
  }
  return Math.round(gigabytes * GB);
}

/** INGEST_CONCURRENCY: packaging jobs at once, 0 (this instance packages nothing) to 16. */
function readIngestConcurrency(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const jobs = Number(value);
  if (!Number.isInteger(jobs) || jobs < 0 || jobs > MAX_INGEST_CONCURRENCY) {
    throw new Error(
      `INGEST_CONCURRENCY must be a whole number from 0 to ${MAX_INGEST_CONCURRENCY}, not "${value}"`,
    );
  }
  return jobs;
}

const MIN_METRICS_TOKEN_LENGTH = 16;

/** METRICS_TOKEN: sent as `Authorization: Bearer <token>`, so long enough and without spaces. */
function readMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < MIN_METRICS_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(value)) {
    throw new Error(
      `METRICS_TOKEN must be ${MIN_METRICS_TOKEN_LENGTH} or more printable characters without spaces` +
        ' (make one with: openssl rand -hex 24)',
    );
  }
  return value;
}

/** PUBLIC_URL, or the address the server listens on (http://127.0.0.1:8080 by default). */
function readPublicUrl(value: string | undefined, host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const text =
    value ||
    (port === 0
      ? DEFAULT_PUBLIC_URL
      : `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as ${DEFAULT_PUBLIC_URL}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must start with http:// or https://, not "${text}"`);
  }
  return text.replace(/\/+$/, '');
}

function readSessionIdleDays(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SESSION_IDLE_DAYS;
  const days = Number(value);
  if (!Number.isFinite(days) || days <= 0 || days > 3650) {
    throw new Error(`SESSION_IDLE_DAYS must be a number of days from 1 to 3650, not "${value}"`);
  }
  return days;
}

/** A key given in the environment (MEDIA_SIGNING_SECRET, STUDIO_SECRET_KEY): 32 characters on. */
function readLongSecret(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${name} must be at least ${MIN_SECRET_LENGTH} characters ` +
        '(e.g. the output of: openssl rand -base64 32)',
    );
  }
  return value;
}

function readMediaTokenTtl(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_MEDIA_TOKEN_TTL_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 60 || seconds > 7 * 24 * 3600) {
    throw new Error(
      `MEDIA_TOKEN_TTL_SECONDS must be a whole number of seconds from 60 to 604800, not "${value}"`,
    );
  }
  return seconds;
}

function readRedisUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const example = 'redis://127.0.0.1:6379 (or rediss://user:password@host:6380/2)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`REDIS_URL must be an address such as ${example}, not "${value}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, such as ${example}`);
  }
  if (!url.hostname) throw new Error(`REDIS_URL names no host: use an address such as ${example}`);
  const db = url.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d{1,2}$/.test(db)) {
    throw new Error(`REDIS_URL's database must be a number (such as /0), not "/${db}"`);
  }
  return value;
}

function readMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000) {
    throw new Error(
      `${name} must be a whole number of milliseconds from 0 to 600000, not "${value}"`,
    );
  }
  return ms;
}

function defaultWebDist(): string {
  return join(serverRoot, '..', 'web', 'dist');
}

function defaultStudioDist(): string {
  return join(serverRoot, '..', 'studio', 'dist');
}

function defaultDemoMediaDir(): string {
  return join(serverRoot, 'media');
}
