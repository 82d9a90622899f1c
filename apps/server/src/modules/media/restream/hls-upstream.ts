import { createDecipheriv } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FetchLimits, FetchedBody } from '../../../http/upstream-types.js';
import {
  UpstreamFailed,
  asUpstreamFailed,
  type ReceivedSegment,
  type UpstreamReadOptions,
} from './upstream-segment.js';

/** Bounds of one playlist read. */
export const PLAYLIST_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 };
const SEGMENT_MAX_BYTES = 50 * 1024 * 1024;
const KEY_LIMITS = { timeoutMs: 5_000, maxBytes: 1024 };
/** Segments yielded at once when a read starts, so that a player can start without waiting. */
export const START_SEGMENTS = 3;
/** Reloads that bring no new segment for this many target durations: the upstream stalled. */
export const STALL_TARGETS = 3;
// Keys and init segments kept: an upstream that rotates them must not grow the cache forever.
const CACHED = 16;

export interface Variant {
  uri: string;
  bandwidth: number;
}

interface SegmentKey {
  uri: string;
  /** From the tag; without one, the segment's media sequence number (RFC 8216 §5.2). */
  iv?: Buffer;
}

export interface MediaSegment {
  sequence: number;
  uri: string;
  durationMs: number;
  discontinuity: boolean;
  key?: SegmentKey;
  map?: { uri: string; key?: Required<SegmentKey> };
}

export interface MediaPlaylist {
  kind: 'media';
  targetMs: number;
  mediaSequence: number;
  ended: boolean;
  segments: MediaSegment[];
}

export type Playlist = { kind: 'master'; variants: Variant[] } | MediaPlaylist;

const unsupported = (message: string) => new UpstreamFailed({ code: 'unsupported', message });

/** An attribute list's values by name, quotes removed (RFC 8216 §4.2). */
function attributes(list: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    found.set(name!, value!.replace(/^"(.*)"$/, '$1'));
  }
  return found;
}

function parseIv(value: string | undefined): Buffer | undefined {
  if (value === undefined) return undefined;
  if (!/^0x[0-9a-f]{32}$/i.test(value))
    throw unsupported(`The upstream's key IV ${value} is not 16 bytes.`);
  return Buffer.from(value.slice(2), 'hex');
}

/** The key an EXT-X-KEY tag sets: undefined for METHOD=NONE; anything but AES-128 is refused. */
function parseKey(list: string, baseUrl: string): SegmentKey | undefined {
  const tag = attributes(list);
  const method = tag.get('METHOD');
  if (method === 'NONE') return undefined;
  if (method !== 'AES-128') {
    throw unsupported(
      `The upstream encrypts with ${method ?? 'an unnamed method'}; Marquee restreams only AES-128.`,
    );
  }
  const uri = tag.get('URI');
  if (!uri) throw unsupported("The upstream's AES-128 key has no URI.");
  const iv = parseIv(tag.get('IV'));
  return { uri: new URL(uri, baseUrl).href, ...(iv && { iv }) };
}

