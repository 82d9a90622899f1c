import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SocketEvent } from '@marquee/contract';
import { createTestApp, type TestApp } from '../test/test-app.js';

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
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...(token ? { query: { token } } : {}),
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('realtime socket', () => {
  it('refuses a connection without a token', async () => {
    await expect(connect()).rejects.toThrow('A token is required.');
  });

  it('refuses a revoked token', async () => {
    const { token } = await t.login();
    await t.call({ url: '/api/account/logout', token });
    await expect(connect(token)).rejects.toThrow('This session has ended.');
  });

  it('delivers force-logout to the sockets of that device only', async () => {
    const first = await t.login(undefined, undefined, 'device-one');
    const second = await t.login(undefined, undefined, 'device-two');
    const [target, bystander] = await Promise.all([connect(first.token), connect(second.token)]);
    const received: string[] = [];
    bystander.on(SocketEvent.forceLogout, () => received.push('bystander'));
    const delivered = new Promise((resolve) => target.once(SocketEvent.forceLogout, resolve));
    t.app.realtime.forceLogout(first.device.id);
    await expect(delivered).resolves.toEqual({ reason: 'device-removed' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });
});
