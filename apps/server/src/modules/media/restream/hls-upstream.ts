import { createDecipheriv } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FetchLimits, FetchedBody } from '../../../http/upstream-types.js';
import {
  chosenVariant,
  freshSegments,
  parsePlaylist,
  reloadDelayMs,
  unsupported,
  type MediaPlaylist,
  type MediaSegment,
  type Playlist,
} from './hls-playlist.js';
import {
  UpstreamFailed,
  asUpstreamFailed,
  type ReceivedSegment,
  type UpstreamReadOptions,
} from './upstream-segment.js';

/** Bounds of one playlist read. */
export const PLAYLIST_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 };
export const SEGMENT_MAX_BYTES = 50 * 1024 * 1024;
const KEY_LIMITS = { timeoutMs: 5_000, maxBytes: 1024 };
/** Reloads that bring no new segment for this many target durations: the upstream stalled. */
export const STALL_TARGETS = 3;
// Keys and init segments kept: an upstream that rotates them must not grow the cache forever.
const CACHED = 16;

/** The IV of a segment whose key names none: its media sequence number, big-endian (§5.2). */
export function sequenceIv(sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
}

function decrypt(data: Buffer, key: Buffer, iv: Buffer): Buffer {
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, iv);
    return Buffer.concat([decipher.update(data), decipher.final()]);
  } catch {
    throw unsupported("An upstream segment could not be decrypted with the upstream's key.");
  }
}

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  cache.set(key, value);
  if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
  return value;
}

type Get = (url: string, limits: Omit<FetchLimits, 'signal'>) => Promise<FetchedBody>;

/** Fetches a segment's bytes (one retry), decrypts them, adds its init segment. */
function segmentReceiver(get: Get, signal: AbortSignal) {
  const keys = new Map<string, Buffer>();
  const maps = new Map<string, Buffer>();
  const retried = (url: string, limits: Omit<FetchLimits, 'signal'>): Promise<Buffer> =>
    get(url, limits)
      .catch((error: unknown) => {
        if (signal.aborted) throw error;
        return get(url, limits);
      })
      .then((answer) => answer.body);
  const keyOf = async (uri: string) => {
    const key = keys.get(uri) ?? remember(keys, uri, await retried(uri, KEY_LIMITS));
    if (key.length !== 16) {
      throw unsupported(`The upstream's AES-128 key is ${key.length} bytes, not 16.`);
    }
    return key;
  };
  return async (segment: MediaSegment, targetMs: number): Promise<ReceivedSegment> => {
    const limits = { timeoutMs: Math.max(10_000, 2 * targetMs), maxBytes: SEGMENT_MAX_BYTES };
    let data = await retried(segment.uri, limits);
    if (segment.key) {
      const iv = segment.key.iv ?? sequenceIv(segment.sequence);
      data = decrypt(data, await keyOf(segment.key.uri), iv);
    }
    const base = { data, durationMs: segment.durationMs, discontinuity: segment.discontinuity };
    const { map } = segment;
    if (map) {
      let init = maps.get(map.uri);
      if (!init) {
        init = await retried(map.uri, limits);
        if (map.key) init = decrypt(init, await keyOf(map.key.uri), map.key.iv);
        remember(maps, map.uri, init);
      }
      return { ...base, container: 'fmp4', map: { key: map.uri, data: init } };
    }
    if (data[0] !== 0x47) {
      throw unsupported("The upstream's segments are neither MPEG-TS nor fragmented MP4.");
    }
    return { ...base, container: 'ts' };
  };
}

export interface HlsReadOptions extends UpstreamReadOptions {
  /** The playlist already fetched (readUpstream sniffs it), and the URL that answered it. */
  first?: { url: string; text: string };
}

/**
 * Follows an HLS upstream: a master playlist's highest-BANDWIDTH variant (its alternative audio
 * renditions are not read), then the media playlist, polled as RFC 8216 §6.3.4 says. Yields the
 * window's last START_SEGMENTS segments, then each new one once, in media sequence order.
 * Resolves when `signal` aborts; rejects with UpstreamFailed (`ended` after EXT-X-ENDLIST,
 * `stalled` after STALL_TARGETS target durations without a new segment), or with what
 * `onSegment` threw.
 */
export async function readHlsUpstream(url: string, options: HlsReadOptions): Promise<void> {
  if (options.signal.aborted) return;
  try {
    await follow(url, options);
  } catch (error) {
    if (options.signal.aborted) return;
    throw error;
  }
}

async function follow(url: string, options: HlsReadOptions): Promise<void> {
  const { fetch, signal, onSegment, onBytes } = options;
  const get: Get = async (target, limits) => {
    try {
      const answer = await fetch.get(target, { ...limits, signal });
      onBytes?.(answer.body.length);
      return answer;
    } catch (error) {
      throw asUpstreamFailed(error);
    }
  };
  const load = async (target: string): Promise<MediaPlaylist> => {
    const answer = await get(target, PLAYLIST_LIMITS);
    return mediaPlaylist(parsePlaylist(answer.body.toString('utf8'), answer.url));
  };
  // Reloads ask for the URL first asked for: a redirect's target may be a one-time address.
  let mediaUrl = url;
  const first = options.first
    ? parsePlaylist(options.first.text, options.first.url)
    : await get(url, PLAYLIST_LIMITS).then((answer) =>
        parsePlaylist(answer.body.toString('utf8'), answer.url),
      );
  if (first.kind === 'master') mediaUrl = chosenVariant(first.variants).uri;
  let playlist = first.kind === 'master' ? await load(mediaUrl) : first;
  const receive = segmentReceiver(get, signal);

  let next: number | undefined;
  let previousFirst = 0;
  // A discontinuity owed to the next segment yielded.
  let owed = false;
  let changedAt = Date.now();
  for (;;) {
    const loadedAt = Date.now();
    const { fresh, gap } = freshSegments(playlist, next, previousFirst, options.startSegments);
    owed ||= gap;
    if (fresh.length > 0) previousFirst = playlist.mediaSequence;
    for (const segment of fresh) {
      const received = await receive(segment, playlist.targetMs);
      if (signal.aborted) return;
      const behindEdgeMs = playlist.segments
        .filter((later) => later.sequence > segment.sequence)
        .reduce((sum, later) => sum + later.durationMs, 0);
      await onSegment({
        ...received,
        discontinuity: received.discontinuity || owed,
        behindEdgeMs,
      });
      owed = false;
      next = segment.sequence + 1;
    }
    if (playlist.ended) {
      throw new UpstreamFailed({ code: 'ended', message: "The upstream's playlist ended." });
    }
    const changed = fresh.length > 0;
    if (changed) changedAt = loadedAt;
    else if (Date.now() - changedAt >= STALL_TARGETS * playlist.targetMs) {
      const seconds = Math.round((Date.now() - changedAt) / 1000);
      throw new UpstreamFailed({
        code: 'stalled',
        message: `The upstream's playlist brought no new segment for ${seconds} s.`,
      });
    }
    const delay = reloadDelayMs(changed, playlist.targetMs) - (Date.now() - loadedAt);
    await sleep(Math.max(0, delay), undefined, { signal });
    playlist = await load(mediaUrl);
  }
}

function mediaPlaylist(playlist: Playlist): MediaPlaylist {
  if (playlist.kind === 'master') throw unsupported("The upstream's variant is a master playlist.");
  return playlist;
}
