// A restreamed channel on two built servers sharing PostgreSQL, Redis and MEDIA_DIR, as an
// operator runs several instances: the holder of the channel's lease reads the upstream, both
// serve what it stored, and the other takes the channel over when the holder stops. Runs in
// the several-instances suite (vitest.instances.config.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  parsePlaylist,
  type MediaPlaylist,
  type MediaSegment,
} from './modules/media/restream/hls-playlist.js';
import { RESTREAM_STATUS_PATH } from './modules/media/restream/restream-routes.js';
import { HOUSEKEEPING_MS, LEASE_MS } from './modules/media/restream/restream-sessions.js';
import {
  startHlsUpstream,
  type HlsUpstream,
  type UpstreamRequest,
} from './modules/media/restream/test-upstreams.js';
import { probeVideo } from './modules/media/restream/upstream-test-helpers.js';
import { call, instancesFixture, login, runImport, startInstance } from './test/instances.js';
import type { ServerProcess } from './test/server-process.js';

const { database, env: sharedEnv, shared } = instancesFixture();
const TITLE = 'Shared Harbour';
/** How long both viewers play before the upstream's requests are counted. */
const WINDOW_MS = 6_000;

let upstream: HlsUpstream;
/** The upstream's target duration, ms: one reader reloads its playlist no sooner than half. */
let targetMs: number;
let work: string;
let servers: ServerProcess[];
let channelId: number;
/** Each server's viewer: its token and its live media playlist's URL. */
const viewers = new Map<ServerProcess, { token: string; media: string }>();

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function text(url: string): Promise<string> {
  const answer = await fetch(url);
  const body = await answer.text();
  expect(answer.status, `${url}: ${body}`).toBe(200);
  return body;
}

async function mediaPlaylist(url: string): Promise<MediaPlaylist> {
  const playlist = parsePlaylist(await text(url), url);
  if (playlist.kind !== 'media') throw new Error(`${url} is a master playlist`);
  return playlist;
}

const fileOf = (segment: MediaSegment) => new URL(segment.uri).pathname.split('/').at(-1)!;
const lastSequence = (playlist: MediaPlaylist) => playlist.segments.at(-1)?.sequence ?? -1;

/** The channel's live media playlist on `server` for `token`: the stream call, then its master. */
async function liveMediaUrl(server: ServerProcess, token: string): Promise<string> {
  const stream = await call(server, '/api/channels/stream', {
    token,
    body: { channel_id: channelId },
  });
  expect(stream.status, JSON.stringify(stream.body)).toBe(200);
  const master = new URL(stream.body.data.url as string, server.baseUrl).href;
  const playlist = parsePlaylist(await text(master), master);
  if (playlist.kind !== 'master') throw new Error(`${master} is not a master playlist`);
  return playlist.variants[0]!.uri;
}

/** The channel's state in `server`'s restream status: `up` where it runs, else `elsewhere`. */
async function stateOn(server: ServerProcess): Promise<string | undefined> {
  const { body } = await call(server, RESTREAM_STATUS_PATH);
  const rows = body.data.channels as { channel_id: number; state: string }[];
  return rows.find((row) => row.channel_id === channelId)?.state;
}

/**
 * What the upstream saw from `from` to `to`: its playlist's reloads (how many, the shortest
 * time between two) and the segments asked for more than once.
 */
function upstreamReads(log: readonly UpstreamRequest[], from: number, to: number) {
  const within = log.filter((request) => request.at >= from && request.at < to);
  const reloads = within.filter((request) => request.path.endsWith('.m3u8')).map((r) => r.at);
  const gaps = reloads.slice(1).map((at, n) => at - reloads[n]!);
  const asked = new Map<string, number>();
  for (const { path } of within.filter((request) => request.path.endsWith('.ts'))) {
    asked.set(path, (asked.get(path) ?? 0) + 1);
  }
  return {
    reloads: reloads.length,
    shortestGapMs: Math.min(...gaps),
    segments: asked.size,
    askedTwice: [...asked].filter(([, times]) => times > 1).map(([path]) => path),
  };
}

