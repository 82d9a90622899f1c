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
  mediaDir: string;
  /** Validate every response against the contract (on in tests and development). */
  validateResponses: boolean;
  logLevel: string;
}

const DEFAULT_PORT = 8080;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: env.WEB_DIST === '' ? undefined : resolve(env.WEB_DIST || defaultWebDist()),
    mediaDir: resolve(env.MEDIA_DIR || defaultMediaDir()),
    validateResponses: env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL || 'info',
  };
}

function defaultWebDist(): string {
  return join(serverRoot, '..', 'web', 'dist');
}

function defaultMediaDir(): string {
  return join(serverRoot, 'media');
}
