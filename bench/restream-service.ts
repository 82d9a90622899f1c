// A restreamed channel for the restream benchmarks, made as an operator makes one: ffmpeg
// upstreams on loopback (test-upstreams.ts), each behind a proxy that counts what it serves, an
// M3U list naming them in order, `import.js channels` into a fresh DATA_DIR, then the built
// server with UPSTREAM_ALLOW_PRIVATE=1. Also the calls a viewer makes (its own device, the
// channel stream call, the playlists) and the server's CPU time from /proc.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTENT_TYPES,
  listen,
  startHlsUpstream,
  type HlsUpstream,
  type HlsUpstreamOptions,
} from '../apps/server/src/modules/media/restream/test-upstreams';
import { APP_VERSION, Header } from '../packages/contract/src/headers';
import { root } from '../scripts/lib.mjs';
import { freshDataDir, startServer, type StartedServer } from './start-server';
import { DEMO_LOGIN, call, calls, webHeaders, webPath } from './web-calls';

export const CHANNEL_TITLE = 'Bench Harbour';

/** A loopback server in front of an upstream: the bytes and requests it passed on. */
export interface CountingProxy {
  /** The upstream's playlist through the proxy. */
  url: string;
  origin: string;
  bytes(): number;
  requests(): number;
  close(): Promise<void>;
}

const HLS_JS = join(root, 'node_modules', 'hls.js', 'dist', 'hls.min.js');

/**
 * Passes GETs on to `upstreamUrl`'s origin, counting the bodies' bytes; a dead upstream answers
 * 502. Also serves `/plain.html`, a blank page, and `/hls.js`, so a plain hls.js page plays the
 * upstream from the same origin.
 */
export async function countingProxy(upstreamUrl: string): Promise<CountingProxy> {
  const upstream = new URL(upstreamUrl);
  let bytes = 0;
  let requests = 0;
  const { origin, stop } = await listen((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/plain.html')) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><body>');
      return;
    }
    if (path === '/hls.js') {
      response
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end(readFileSync(HLS_JS, 'utf8'));
      return;
    }
    requests += 1;
    fetch(new URL(path, upstream.origin)).then(
      async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        bytes += body.length;
        const type = answer.headers.get('content-type') ?? CONTENT_TYPES['.ts']!;
        response.writeHead(answer.status, { 'content-type': type }).end(body);
      },
      () => response.writeHead(502).end(),
    );
  });
  return {
    url: `${origin}${upstream.pathname}`,
    origin,
    bytes: () => bytes,
    requests: () => requests,
    close: stop,
  };
}

export interface RestreamService {
  server: StartedServer;
  channelId: number;
  upstreams: HlsUpstream[];
  /** Each upstream's proxy: the server reads the upstreams through them. */
  proxies: CountingProxy[];
  /** MEDIA_DIR/channels/<id>: where the channel's segments are written. */
  recordingFolder: string;
  stop(): Promise<void>;
}

/**
 * One channel whose sources are ffmpeg upstreams of `upstreams`' sizes, in that order, recorded
 * for `catchupDays` when given, on the built server (`env` on top, e.g. RESTREAM_IDLE_SECONDS).
 */
