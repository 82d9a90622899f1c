// Loopback upstreams for the restream tests, end-to-end specs and benchmarks: real ffmpeg
// streams served over http on 127.0.0.1, port 0. Each close() stops what it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReceivedSegment } from './upstream-segment.js';

/** The ffmpeg the test upstreams and readers run: FFMPEG_PATH, else ffmpeg on PATH. */
export const testFfmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';

const FRAME_RATE = 25;

/** The Content-Type served for each file extension. */
export const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
};

export interface LoopbackUpstream {
  /** The stream's URL (the playlist's, for HLS). */
  url: string;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Serves `handler` on 127.0.0.1, port 0; `stop` closes the server and its connections. */
export async function listen(
  handler: Handler,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server: Server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }));
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/** lavfi's moving test picture and a tone; `seconds` bounds them, else they never end. */
export function patternInputs(width: number, height: number, seconds?: number): string[] {
  const duration = seconds === undefined ? '' : `:duration=${seconds}`;
  return [
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${FRAME_RATE}${duration}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440${duration}`],
  ];
}

/** H.264 (x264 ultrafast) with a keyframe every `gopSeconds`, and AAC. */
export function h264Aac(gopSeconds: number): string[] {
  const gop = String(Math.round(FRAME_RATE * gopSeconds));
  return [
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-c:a', 'aac', '-b:a', '64k'],
  ];
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = once(child, 'close').then(() => undefined);
  child.kill('SIGKILL');
  return exited;
}

async function serveFile(folder: string, name: string, response: ServerResponse): Promise<void> {
  const body = await readFile(join(folder, basename(name))).catch(() => undefined);
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  const type = CONTENT_TYPES[extname(name)] ?? 'application/octet-stream';
  response.writeHead(200, { 'content-type': type }).end(body);
}

export interface HlsUpstreamOptions {
  width?: number;
  height?: number;
  segmentSeconds?: number;
  fmp4?: boolean;
  aes?: boolean;
}

/** A GET an upstream answered: the path asked for, and when (ms since the epoch). */
export interface UpstreamRequest {
  path: string;
  at: number;
}

export interface HlsUpstream extends LoopbackUpstream {
  /** GETs of the playlist and its segments (and key, init segment) so far. */
  requests(): number;
  /** Those GETs, in the order they arrived. */
  requestLog(): readonly UpstreamRequest[];
  /** The playlist stops advancing: it is served as it is now until resume(). */
  stall(): void;
  resume(): void;
  /** Stops ffmpeg and the server: the upstream's port then refuses connections. */
  kill(): Promise<void>;
}

/**
 * A live HLS upstream: ffmpeg (-re) encodes a test pattern into a 6-segment sliding window
 * (MPEG-TS or fMP4 segments, AES-128 optionally), served over http. Resolves once the first
 * playlist is written.
 */
export async function startHlsUpstream(options: HlsUpstreamOptions = {}): Promise<HlsUpstream> {
  const { width = 426, height = 240, segmentSeconds = 2, fmp4 = false, aes = false } = options;
  const folder = await mkdtemp(join(tmpdir(), 'marquee-hls-upstream-'));
  if (aes) {
    await writeFile(join(folder, 'key.bin'), randomBytes(16));
    await writeFile(join(folder, 'key.info'), 'key.bin\nkey.bin\n');
  }
  const child = spawn(
    testFfmpegPath,
    [
      ...['-v', 'error', '-re', ...patternInputs(width, height), ...h264Aac(segmentSeconds)],
      ...['-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', '6'],
      ...['-hls_flags', 'delete_segments'],
      ...(fmp4 ? ['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'] : []),
      ...(aes ? ['-hls_key_info_file', 'key.info'] : []),
      ...['-hls_segment_filename', fmp4 ? 'seg-%d.m4s' : 'seg-%d.ts', 'live.m3u8'],
    ],
    { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const log: UpstreamRequest[] = [];
  let frozen: Buffer | undefined;
  const { origin, stop } = await listen((request, response) => {
    const name = new URL(request.url ?? '/', 'http://upstream').pathname;
    log.push({ path: name, at: Date.now() });
    if (name === '/live.m3u8' && frozen) {
      response.writeHead(200, { 'content-type': CONTENT_TYPES['.m3u8'] }).end(frozen);
    } else void serveFile(folder, name, response);
  });
  const kill = async () => {
    await stopProcess(child);
    await stop();
  };
  const close = async () => {
    await kill();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    for (let waited = 0; !existsSync(join(folder, 'live.m3u8')); waited += 50) {
      if (child.exitCode !== null) throw new Error(`ffmpeg stopped: ${stderr}`);
      if (waited > 20_000) throw new Error('ffmpeg wrote no playlist in 20 s');
      await sleep(50);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url: `${origin}/live.m3u8`,
    requests: () => log.length,
    requestLog: () => log,
    stall() {
      frozen = readFileSync(join(folder, 'live.m3u8'));
    },
    resume() {
      frozen = undefined;
    },
    kill,
    close,
  };
}

export interface TsUpstream extends LoopbackUpstream {
  /** GETs of the stream so far. */
  connections(): number;
  /** Stops every stream and the server. */
  kill(): Promise<void>;
}

/**
 * An MPEG-TS upstream: each GET streams a test pattern from its own ffmpeg in real time
 * (keyframes every 2 s), for `seconds` when given (then the answer ends), else until the
 * client goes.
 */
export async function startTsUpstream(
  options: { width?: number; height?: number; seconds?: number } = {},
): Promise<TsUpstream> {
  const { width = 426, height = 240, seconds } = options;
  const streams = new Set<ChildProcess>();
  let connections = 0;
  const { origin, stop } = await listen((_request, response) => {
    connections += 1;
    const child = spawn(
      testFfmpegPath,
      [
        ...['-v', 'error', '-re', ...patternInputs(width, height, seconds), ...h264Aac(2)],
        ...['-f', 'mpegts', 'pipe:1'],
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    streams.add(child);
    child.on('close', () => streams.delete(child));
    response.writeHead(200, { 'content-type': 'video/mp2t' });
    child.stdout?.pipe(response);
    response.on('close', () => void stopProcess(child));
  });
  const kill = async () => {
    await Promise.all([...streams].map(stopProcess));
    await stop();
  };
  return { url: `${origin}/live.ts`, connections: () => connections, kill, close: kill };
}

/** An upstream that answers every request with `status`. */
export async function startStatusUpstream(status: number): Promise<LoopbackUpstream> {
  const { origin, stop } = await listen((_request, response) =>
    response.writeHead(status, { 'content-type': 'text/plain' }).end(`status ${status}\n`),
  );
  return { url: `${origin}/live.m3u8`, close: stop };
}

/** An upstream that answers 200 and then sends one MPEG-TS sync byte a second, forever. */
export async function startTrickleUpstream(): Promise<LoopbackUpstream> {
  const timers = new Set<NodeJS.Timeout>();
  const { origin, stop } = await listen((_request, response) => {
    response.writeHead(200, { 'content-type': 'video/mp2t' });
    const drip = () => response.write(Buffer.from([0x47]));
    drip();
    const timer = setInterval(drip, 1000);
    timers.add(timer);
    response.on('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  });
  const close = async () => {
    for (const timer of timers) clearInterval(timer);
    await stop();
  };
  return { url: `${origin}/live.ts`, close };
}

/**
 * Runs a reader until it has yielded `count` segments (it is then aborted) or settles by
 * itself; `each` sees the segments so far after each one.
 */
export async function collectSegments(
  read: (signal: AbortSignal, onSegment: (segment: ReceivedSegment) => void) => Promise<void>,
  count = Number.POSITIVE_INFINITY,
  each?: (segments: ReceivedSegment[]) => void,
): Promise<{ segments: ReceivedSegment[]; error?: unknown }> {
  const controller = new AbortController();
  const segments: ReceivedSegment[] = [];
  try {
    await read(controller.signal, (segment) => {
      segments.push(segment);
      each?.(segments);
      if (segments.length >= count) controller.abort();
    });
    return { segments };
  } catch (error) {
    return { segments, error };
  }
}