/** A master or media playlist, its URIs resolved against `baseUrl` (where it came from). */
export function parsePlaylist(text: string, baseUrl: string): Playlist {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines[0] !== '#EXTM3U')
    throw unsupported('The upstream did not answer with an HLS playlist.');
  const resolve = (uri: string) => new URL(uri, baseUrl).href;
  const variants: Variant[] = [];
  const segments: MediaSegment[] = [];
  const media = { targetMs: 0, mediaSequence: 0, ended: false };
  let bandwidth: number | undefined;
  let seconds: number | undefined;
  let discontinuity = false;
  let key: SegmentKey | undefined;
  let map: MediaSegment['map'];
  for (const line of lines.slice(1)) {
    const [tag, value = ''] = line.startsWith('#') ? splitTag(line) : [line];
    if (tag === '#EXT-X-STREAM-INF') bandwidth = Number(attributes(value).get('BANDWIDTH') ?? 0);
    else if (tag === '#EXT-X-TARGETDURATION') media.targetMs = Number(value) * 1000;
    else if (tag === '#EXT-X-MEDIA-SEQUENCE') media.mediaSequence = sequenceNumber(value);
    else if (tag === '#EXT-X-ENDLIST') media.ended = true;
    else if (tag === '#EXTINF') seconds = Number.parseFloat(value);
    else if (tag === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (tag === '#EXT-X-KEY') key = parseKey(value, baseUrl);
    else if (tag === '#EXT-X-MAP') map = parseMap(value, key, resolve);
    else if (tag === '#EXT-X-BYTERANGE') {
      throw unsupported(
        "The upstream's playlist cuts segments by byte range, which Marquee does not read.",
      );
    } else if (!tag.startsWith('#') && bandwidth !== undefined) {
      variants.push({ uri: resolve(tag), bandwidth: Number.isFinite(bandwidth) ? bandwidth : 0 });
      bandwidth = undefined;
    } else if (!tag.startsWith('#')) {
      const sequence = media.mediaSequence + segments.length;
      const durationMs = Math.round((seconds ?? 0) * 1000);
      segments.push({ sequence, uri: resolve(tag), durationMs, discontinuity, key, map });
      seconds = undefined;
      discontinuity = false;
    }
  }
  if (variants.length > 0) return { kind: 'master', variants };
  if (!(media.targetMs > 0)) {
    // RFC 8216 requires the tag; without it, the longest segment stands in for it.
    const longest = Math.max(1000, ...segments.map((segment) => segment.durationMs));
    media.targetMs = Math.ceil(longest / 1000) * 1000;
  }
  return { kind: 'media', ...media, segments };
}

function sequenceNumber(value: string): number {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : 0;
}

function splitTag(line: string): [string, string] {
  const colon = line.indexOf(':');
  return colon < 0 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1)];
}

function parseMap(
  list: string,
  key: SegmentKey | undefined,
  resolve: (uri: string) => string,
): MediaSegment['map'] {
  const tag = attributes(list);
  const uri = tag.get('URI');
  if (!uri) throw unsupported("The upstream's EXT-X-MAP has no URI.");
  if (tag.has('BYTERANGE')) {
    throw unsupported("The upstream's init segment is a byte range, which Marquee does not read.");
  }
  if (!key) return { uri: resolve(uri) };
  // RFC 8216 §4.3.2.5: an encrypted init segment always names its IV.
  if (!key.iv) throw unsupported("The upstream's encrypted init segment has no IV.");
  return { uri: resolve(uri), key: { uri: key.uri, iv: key.iv } };
}

/** The variant a channel restreams: the highest BANDWIDTH (the best picture), the first of equals. */
export function chosenVariant(variants: Variant[]): Variant {
  return variants.reduce((best, variant) => (variant.bandwidth > best.bandwidth ? variant : best));
}

/** RFC 8216 §6.3.4: reload a target duration after a change, half of one after none. */
export function reloadDelayMs(changed: boolean, targetMs: number): number {
  return changed ? targetMs : targetMs / 2;
}

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

/**
 * The segments of a reloaded window to yield, and whether the first owes a discontinuity: its
 * last START_SEGMENTS at the start, and after a restart (a window that ends before the last
 * one began); else those from `next` on, a jump past `next` owing one. A window that merely
 * lags (a stale copy from another server) brings nothing.
 */
export function freshSegments(
  playlist: MediaPlaylist,
  next: number | undefined,
  previousFirst: number,
  start = START_SEGMENTS,
): { fresh: MediaSegment[]; gap: boolean } {
  const { segments, mediaSequence } = playlist;
  const newest = mediaSequence + segments.length - 1;
  if (next === undefined) return { fresh: segments.slice(-start), gap: false };
  if (newest < previousFirst) return { fresh: segments.slice(-start), gap: true };
  return {
    fresh: segments.filter((segment) => segment.sequence >= next),
    gap: mediaSequence > next,
  };
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
