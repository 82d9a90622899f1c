// What the several-instances suites share (several-instances*.test.ts, vitest.instances.config.ts):
// a PostgreSQL database made for one file's run and dropped after, Redis, built servers on them,
// the import command run against them, and the calls the web app makes to one instance.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { expect } from 'vitest';
import { DEVICE_WEB, Header, TENANT_GENERAL, type LoginData } from '@marquee/contract';
import { DEMO_ACCOUNT } from '../modules/intake/seed/index.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/** TEST_DATABASE_URL and TEST_REDIS_URL; throws, naming them, when one is missing. */
function instancesEnvironment(): { adminUrl: string; redisUrl: string } {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!adminUrl || !redisUrl) {
    throw new Error(
      'The several-instances suite needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL ' +
        '(e.g. redis://127.0.0.1:6379); `.ci/run` sets both.',
    );
  }
  return { adminUrl, redisUrl };
}

/** A database of its own on the server of `adminUrl`: created, then dropped with what holds it. */
function sharedDatabase(adminUrl: string) {
  // Named after this worker and now: the suite's files may run at once, each on its own.
  const name = `marquee_instances_${process.pid}_${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  return {
    url: url.toString(),
    create: () => admin.unsafe(`create database "${name}"`).then(() => undefined),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * What a file of the suite shares with its servers: Redis, a database of its own (`create` it
 * before starting them, `drop` it after), and the environment each instance starts with.
 */
export function instancesFixture() {
  const { adminUrl, redisUrl } = instancesEnvironment();
  const database = sharedDatabase(adminUrl);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    // What one instance signs, the others play.
    MEDIA_SIGNING_SECRET: 'several-instances-share-this-media-signing-secret',
    SHUTDOWN_GRACE_MS: '5000',
  };
  return { redisUrl, database, env, shared: { databaseUrl: database.url, redisUrl } };
}

/** Starts the built server with `env` (on `port` when given), keeping its output. */
export const startInstance = (env: NodeJS.ProcessEnv, port?: number) =>
  startServerProcess({ env, stdio: 'pipe', startTimeoutMs: 120_000, ...(port ? { port } : {}) });

const repositoryRoot = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * `import.js <kind> <file>` (the built import command) on the database of `databaseUrl`; with
 * REDIS_URL it tells the running servers at once.
 */
export async function runImport(
  kind: 'catalogue' | 'channels',
  file: string,
  shared: { databaseUrl: string; redisUrl: string },
): Promise<void> {
  await promisify(execFile)(process.execPath, ['apps/server/dist/import.js', kind, file], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATABASE_URL: shared.databaseUrl,
      REDIS_URL: shared.redisUrl,
      NODE_ENV: 'production',
    },
  });
}

/** A call as the web app makes it, to one instance. */
// Its body is `any`: each test reads the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any };

/** A GET (a POST with `body`) to `server` as the web app sends it, its JSON answer read. */
export async function call(
  server: ServerProcess,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; uid?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      [Header.device]: DEVICE_WEB,
      [Header.tenant]: TENANT_GENERAL,
      [Header.uid]: options.uid ?? 'several-instances',
      ...(options.token ? { [Header.token]: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: await response.json() };
}

/** Logs the demo account in on `server` from the device `uid`. */
export async function login(server: ServerProcess, uid: string): Promise<LoginData> {
  const basic = Buffer.from(`${DEMO_ACCOUNT.email}:${DEMO_ACCOUNT.password}`).toString('base64');
  const answer = await call(server, '/api/account/login', {
    uid,
    headers: { authorization: `Basic ${basic}` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { data: LoginData }).data;
}
