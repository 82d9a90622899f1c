// The calls a test makes to a server process (server-process.ts) over HTTP, as the web app does.
import { expect } from 'vitest';
import {
  DEVICE_WEB,
  Header,
  TENANT_GENERAL,
  envelope,
  listOf,
  vodItemSchema,
} from '@marquee/contract';
import { z } from 'zod/mini';
import type { ServerProcess } from './server-process.js';

export const headers = (token?: string): Record<string, string> => ({
  [Header.device]: DEVICE_WEB,
  [Header.tenant]: TENANT_GENERAL,
  ...(token ? { [Header.token]: token } : {}),
});

export function post(server: ServerProcess, path: string, body: unknown, token?: string) {
  return fetch(`${server.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { ...headers(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function get<T>(
  server: ServerProcess,
  path: string,
  schema: z.ZodMiniType<T>,
  token?: string,
) {
  const response = await fetch(`${server.baseUrl}/api${path}`, { headers: headers(token) });
  const text = await response.text();
  expect(response.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
  return envelope(schema).parse(JSON.parse(text)).data!;
}

export async function logIn(server: ServerProcess, email: string, password: string) {
  const credentials = Buffer.from(`${email}:${password}`).toString('base64');
  const response = await fetch(`${server.baseUrl}/api/account/login`, {
    headers: { ...headers(), [Header.authorization]: `Basic ${credentials}` },
  });
  const body = (await response.json()) as { data?: { device?: { token?: string } } };
  return { status: response.status, token: body.data?.device?.token };
}

export const vodList = listOf(vodItemSchema);
export const filmOf = async (server: ServerProcess, token: string, id: number) =>
  (await get(server, `/vods/list?filter[id]=${id}`, vodList, token)).items[0]!;
/** How many films, TV shows and channels the server lists. */
export async function catalogueCounts(server: ServerProcess, token: string) {
  const pagerOf = z.object({ pager: z.object({ count: z.int() }) });
  const count = async (path: string) => (await get(server, path, pagerOf, token)).pager.count;
  return {
    films: await count('/vods/list?filter[type]=0&limit=1'),
    tvShows: await count('/multi-event-vods/list?limit=1'),
    channels: await count('/channels/list?limit=1'),
  };
}
