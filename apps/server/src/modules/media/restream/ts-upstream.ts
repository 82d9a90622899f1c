import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OpenedBody } from '../../../http/upstream-types.js';
import { parsePlaylist } from './hls-playlist.js';
import { REMUX_PLAYLIST, startTsRemux } from './ts-remux.js';
import { UpstreamFailed, asUpstreamFailed, type UpstreamReadOptions } from './upstream-segment.js';

/** How the stream is opened: the connection's and its silence's bounds. */
export const TS_OPEN_LIMITS = { connectTimeoutMs: 10_000, idleMs: 10_000 };
/** No finished segment for this long: the upstream trickles too slowly to play. */
export const TS_STALL_MS = 30_000;
// The playlist ffmpeg rewrites keeps this many segments: a window that never ends would grow
// it for as long as the channel plays. A minute leaves the reader room; one that falls behind
// still sees what it missed from the media sequence.
const WINDOW_SEGMENTS = 30;
const POLL_MS = 250;

export interface TsReadOptions extends UpstreamReadOptions {
  ffmpegPath: string;
  /** No byte for this long: `idle`; TS_OPEN_LIMITS.idleMs when absent. */
  idleMs?: number;
  /** No finished segment for this long: `stalled`; TS_STALL_MS when absent. */
  stallMs?: number;
  /** The stream already opened (readUpstream sniffs its first bytes): no second request. */
  opened?: OpenedBody;
}

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
  let wake = () => {};
  const running = startTsRemux(body, {
    ffmpegPath: options.ffmpegPath,
    folder,
    listSize: WINDOW_SEGMENTS,
    onBytes,
    onChange: () => wake(),
  });
  const onAbort = () => wake();
  signal.addEventListener('abort', onAbort, { once: true });

  let next = 0;
  let owed = false;
  const scan = async (): Promise<boolean> => {
    const text = await readFile(join(folder, REMUX_PLAYLIST), 'utf8').catch(() => undefined);
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
      const verdict = running.verdict();
      if (!signal.aborted && (await scan())) producedAt = Date.now();
      if (signal.aborted) return;
      if (verdict) throw verdict;
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
    await running.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
