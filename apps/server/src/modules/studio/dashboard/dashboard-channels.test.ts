// The dashboard's channel figures from a real restream: a channel whose every source is dead.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@marquee/contract';
import { channelSources, channels, vodProfiles } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let mediaDir: string;
let operatorToken: string;
let gone: number;

/** A loopback address nothing listens on. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}/live.m3u8`;
}

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'marquee-dashboard-media-'));
  t = await createTestApp({ config: { mediaDir, upstreamAllowPrivate: true } });
  operatorToken = (await operatorOfRole(t, 'editor')).token;
  const { db } = t.database;
  const dead = await deadUrl();
  const [row] = await db
    .insert(channels)
    .values({ title: 'Gone', channelNumber: 951, streamUrl: dead })
    .returning({ id: channels.id });
  gone = row!.id;
  await db.insert(channelSources).values([
    { channelId: gone, position: 0, url: dead },
    { channelId: gone, position: 1, url: await deadUrl() },
  ]);
  await db
    .insert(vodProfiles)
    .values({ channelId: gone, name: 'HD', code: 'HD', businessModel: 'svod', pricing: [] });
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the dashboard of a restreamed channel whose every source fails', () => {
  it('names it down, counts its viewer and its failed sources among the last hour’s errors', async () => {
    const before = await t.call({ url: '/api/studio/dashboard', headers: bearer(operatorToken) });
    const { channels: beforeChannels } = before.json<{ data: Dashboard }>().data;

    const { token } = await t.login();
    const asked = await t.call({
      method: 'POST',
      url: '/api/channels/stream',
      token,
      body: { channel_id: gone },
    });
    expect(asked.statusCode).toBe(409);

    const response = await t.call({ url: '/api/studio/dashboard', headers: bearer(operatorToken) });
    const { channels: now, viewers, errors } = response.json<{ data: Dashboard }>().data;
    expect(now.total).toBe(beforeChannels.total);
    expect(now.up).toBe(0);
    expect(now.down).toEqual([{ id: gone, title: 'Gone', state: 'down' }]);
    expect(viewers.channels).toBe(1);
    expect(viewers.top_channels).toEqual([{ id: gone, title: 'Gone', viewers: 1 }]);
    expect(errors.channel_sources).toBe(2);
    expect(errors.total).toBeGreaterThanOrEqual(2);
  });
});
