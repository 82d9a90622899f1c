import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEVICE_WEB, Header, TENANT_GENERAL, type LoginData } from '@marquee/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppConfig } from '../app.js';
import type { Cluster } from '../cluster/index.js';
import type { AnswerCache } from '../http/answer-cache.js';
import { readOutbox, type OutboxFile } from '../modules/accounts/mail/file-outbox.js';
import { serverRoot } from '../paths.js';
import type { Database } from '../db/client.js';
import type { PaymentGateway } from '../modules/accounts/payments/payment-gateway.js';
import { DEMO_ACCOUNT, seedDemoData } from '../modules/intake/seed/seed.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The server's clock: real time plus however far `advance` moved it. */
  now(): Date;
  /** Moves the server's clock on, e.g. past a lock or an expiry. */
  advance(ms: number): void;
  /** The e-mails the server wrote to its outbox, oldest first, once those under way are. */
  outbox(): Promise<OutboxFile[]>;
  /** Logs in with Basic credentials and returns the login data. */
  login(identifier?: string, password?: string, uid?: string): Promise<LoginData>;
  /** A request with the web app's headers and, when given, a token. */
  call(options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /** The client's address as the server sees it; 127.0.0.1 unless told. */
    remoteAddress?: string;
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

type Call = TestApp['call'];

/** Requests to `app` with the web app's headers. */
function callerOf(app: FastifyInstance): Call {
  return ({ method = 'GET', url, token, body, headers = {}, remoteAddress }) =>
    app.inject({
      method,
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: {
        [Header.device]: DEVICE_WEB,
        [Header.tenant]: TENANT_GENERAL,
        [Header.uid]: 'test-device',
        ...(token ? { [Header.token]: token } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

export function basic(identifier: string, password: string): string {
  return `Basic ${Buffer.from(`${identifier}:${password}`).toString('base64')}`;
}

/** The whole server on a fresh database seeded with a small demo catalogue. */
export async function createTestApp(
  options: {
    seed?: boolean;
    paymentGateway?: PaymentGateway;
    webDist?: string;
    answerCache?: AnswerCache | null;
    /** Believe X-Forwarded-For from the client, as TRUST_PROXY=1 does. */
    trustProxy?: boolean;
    /** Shared with a twin (createTwinApp) to act as instances of one service. */
    cluster?: Cluster;
    /** Anything else the server is built with (restream settings, MEDIA_DIR). */
    config?: Partial<AppConfig>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDemoData(database.db, { films: 30, shows: 2 });
  const dataDir = await mkdtemp(join(tmpdir(), 'marquee-test-'));
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const app = await buildApp(database, {
    webDist: options.webDist,
    demoMediaDir: join(serverRoot, 'media'),
    validateResponses: true,
    dataDir,
    now,
    ...(options.paymentGateway ? { paymentGateway: options.paymentGateway } : {}),
    ...(options.answerCache !== undefined ? { answerCache: options.answerCache } : {}),
    ...(options.trustProxy ? { trustProxy: true } : {}),
    ...(options.cluster ? { cluster: options.cluster } : {}),
    ...options.config,
  });
  const call = callerOf(app);
  return {
    app,
    database,
    now,
    advance(ms) {
      offset += ms;
    },
    async outbox() {
      await app.afterAnswer.settled();
      return readOutbox(join(dataDir, 'outbox'));
    },
    call,
    async login(identifier = DEMO_ACCOUNT.email, password = DEMO_ACCOUNT.password, uid) {
      const response = await call({
        url: '/api/account/login',
        headers: {
          authorization: basic(identifier, password),
          ...(uid ? { [Header.uid]: uid } : {}),
        },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json<{ data: LoginData }>().data;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the same database and clock as `t`, built with `config` (e.g. without an
 * answer cache), to compare what the two answer. `shared` says whether it takes the database for
 * one other instances share (PostgreSQL, as a server on DATABASE_URL does) or for its own
 * (PGlite), whichever the run's test database is; unset, it takes it as it is.
 */
export async function createTwinApp(
  t: TestApp,
  config: Partial<AppConfig> = {},
  { shared }: { shared?: boolean } = {},
): Promise<{ app: FastifyInstance; call: Call; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'marquee-test-'));
  const database: Database =
    shared === undefined ? t.database : { ...t.database, kind: shared ? 'postgres' : 'pglite' };
  const app = await buildApp(database, {
    webDist: undefined,
    demoMediaDir: join(serverRoot, 'media'),
    validateResponses: true,
    dataDir,
    now: () => t.now(),
    ...config,
  });
  return {
    app,
    call: callerOf(app),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
