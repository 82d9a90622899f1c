import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { ItemType, SocketEvent, envelope, listOf, vodItemSchema } from '@marquee/contract';
import { playIssues, watchProgress } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// The player's socket events (access §7): vod-plays keeps the continue-watching position,
// play-issues is stored for operators. Socket events have no reply, so the tests wait for rows.
let t: TestApp;
let url: string;
let token: string;
let viewer: { accountId: number; profileId: number };
let vodIds: number[];
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const login = await t.login();
  token = login.token;
  viewer = { accountId: login.account.id, profileId: login.profile.id };
  const response = await t.call({ url: '/api/vods/list?filter[type]=0&limit=30', token });
  // Titles the demo subscriber has not started (the seed starts four).
  vodIds = envelope(listOf(vodItemSchema))
    .parse(response.json())
    .data!.items.filter((item) => item.continue_watching === null)
    .map((item) => item.id);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await t.close();
});

async function connect(): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], query: { token } });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  return socket;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server did not store the event');
}

const positionsOf = (vodId: number) =>
  t.database.db.select().from(watchProgress).where(eq(watchProgress.vodId, vodId));

const vodPlays = (vodId: number, retention: number) => ({
  model_id: vodId,
  model_type: ItemType.movie,
  retention_time: retention,
  m_vod_id: null,
  m_season: null,
  genre_ids: [1],
  show_type_ids: [],
  duration: 1800,
});

describe('the vod-plays socket event', () => {
  it("keeps retention_time as the socket profile's position when it is 10 s or more", async () => {
    const socket = await connect();
    const early = vodIds[14]!;
    const later = vodIds[15]!;
    socket.emit(SocketEvent.vodPlays, vodPlays(early, 9));
    socket.emit(SocketEvent.vodPlays, vodPlays(later, 754.4));
    const [row] = await eventually(
      () => positionsOf(later),
      (rows) => rows.length === 1,
    );
    expect(row).toMatchObject({ ...viewer, stoppedTime: 754, duration: 1800 });
    expect(await positionsOf(early)).toEqual([]);
  });

  it('drops payloads the contract refuses and keeps the socket', async () => {
    const socket = await connect();
    const vodId = vodIds[16]!;
    for (const payload of [
      null,
      { ...vodPlays(vodId, 60), model_type: 2 },
      { ...vodPlays(vodId, 60), retention_time: -5 },
      { ...vodPlays(vodId, 60), extra: true },
      vodPlays(999999, 60),
    ]) {
      socket.emit(SocketEvent.vodPlays, payload);
    }
    socket.emit(SocketEvent.vodPlays, vodPlays(vodId, 120));
    const rows = await eventually(
      () => positionsOf(vodId),
      (found) => found.length === 1,
    );
    expect(rows[0]).toMatchObject({ stoppedTime: 120 });
    expect(socket.connected).toBe(true);
  });
});

describe('the vod-plays socket event of a channel', () => {
  it('keeps no continue-watching position for a channel (model_type 3)', async () => {
    const socket = await connect();
    const id = vodIds[17]!;
    socket.emit(SocketEvent.vodPlays, { ...vodPlays(id, 95), model_type: ItemType.channel });
    socket.emit(SocketEvent.vodPlays, vodPlays(vodIds[18]!, 30));
    await eventually(
      () => positionsOf(vodIds[18]!),
      (rows) => rows.length === 1,
    );
    expect(await positionsOf(id)).toEqual([]);
    expect(socket.connected).toBe(true);
  });
});

describe('the play-issues socket event', () => {
  it('stores buffer and crash reports with the account, the profile and the time', async () => {
    const socket = await connect();
    const before = t.now().getTime();
    socket.emit(SocketEvent.playIssues, {
      buffer: true,
      crash: false,
      record_model: 'vod',
      model_id: vodIds[0],
      model_type: ItemType.movie,
    });
    socket.emit(SocketEvent.playIssues, { buffer: 'yes', crash: false });
    socket.emit(SocketEvent.playIssues, {
      buffer: false,
      crash: true,
      record_model: 'trailer',
      model_id: vodIds[1],
      model_type: ItemType.movie,
    });
    const rows = await eventually(
      () => t.database.db.select().from(playIssues).orderBy(playIssues.id),
      (found) => found.length === 2,
    );
    // Each event is handled on its own, so on PostgreSQL either may be stored first.
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...viewer,
          recordModel: 'vod',
          modelId: vodIds[0],
          buffer: true,
          crash: false,
        }),
        expect.objectContaining({
          ...viewer,
          recordModel: 'trailer',
          modelId: vodIds[1],
          buffer: false,
          crash: true,
        }),
      ]),
    );
    expect(rows[0]!.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
