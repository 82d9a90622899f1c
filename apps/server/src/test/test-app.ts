import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEVICE_WEB, Header, TENANT_GENERAL, type LoginData } from '@marquee/contract';
import { join } from 'node:path';
import { buildApp } from '../app.js';
import { serverRoot } from '../paths.js';
import type { Database } from '../db/client.js';
import { DEMO_ACCOUNT, seedDemoData } from '../modules/seed/seed.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Logs in with Basic credentials and returns the login data. */
  login(identifier?: string, password?: string, uid?: string): Promise<LoginData>;
  /** A request with the web app's headers and, when given, a token. */
  call(options: {
    method?: 'GET' | 'POST';
    url: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function basic(identifier: string, password: string): string {
  return `Basic ${Buffer.from(`${identifier}:${password}`).toString('base64')}`;
}

/** The whole server on a fresh database seeded with a small demo catalogue. */
export async function createTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDemoData(database.db, { films: 30, shows: 2 });
  const app = await buildApp(database, {
    webDist: undefined,
    mediaDir: join(serverRoot, 'media'),
    validateResponses: true,
  });
  const call: TestApp['call'] = ({ method = 'GET', url, token, body, headers = {} }) =>
    app.inject({
      method,
      url,
      headers: {
        [Header.device]: DEVICE_WEB,
        [Header.tenant]: TENANT_GENERAL,
        [Header.uid]: 'test-device',
        ...(token ? { [Header.token]: token } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    app,
    database,
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
    },
  };
}
