import { UpstreamFailed } from './upstream-segment.js';

/** Segments yielded at once when a read starts, so that a player can start without waiting. */
export const START_SEGMENTS = 3;

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

/** An upstream that uses what Marquee does not read (the message says what). */
export const unsupported = (message: string) =>
  new UpstreamFailed({ code: 'unsupported', message });

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
