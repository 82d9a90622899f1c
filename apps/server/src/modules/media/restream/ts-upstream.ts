import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OpenedBody } from '../../../http/upstream-types.js';
import { parsePlaylist } from './hls-playlist.js';
import { UpstreamFailed, asUpstreamFailed, type UpstreamReadOptions } from './upstream-segment.js';

/** How the stream is opened: the connection's and its silence's bounds. */
export const TS_OPEN_LIMITS = { connectTimeoutMs: 10_000, idleMs: 10_000 };
/** No finished segment for this long: the upstream trickles too slowly to play. */
export const TS_STALL_MS = 30_000;
const SEGMENT_SECONDS = 2;
// The playlist ffmpeg rewrites keeps this many segments: a window that never ends would grow
// it for as long as the channel plays. A minute leaves the reader room; one that falls behind
// still sees what it missed from the media sequence.
const WINDOW_SEGMENTS = 30;
const POLL_MS = 250;
const STDERR_KEPT = 4096;

export interface TsReadOptions extends UpstreamReadOptions {
  ffmpegPath: string;
  /** No byte for this long: `idle`; TS_OPEN_LIMITS.idleMs when absent. */
  idleMs?: number;
  /** No finished segment for this long: `stalled`; TS_STALL_MS when absent. */
  stallMs?: number;
  /** The stream already opened (readUpstream sniffs its first bytes): no second request. */
  opened?: OpenedBody;
}

/** ffmpeg remuxes (never transcodes) the stream into HLS segments in `folder`. */
function ffmpegArgs(folder: string): string[] {
  return [
    // ffmpeg's 5 s of probing by default would hold the first segment back by as much; 2 s
    // still finds every stream's parameters.
    ...['-hide_banner', '-loglevel', 'error', '-analyzeduration', '2000000'],
    ...['-f', 'mpegts', '-i', 'pipe:0'],
    // Every picture and sound; data streams an HLS segment cannot carry are left out.
    ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_segment_type', 'mpegts'],
    ...['-hls_list_size', String(WINDOW_SEGMENTS)],
    ...['-hls_segment_filename', join(folder, 'seg-%d.ts'), join(folder, 'live.m3u8')],
  ];
}

const lastLine = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .at(-1) ?? '';

/**
 * Reads an MPEG-TS stream over HTTP: ffmpeg cuts it into ~2 s segments (`-c copy`) in a
 * temporary folder, and each finished one is yielded, then deleted. Resolves when `signal`
 * aborts; rejects with UpstreamFailed: `idle`, `stalled`, `ended` when the upstream closes,
 * `unsupported` with ffmpeg's last error line when ffmpeg stops. ffmpeg never outlives it.
 */
export async function readTsUpstream(url: string, options: TsReadOptions): Promise<void> {
  const { fetch, signal } = options;
  if (signal.aborted) return;
  let opened: OpenedBody;
  try {
    opened =
      options.opened ??
      (await fetch.open(url, {
        ...TS_OPEN_LIMITS,
        idleMs: options.idleMs ?? TS_OPEN_LIMITS.idleMs,
        signal,
      }));
  } catch (error) {
    if (signal.aborted) return;
    throw asUpstreamFailed(error);
  }
  return remux(opened.body, options);
}

async function remux(body: Readable, options: TsReadOptions): Promise<void> {
  const { signal, onSegment, onBytes } = options;
  const stallMs = options.stallMs ?? TS_STALL_MS;
  const folder = await mkdtemp(join(tmpdir(), 'marquee-restream-'));
  const folderUrl = pathToFileURL(folder + sep).href;
  const child = spawn(options.ffmpegPath, ffmpegArgs(folder), {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let wake = () => {};
  let failure: UpstreamFailed | undefined;
  const fail = (error: UpstreamFailed) => {
    failure ??= error;
    wake();
  };
  let exit: { code: number | null } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.on('close', (code) => {
      exit = { code };
      wake();
      resolve();
    }),
  );
  child.on('error', (error) =>
    fail(
      new UpstreamFailed({
        code: 'unsupported',
        message: `ffmpeg did not start: ${error.message}`,
      }),
    ),
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  // Writing to an ffmpeg that stopped fails; its exit says why.
  child.stdin.on('error', () => {});
  let upstreamEnded = false;
  body.on('data', (chunk: Buffer) => onBytes?.(chunk.length));
  body.on('end', () => (upstreamEnded = true));
  body.on('error', (error) => fail(asUpstreamFailed(error)));
  body.pipe(child.stdin);
  const onAbort = () => wake();
  signal.addEventListener('abort', onAbort, { once: true });

  let next = 0;
  let owed = false;
  const scan = async (): Promise<boolean> => {
    const text = await readFile(join(folder, 'live.m3u8'), 'utf8').catch(() => undefined);
    if (text === undefined) return false;
    const playlist = parsePlaylist(text, folderUrl);
    if (playlist.kind !== 'media') return false;
    // Segments that left the window unread: gone for the store, not for the disk.
    for (; next < playlist.mediaSequence; next += 1) {
      owed = true;
      await rm(join(folder, `seg-${next}.ts`), { force: true });
    }
    let yielded = false;
    for (const segment of playlist.segments.filter((one) => one.sequence >= next)) {
      const file = fileURLToPath(segment.uri);
      const data = await readFile(file);
      await rm(file, { force: true });
      if (signal.aborted) break;
      await onSegment({
        data,
        durationMs: segment.durationMs,
        container: 'ts',
        discontinuity: owed,
      });
      owed = false;
      next = segment.sequence + 1;
      yielded = true;
    }
    return yielded;
  };

  let producedAt = Date.now();
  try {
    for (;;) {
      // Read before the scan: a scan after ffmpeg's exit has read its last playlist.
      const finished = exit;
      if (!signal.aborted && !failure && (await scan())) producedAt = Date.now();
      if (signal.aborted) return;
      if (failure) throw failure;
      if (finished) {
        if (finished.code === 0 && upstreamEnded) {
          throw new UpstreamFailed({ code: 'ended', message: 'The upstream closed its stream.' });
        }
        const said = lastLine(stderr) || `exit code ${finished.code}`;
        throw new UpstreamFailed({
          code: 'unsupported',
          message: `ffmpeg could not remux the upstream: ${said}`,
        });
      }
      if (Date.now() - producedAt >= stallMs) {
        throw new UpstreamFailed({
          code: 'stalled',
          message: `The upstream's stream brought no whole segment in ${Math.round(stallMs / 1000)} s.`,
        });
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout((wake = done), POLL_MS);
        function done() {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    body.unpipe(child.stdin);
    body.destroy();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(folder, { recursive: true, force: true });
  }
}
