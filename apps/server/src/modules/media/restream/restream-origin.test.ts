// A restreamed channel end to end on the server: real upstreams (ffmpeg on loopback), the
// stream call, the origin's playlists and segments, failover, the status call, the metrics,
// recording for catch-up and start-over, and a restart.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  channelSegments,
  channelSources,
  channels,
  programmes,
  vodProfiles,
} from '../../../db/schema.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import { originCalls, parse, resolve } from '../live-origin/live-origin-fixtures.js';
import { RESTREAM_STATUS_PATH } from './restream-routes.js';
import { startHlsUpstream, type HlsUpstream } from './test-upstreams.js';

let t: TestApp;
let token: string;
let mediaDir: string;
let upstream: HlsUpstream;
let spare: HlsUpstream;
const channel = { own: 0, down: 0 };
const profile = { own: 0, down: 0 };
const shows = { ended: 0, onAir: 0 };
let recordingFrom = 0;
const calls = originCalls(() => ({ t, token }));

/** A loopback port nothing listens on. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}/live.m3u8`;
}

/** The picture size ffprobe reads in a segment's bytes. */
async function pictureOf(bytes: Buffer): Promise<string> {
  const file = join(mediaDir, `probe-${Date.now()}.ts`);
  await writeFile(file, bytes);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height'],
    ...['-of', 'csv=p=0:s=x', file],
  ]);
  return out.toString().trim().split('\n')[0]!;
}

async function livePlaylist(channelId = channel.own) {
  const stream = await calls.stream({ channel_id: channelId });
  const [media] = await calls.variantsOf(new URL(stream.url, 'http://origin').pathname);
  return { media: media!, playlist: parse(await calls.text(media!)) };
}

beforeAll(async () => {
  upstream = await startHlsUpstream({ width: 426, height: 240, segmentSeconds: 1 });
  spare = await startHlsUpstream({ width: 320, height: 180, segmentSeconds: 1 });
  mediaDir = await mkdtemp(join(tmpdir(), 'marquee-restream-media-'));
  t = await createTestApp({
    config: { mediaDir, upstreamAllowPrivate: true, restreamIdleSeconds: 60 },
  });
  token = (await t.login()).token;
  const { db } = t.database;
  const dead = await deadUrl();
  const [own, down] = await db
    .insert(channels)
    .values([
      { title: 'Own', channelNumber: 901, streamUrl: dead, catchupEnabled: true, catchupDays: 1 },
      { title: 'Gone', channelNumber: 902, streamUrl: dead },
    ])
    .returning({ id: channels.id });
  channel.own = own!.id;
  channel.down = down!.id;
  await db.insert(channelSources).values([
    { channelId: channel.own, position: 0, url: dead },
    { channelId: channel.own, position: 1, url: upstream.url },
    { channelId: channel.own, position: 2, url: spare.url },
    { channelId: channel.down, position: 0, url: dead },
    { channelId: channel.down, position: 1, url: await deadUrl() },
  ]);
  const [a, b] = await db
    .insert(vodProfiles)
    .values(
      [channel.own, channel.down].map((channelId) => ({
        channelId,
        name: 'HD',
        code: 'HD',
        businessModel: 'svod',
        pricing: [],
      })),
    )
    .returning({ id: vodProfiles.id });
  profile.own = a!.id;
  profile.down = b!.id;
  // Recorded from the server's start: a programme that ends 5 s later, and the next, on air.
  recordingFrom = t.now().getTime();
  const [ended, onAir] = await db
    .insert(programmes)
    .values([
      {
        channelId: channel.own,
        title: 'Before',
        start: new Date(recordingFrom - 60_000),
        stop: new Date(recordingFrom + 5_000),
      },
      {
        channelId: channel.own,
        title: 'Now',
        start: new Date(recordingFrom + 5_000),
        stop: new Date(recordingFrom + 3_600_000),
      },
    ])
    .returning({ id: programmes.id });
  shows.ended = ended!.id;
  shows.onAir = onAir!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([upstream?.close(), spare?.close()]);
  await rm(mediaDir, { recursive: true, force: true });
});

