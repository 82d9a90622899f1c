import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SocketEvent } from '@marquee/contract';
import { adBannerEvents, adBanners } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let url: string;
let accountId: number;
let bannerId: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  accountId = (await t.login()).account.id;
  [{ id: bannerId }] = (await t.database.db.select({ id: adBanners.id }).from(adBanners)) as [
    { id: string },
  ];
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await t.close();
});

async function connect(): Promise<Socket> {
  const { token } = await t.login();
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], query: { token } });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  return socket;
}

const storedEvents = () => t.database.db.select().from(adBannerEvents);

/** Waits until the server has stored `count` events; socket events have no reply to wait on. */
async function eventsReach(count: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = await storedEvents();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} stored banner events`);
}

describe('the ads-banner socket event', () => {
  it('stores a click or close with the account and the time', async () => {
    const socket = await connect();
    const before = t.now();
    socket.emit(SocketEvent.adsBanner, { mongo_id: bannerId, clicked: false, closed: true });
    const [row] = await eventsReach(1);
    expect(row).toMatchObject({ bannerId, accountId, clicked: false, closed: true });
    expect(row!.occurredAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('ignores payloads the contract refuses and unknown banners, and keeps the socket', async () => {
    const socket = await connect();
    const stored = (await storedEvents()).length;
    const refused: unknown[] = [
      undefined,
      null,
      'ads',
      42,
      [],
      { mongo_id: bannerId },
      { mongo_id: bannerId, clicked: 'yes', closed: false },
      { mongo_id: bannerId, clicked: true, closed: false, extra: 1 },
      { mongo_id: '', clicked: true, closed: false },
      { mongo_id: 'x'.repeat(65), clicked: true, closed: false },
      { mongo_id: 'a\0b', clicked: true, closed: false },
      { mongo_id: 'ffffffffffffffffffffffff', clicked: true, closed: false },
      { __proto__: { polluted: 1 }, mongo_id: bannerId, clicked: true },
    ];
    for (const payload of refused) socket.emit(SocketEvent.adsBanner, payload);
    socket.emit(SocketEvent.adsBanner, { mongo_id: bannerId, clicked: true, closed: false });
    const rows = await eventsReach(stored + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedEvents()).toHaveLength(stored + 1);
    expect(rows.at(-1)).toMatchObject({ bannerId, clicked: true, closed: false });
    expect(socket.connected).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stores nothing for an ads-banner event that is neither a click nor a close', async () => {
    const socket = await connect();
    const stored = (await storedEvents()).length;
    socket.emit(SocketEvent.adsBanner, { mongo_id: bannerId, clicked: false, closed: false });
    socket.emit(SocketEvent.adsBanner, { mongo_id: bannerId, clicked: true, closed: false });
    const rows = await eventsReach(stored + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedEvents()).toHaveLength(stored + 1);
    expect(rows.at(-1)).toMatchObject({ clicked: true });
  });
});

describe('the ads-banner-shown socket event', () => {
  it('stores an impression of a known banner and drops unknown banners and bad payloads', async () => {
    const socket = await connect();
    const stored = (await storedEvents()).length;
    for (const payload of [{}, { mongo_id: '' }, { mongo_id: bannerId, clicked: true }])
      socket.emit(SocketEvent.adsBannerShown, payload);
    socket.emit(SocketEvent.adsBannerShown, { mongo_id: 'ffffffffffffffffffffffff' });
    socket.emit(SocketEvent.adsBannerShown, { mongo_id: bannerId });
    const rows = await eventsReach(stored + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedEvents()).toHaveLength(stored + 1);
    expect(rows.at(-1)).toMatchObject({ bannerId, accountId, clicked: false, closed: false });
    expect(socket.connected).toBe(true);
  });
});
