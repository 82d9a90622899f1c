import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  SocketEvent,
  Status,
  deviceListItemSchema,
  envelope,
  noticeTexts,
} from '@marquee/contract';
import { z } from 'zod';
import { registrationBody } from '../../../test/account-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

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

function connect(token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    query: { token },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const listBody = envelope(z.array(deviceListItemSchema));
const removeDevice = (token: string, id: unknown) =>
  t.call({ method: 'POST', url: '/api/account/remove-device', token, body: { id } });

describe('GET /account/devices', () => {
  it('lists the account devices with the current one marked', async () => {
    const laptop = await t.login(undefined, undefined, 'laptop');
    const phone = await t.login(undefined, undefined, 'phone');
    const response = await t.call({ url: '/api/account/devices', token: phone.token });
    expect(response.statusCode).toBe(200);
    const devices = listBody.parse(response.json()).data!;
    const byUid = Object.fromEntries(devices.map((device) => [device.uid, device]));
    expect(byUid.phone).toMatchObject({ id: phone.device.id, current: true });
    expect(byUid.laptop).toMatchObject({ id: laptop.device.id, current: false });
    expect(devices.filter((device) => device.current)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const response = await t.call({ url: '/api/account/devices' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(Status.session);
  });
});

describe('POST /account/remove-device', () => {
  it('revokes the device sessions and sends force-logout to its sockets only', async () => {
    const target = await t.login(undefined, undefined, 'tv');
    const remover = await t.login(undefined, undefined, 'tablet');
    const [targetSocket, removerSocket] = await Promise.all([
      connect(target.token),
      connect(remover.token),
    ]);
    const received: string[] = [];
    removerSocket.on(SocketEvent.forceLogout, () => received.push('remover'));
    const delivered = new Promise((resolve) => targetSocket.once(SocketEvent.forceLogout, resolve));

    const response = await removeDevice(remover.token, target.device.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: Status.ok,
      message: noticeTexts.deviceRemoved,
      notice: { key: 'deviceRemoved' },
      data: null,
    });
    await expect(delivered).resolves.toEqual({ reason: 'device-removed' });

    const after = await t.call({ url: '/api/account/authorize', token: target.token });
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe(Status.session);
    const list = listBody.parse(
      (await t.call({ url: '/api/account/devices', token: remover.token })).json(),
    ).data!;
    expect(list.map((device) => device.id)).not.toContain(target.device.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });

  it("answers 404 for another account's device and leaves it alone", async () => {
    const body = registrationBody();
    await t.call({ method: 'POST', url: '/api/account/registration', body });
    const stranger = await t.login(body.email, body.password, 'stranger-device');
    const demo = await t.login(undefined, undefined, 'demo-device');
    const response = await removeDevice(demo.token, stranger.device.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: Status.failure,
      message: noticeTexts.deviceNotFound,
      notice: { key: 'deviceNotFound' },
    });
    expect(
      (await t.call({ url: '/api/account/authorize', token: stranger.token })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for a device already removed or never made', async () => {
    const demo = await t.login(undefined, undefined, 'again-device');
    const victim = await t.login(undefined, undefined, 'twice-device');
    expect((await removeDevice(demo.token, victim.device.id)).statusCode).toBe(200);
    expect((await removeDevice(demo.token, victim.device.id)).statusCode).toBe(404);
    expect((await removeDevice(demo.token, 2_000_000_000)).statusCode).toBe(404);
  });

  it.each([[undefined], ['abc'], [0], [-1], [1.5]])('refuses id %o with a message', async (id) => {
    const demo = await t.login();
    const response = await removeDevice(demo.token, id);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id).toHaveLength(1);
  });

  it('a device logged in again after removal comes back', async () => {
    const first = await t.login(undefined, undefined, 'phoenix');
    await removeDevice(first.token, first.device.id);
    const back = await t.login(undefined, undefined, 'phoenix');
    expect(back.device.id).toBe(first.device.id);
    expect((await t.call({ url: '/api/account/authorize', token: back.token })).statusCode).toBe(
      200,
    );
  });
});