beforeAll(async () => {
  upstream = await startHlsUpstream({ width: 426, height: 240, segmentSeconds: 1 });
  const first = parsePlaylist(await text(upstream.url), upstream.url);
  targetMs = first.kind === 'media' ? first.targetMs : 0;
  work = await mkdtemp(join(tmpdir(), 'marquee-instances-restream-'));
  await database.create();
  const env = { ...sharedEnv, MEDIA_DIR: join(work, 'media'), UPSTREAM_ALLOW_PRIVATE: '1' };
  servers = await Promise.all([startInstance(env), startInstance(env)]);
  const list = join(work, 'own.m3u');
  await writeFile(list, `#EXTM3U\n#EXTINF:-1 tvg-id="harbour.shared",${TITLE}\n${upstream.url}\n`);
  await runImport('channels', list, shared);
  for (const [n, server] of servers.entries()) {
    const { token } = await login(server, `restream-viewer-${n}`);
    // The import told both servers; each lists the channel within a moment.
    await vi.waitFor(
      async () => {
        const { body } = await call(server, '/api/channels/list?limit=200&page=1', { token });
        const items = body.data.items as { id: number; title: string }[];
        channelId = items.find((item) => item.title === TITLE)!.id;
        expect(channelId).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 200 },
    );
    viewers.set(server, { token, media: await liveMediaUrl(server, token) });
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(servers?.map((server) => server.stop()) ?? []);
  await database.drop();
  await upstream?.close();
  await rm(work, { recursive: true, force: true });
}, 60_000);

describe('a restreamed channel on two instances', () => {
  it('plays the same segments on both while the upstream sees one reader', async () => {
    expect(targetMs).toBeGreaterThan(0);
    const media = servers.map((server) => viewers.get(server)!.media);
    await vi.waitFor(
      async () => {
        for (const url of media) {
          expect((await mediaPlaylist(url)).segments.length).toBeGreaterThanOrEqual(3);
        }
      },
      { timeout: 15_000, interval: 500 },
    );
    // Both viewers ask for their playlist every second, as players do, for the window.
    const listed = media.map(() => new Map<number, string>());
    const from = Date.now();
    while (Date.now() - from < WINDOW_MS) {
      for (const [n, url] of media.entries()) {
        for (const segment of (await mediaPlaylist(url)).segments) {
          listed[n]!.set(segment.sequence, fileOf(segment));
        }
      }
      await sleep(1_000);
    }
    const to = Date.now();
    const [onA, onB] = listed as [Map<number, string>, Map<number, string>];
    const both = [...onA.keys()].filter((sequence) => onB.has(sequence));
    expect(both.length).toBeGreaterThanOrEqual(WINDOW_MS / targetMs);
    for (const sequence of both) expect(onB.get(sequence)).toBe(onA.get(sequence));

    // The same segment through each server: the same bytes, 426x240 H.264 from the upstream.
    const [playlistA, playlistB] = await Promise.all(media.map(mediaPlaylist));
    const shared = playlistA!.segments.find((segment) =>
      playlistB!.segments.some((other) => other.sequence === segment.sequence),
    )!;
    const sameOnB = playlistB!.segments.find((other) => other.sequence === shared.sequence)!;
    const [bytesA, bytesB] = await Promise.all(
      [shared.uri, sameOnB.uri].map(async (url) => {
        const answer = await fetch(url);
        expect(answer.status).toBe(200);
        return Buffer.from(await answer.arrayBuffer());
      }),
    );
    expect(bytesB!.equals(bytesA!)).toBe(true);
    expect(probeVideo(bytesA!)).toBe('h264,426,240');

    // One reader: each segment asked for once, and the playlist reloaded no sooner than half a
    // target duration after the last reload (RFC 8216 §6.3.4), which two readers would break.
    const seen = upstreamReads(upstream.requestLog(), from, to);
    expect(seen.segments).toBeGreaterThanOrEqual(Math.floor(WINDOW_MS / targetMs) - 1);
    expect(seen.askedTwice).toEqual([]);
    expect(seen.shortestGapMs).toBeGreaterThanOrEqual(targetMs / 2 - 5);
    expect(seen.reloads).toBeLessThanOrEqual(Math.floor((to - from) / (targetMs / 2)) + 1);
    expect((await Promise.all(servers.map(stateOn))).sort()).toEqual(['elsewhere', 'up']);
  });

  it('goes on from the other instance when the one restreaming it stops', async () => {
    const states = await Promise.all(servers.map(stateOn));
    const holder = servers[states.indexOf('up')]!;
    const other = servers.find((server) => server !== holder)!;
    const { media } = viewers.get(other)!;
    const before = lastSequence(await mediaPlaylist(media));
    const stoppedAt = Date.now();
    // As a rolling restart stops it (SIGTERM): it lets go of the lease as it closes.
    await holder.stop();
    // The other's viewer goes on asking for the playlist; an ask takes the lease once it is free.
    let after: MediaPlaylist | undefined;
    await vi.waitFor(
      async () => {
        after = await mediaPlaylist(media);
        expect(await stateOn(other)).toBe('up');
        expect(lastSequence(after)).toBeGreaterThan(before + 2);
      },
      { timeout: LEASE_MS + HOUSEKEEPING_MS + 10_000, interval: 1_000 },
    );
    // Sooner than a lease left to run out: renewed every pass, it would last that long at least.
    expect(Date.now() - stoppedAt).toBeLessThan(LEASE_MS - HOUSEKEEPING_MS);
    // Numbered on from the holder's last segment: no sequence skipped.
    const sequences = after!.segments.map((segment) => segment.sequence);
    expect(sequences).toEqual(sequences.map((_, n) => sequences[0]! + n));
    const newest = await fetch(after!.segments.at(-1)!.uri);
    expect(newest.status).toBe(200);
    expect(probeVideo(Buffer.from(await newest.arrayBuffer()))).toBe('h264,426,240');
  }, 60_000);
});