describe('a restreamed channel', () => {
  it("plays its upstream's picture through the origin, from the first source that works", async () => {
    const { media, playlist } = await livePlaylist();
    expect(playlist.segments.length).toBeGreaterThan(0);
    const segment = await t.call({ url: resolve(playlist.segments.at(-1)!.uri, media) });
    expect(segment.statusCode).toBe(200);
    expect(await pictureOf(segment.rawPayload)).toBe('426x240');
    // The viewer never sees the upstream's address.
    expect(JSON.stringify(playlist)).not.toContain('127.0.0.1');
  });

  it('costs the upstream one viewer whatever the number of viewers', async () => {
    const devices = await Promise.all(
      Array.from({ length: 10 }, (_, n) => t.login(undefined, undefined, `viewer-${n}`)),
    );
    const before = upstream.requests();
    const started = Date.now();
    while (Date.now() - started < 4_000) {
      await Promise.all(
        devices.map(async (device) => {
          const stream = await calls.streamCall({ channel_id: channel.own }, device.token);
          const url = new URL(stream.json<{ data: { url: string } }>().data.url, 'http://origin')
            .pathname;
          const [media] = await calls.variantsOf(url);
          await calls.text(media!);
        }),
      );
      await new Promise((done) => setTimeout(done, 500));
    }
    // One session polls a 1 s playlist about twice a second and fetches a segment a second:
    // about 12 requests in 4 s, whatever ten viewers ask.
    expect(upstream.requests() - before).toBeLessThan(20);
    const status = await t.call({ url: RESTREAM_STATUS_PATH });
    const own = status
      .json<{ data: { channels: Record<string, unknown>[] } }>()
      .data.channels.find((row) => row.channel_id === channel.own);
    expect(own).toMatchObject({ state: 'up', source: 1, recorded: true });
    expect(own!.viewers).toBeGreaterThanOrEqual(10);
    expect((own!.sources as { state: string; error: string | null }[])[0]).toMatchObject({
      state: 'failed',
    });
  });

  it('fails over to the next source when the playing one dies, and the live playlist goes on', async () => {
    const { media, playlist: before } = await livePlaylist();
    const lastBefore = before.number('EXT-X-MEDIA-SEQUENCE') + before.segments.length - 1;
    await upstream.kill();
    await vi.waitFor(
      async () => {
        const after = parse(await calls.text(media));
        const last = after.segments.at(-1)!;
        expect(after.number('EXT-X-MEDIA-SEQUENCE') + after.segments.length - 1).toBeGreaterThan(
          lastBefore,
        );
        const bytes = (await t.call({ url: resolve(last.uri, media) })).rawPayload;
        expect(await pictureOf(bytes)).toBe('320x180');
        expect(after.segments.some((segment) => segment.discontinuity)).toBe(true);
      },
      { timeout: 15_000, interval: 500 },
    );
  });

  it('plays a programme that ended after the recording began as catch-up from where the recording starts', async () => {
    await vi.waitFor(() => expect(t.now().getTime()).toBeGreaterThan(recordingFrom + 7_000), {
      timeout: 10_000,
    });
    const stream = await calls.stream({ channel_id: channel.own, epg_programme_id: shows.ended });
    expect(stream.catchup).toBe(true);
    const [media] = await calls.variantsOf(new URL(stream.url, 'http://origin').pathname);
    const text = await calls.text(media!);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toContain('#EXT-X-ENDLIST');
    const playlist = parse(text);
    const first = Date.parse(playlist.segments[0]!.programDateTime!);
    expect(first).toBeLessThan(recordingFrom + 5_000);
    const last = playlist.segments.at(-1)!;
    expect(Date.parse(last.programDateTime!)).toBeLessThan(recordingFrom + 5_000);
  });

  it('starts the programme on air over from its start', async () => {
    const stream = await calls.stream({ channel_id: channel.own, epg_programme_id: shows.onAir });
    const [media] = await calls.variantsOf(new URL(stream.url, 'http://origin').pathname);
    const text = await calls.text(media!);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    const playlist = parse(text);
    const first = playlist.segments[0]!;
    expect(Date.parse(first.programDateTime!)).toBeLessThanOrEqual(recordingFrom + 5_000);
    expect(Date.parse(first.programDateTime!) + first.duration * 1000).toBeGreaterThan(
      recordingFrom + 5_000,
    );
  });

  it('refuses a channel whose every source fails with "channel unavailable"', async () => {
    const response = await calls.streamCall({ channel_id: channel.down });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 0,
      message: expect.stringContaining('unavailable'),
    });
  });

  it('shows each channel in the metrics: upstream up, viewers, bytes in and out', async () => {
    const metrics = (await t.call({ url: '/api/metrics' })).body;
    expect(metrics).toContain(`marquee_channel_upstream_up{channel="${channel.own}"} 1`);
    expect(metrics).toMatch(
      new RegExp(`marquee_channel_bytes_in_total\\{channel="${channel.own}"\\} [1-9]`),
    );
    expect(metrics).toMatch(
      new RegExp(`marquee_channel_bytes_out_total\\{channel="${channel.own}"\\} [1-9]`),
    );
    expect(metrics).toContain(`marquee_channel_upstream_up{channel="${channel.down}"} 0`);
  });

  it('goes on recording after a restart, after a discontinuity, keeping what it had', async () => {
    const { db } = t.database;
    const recorded = () =>
      db
        .select()
        .from(channelSegments)
        .where(eq(channelSegments.channelId, channel.own))
        .orderBy(asc(channelSegments.sequence));
    // Read once the app has closed: a segment recorded between the read and the close would
    // otherwise sit between `before` and the first one after the restart.
    await t.app.close();
    const before = await recorded();
    expect(before.length).toBeGreaterThan(0);
    const restartedAt = Date.now();
    const twin = await createTwinApp(t, { mediaDir, upstreamAllowPrivate: true });
    try {
      await twin.app.ready();
      await vi.waitFor(
        async () => {
          const rows = await recorded();
          const resumed = rows.find((row) => row.sequence === before.at(-1)!.sequence + 1);
          expect(resumed).toMatchObject({ discontinuity: true });
          expect(resumed!.startsAt.getTime()).toBeGreaterThanOrEqual(restartedAt - 5_000);
          expect(rows[0]!.sequence).toBe(before[0]!.sequence);
        },
        { timeout: 15_000, interval: 500 },
      );
    } finally {
      await twin.close();
    }
  });
});
