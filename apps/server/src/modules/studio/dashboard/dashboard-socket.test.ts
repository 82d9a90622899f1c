import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { STUDIO_SOCKET_NAMESPACE, SocketEvent } from '@marquee/contract';
import { operatorOfRole, studioCalls } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createIngestJobs } from '../../media/ingest/index.js';
import { addOperator } from '../operators/index.js';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await t.close();
});

function connect(token?: string): Promise<Socket> {
  const socket = io(`${url}${STUDIO_SOCKET_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...(token ? { auth: { token } } : {}),
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe("the operators' socket", () => {
  it('refuses a connection without a token, and a subscriber token', async () => {
    await expect(connect()).rejects.toThrow('A studio token is required.');
    const subscriber = await t.login();
    await expect(connect(subscriber.token)).rejects.toThrow('This studio session may not.');
  });

  it('refuses an operator who has yet to change a one-time password', async () => {
    const { password } = await addOperator(t.database.db, 'first.day@marquee.local', 'support');
    const { token } = await studioCalls(t).session('first.day@marquee.local', password);
    await expect(connect(token)).rejects.toThrow('This studio session may not.');
  });

  it('tells a support operator that the dashboard changed when a packaging job moves on', async () => {
    const { token } = await operatorOfRole(t, 'support');
    const socket = await connect(token);
    expect(t.app.realtime.operatorConnectionCount()).toBe(1);
    // The first read after connecting is the one later reads are compared with.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const changed = new Promise((resolve) => socket.once(SocketEvent.dashboardChanged, resolve));
    await createIngestJobs(t.database.db).enqueue({
      source: '/films/Live (2022).mkv',
      sidecars: [],
      target: { kind: 'film', title: 'Live', year: 2022 },
    });
    await expect(changed).resolves.toEqual({});
  });
});