export async function startRestreamService(options: {
  upstreams: HlsUpstreamOptions[];
  catchupDays?: number;
  env?: NodeJS.ProcessEnv;
}): Promise<RestreamService> {
  const dataDir = freshDataDir();
  const upstreams = await Promise.all(options.upstreams.map((one) => startHlsUpstream(one)));
  const proxies = await Promise.all(upstreams.map((upstream) => countingProxy(upstream.url)));
  const catchup = options.catchupDays ? ` catchup-days="${options.catchupDays}"` : '';
  const list = join(dataDir, 'own.m3u');
  writeFileSync(
    list,
    [
      '#EXTM3U',
      ...proxies.flatMap((proxy, position) => [
        position === 0
          ? `#EXTINF:-1 tvg-id="harbour.bench" group-title="Own"${catchup},${CHANNEL_TITLE}`
          : `#EXTINF:-1 tvg-id="harbour.bench",${CHANNEL_TITLE} (backup ${position})`,
        proxy.url,
      ]),
      '',
    ].join('\n'),
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    INIT_CWD: root,
  };
  delete env.DATABASE_URL;
  execFileSync(process.execPath, ['apps/server/dist/import.js', 'channels', list], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await startServer({
    dataDir,
    env: { UPSTREAM_ALLOW_PRIVATE: '1', ...options.env },
  });
  const token = await viewerLogIn(server.baseUrl, 'marquee-bench-operator');
  const { items } = await call<{ items: Array<{ id: number; title: string }> }>(
    server.baseUrl,
    token,
    webPath('/channels/list', { limit: 200, page: 1 }),
  );
  const channel = items.find((item) => item.title === CHANNEL_TITLE);
  if (!channel) throw new Error(`${CHANNEL_TITLE} is not in the line-up after the import`);
  return {
    server,
    channelId: channel.id,
    upstreams,
    proxies,
    recordingFolder: join(dataDir, 'media', 'channels', String(channel.id)),
    async stop() {
      await server.stop();
      await Promise.all(proxies.map((proxy) => proxy.close()));
      await Promise.all(upstreams.map((upstream) => upstream.close()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs the demo subscriber in on a device of its own (`uid`); the session's token. */
export async function viewerLogIn(baseUrl: string, uid: string): Promise<string> {
  const credentials = Buffer.from(`${DEMO_LOGIN.identifier}:${DEMO_LOGIN.password}`);
  const response = await fetch(`${baseUrl}${webPath(calls.login)}`, {
    headers: {
      ...webHeaders(),
      [Header.uid]: uid,
      [Header.authorization]: `Basic ${credentials.toString('base64')}`,
      [Header.deviceModel]: 'marquee-bench',
      [Header.appVersion]: APP_VERSION,
    },
  });
  const body = (await response.json()) as { data?: { device?: { token?: string } } };
  const token = body.data?.device?.token;
  if (!response.ok || !token) throw new Error(`Login failed: HTTP ${response.status}`);
  return token;
}

/** The channel's live media playlist for the device of `token`: the stream call, then its master. */
export async function liveMediaPlaylistUrl(
  baseUrl: string,
  token: string,
  channelId: number,
): Promise<string> {
  const { url } = await call<{ url: string }>(baseUrl, token, webPath(calls.channelStream), {
    channel_id: channelId,
  });
  const master = new URL(url, baseUrl);
  const answer = await fetch(master);
  if (!answer.ok) throw new Error(`${master.pathname}: HTTP ${answer.status}`);
  const media = (await answer.text()).split('\n').find((line) => line && !line.startsWith('#'));
  if (!media) throw new Error('The master playlist names no media playlist');
  return new URL(media.trim(), master).href;
}

/** A media playlist's target duration and its segments' absolute URLs with their sequence. */
export function readMediaPlaylist(body: string, playlistUrl: string) {
  const targetDuration = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(body)?.[1] ?? 2);
  let sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(body)?.[1] ?? 0);
  const segments: Array<{ sequence: number; url: string }> = [];
  for (const line of body.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    segments.push({ sequence, url: new URL(line.trim(), playlistUrl).href });
    sequence += 1;
  }
  return { targetDuration, segments };
}

/** A channel's row of the operators' status call (GET /api/restream/channels). */
export interface RestreamStatusRow {
  channel_id: number;
  state: string;
  source: number | null;
  viewers: number;
  bytes_in: number;
  bytes_out: number;
}

export async function restreamStatus(
  baseUrl: string,
  channelId: number,
): Promise<RestreamStatusRow | undefined> {
  const answer = await fetch(`${baseUrl}/api/restream/channels`);
  const body = (await answer.json()) as { data: { channels: RestreamStatusRow[] } };
  return body.data.channels.find((row) => row.channel_id === channelId);
}

/** Linux's USER_HZ, the unit of /proc/PID/stat's times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time a process has used so far (user and system), in ms, from /proc/PID/stat. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 14th and 15th fields; the split above starts at the 3rd.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** The value at percentile `p` of ascending `sorted`. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
