/** One trick-play thumbnail: a tile of a sheet image, shown for a span of the timeline. */
export interface ThumbnailCue {
  /** Seconds on the title's timeline, the tile's span `[start, end)`. */
  start: number;
  end: number;
  /** The sheet's URL, resolved against the WebVTT's URL, without its media fragment. */
  image: string;
  /** The tile within the sheet, in pixels; all null when the cue shows the whole image. */
  x: number | null;
  y: number | null;
  w: number | null;
  h: number | null;
}

const ARROW = '-->';

/** Seconds of a WebVTT timestamp, `HH:MM:SS.mmm` or `MM:SS.mmm`; NaN when it is neither. */
export function parseVttTimestamp(text: string): number {
  const match = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** The tile of a `#xywh=x,y,w,h` (or `#xywh=pixel:...`) fragment; null when it is malformed. */
function parseXywh(fragment: string) {
  const match = /^xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)$/.exec(fragment);
  if (!match) return null;
  const [x, y, w, h] = match.slice(1).map(Number) as [number, number, number, number];
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

// Signed media URLs are usually path-only (`/media/s/<token>/...`): a stand-in origin lets the
// URL parser resolve against them, and is taken off again afterwards.
const STAND_IN_ORIGIN = 'http://stand-in.invalid';

function isAbsoluteUrl(text: string): boolean {
  try {
    return Boolean(new URL(text));
  } catch {
    return false;
  }
}

/** `uri` resolved against `base` as a browser would, kept path-only when `base` is. */
export function resolveAgainst(uri: string, base: string): string | null {
  try {
    const baseIsAbsolute = isAbsoluteUrl(base);
    const resolved = new URL(uri, baseIsAbsolute ? base : new URL(base, STAND_IN_ORIGIN));
    if (baseIsAbsolute || resolved.origin !== STAND_IN_ORIGIN) return resolved.href;
    return resolved.pathname + resolved.search;
  } catch {
    return null;
  }
}

/** The cue of one block of lines, or null when the block is no cue or a malformed one. */
function parseCueBlock(lines: readonly string[], vttUrl: string): ThumbnailCue | null {
  // A cue id may precede the timing line; NOTE, STYLE and REGION blocks have none.
  const timing = lines.findIndex((line) => line.includes(ARROW));
  if (timing < 0 || timing > 1) return null;
  const [startText = '', rest = ''] = lines[timing]!.split(ARROW);
  const start = parseVttTimestamp(startText);
  const end = parseVttTimestamp(rest.trim().split(/\s+/)[0] ?? '');
  const payload = lines.slice(timing + 1).find((line) => line.trim() !== '');
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || !payload) return null;
  const target = payload.trim();
  const hash = target.indexOf('#');
  const image = resolveAgainst(hash < 0 ? target : target.slice(0, hash), vttUrl);
  if (!image) return null;
  if (hash < 0) return { start, end, image, x: null, y: null, w: null, h: null };
  const tile = parseXywh(target.slice(hash + 1));
  return tile ? { start, end, image, ...tile } : null;
}

/**
 * The cues of a trick-play WebVTT file, in time order, their images resolved against the file's
 * URL. Malformed cues are left out; text that is not WebVTT gives no cues. Never throws.
 */
export function parseThumbnailTrack(vttText: string, vttUrl: string): ThumbnailCue[] {
  const text = vttText.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) return [];
  const cues = text
    .split(/\n(?:[ \t]*\n)+/)
    .slice(1)
    .map((block) => parseCueBlock(block.split('\n'), vttUrl))
    .filter((cue): cue is ThumbnailCue => cue !== null);
  return cues.sort((a, b) => a.start - b.start);
}

/**
 * The cue showing at `seconds` (binary search over cues in time order), or undefined in a gap,
 * before the first or after the last. The very end of the last cue still shows it, so the end
 * of the seek bar has a frame.
 */
export function thumbnailAt(
  cues: readonly ThumbnailCue[],
  seconds: number,
): ThumbnailCue | undefined {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (cues[middle]!.start <= seconds) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  const cue = cues[found];
  if (!cue) return undefined;
  const isLast = found === cues.length - 1;
  return seconds < cue.end || (isLast && seconds === cue.end) ? cue : undefined;
}
