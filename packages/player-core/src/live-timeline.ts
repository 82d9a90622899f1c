/**
 * A segment of a playlist on the player's timeline and, when the playlist has
 * EXT-X-PROGRAM-DATE-TIME, on the wall clock (hls.js's `Fragment` fits this shape).
 */
export interface DatedSegment {
  /** Seconds on the media element's timeline. */
  start: number;
  duration: number;
  /** The wall-clock time of its first frame, epoch milliseconds; null without the tag. */
  programDateTime: number | null;
}

/** The last index whose key is at or before `value`, or -1 (keys ascending). */
function lastAtOrBefore<T>(items: readonly T[], value: number, key: (item: T) => number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (key(items[middle]!) <= value) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

const dated = (segments: readonly DatedSegment[]) =>
  segments.filter(
    (segment): segment is DatedSegment & { programDateTime: number } =>
      segment.programDateTime !== null,
  );

/**
 * The wall-clock time (epoch ms) at a position: the PROGRAM-DATE-TIME of the segment that holds
 * it plus the time into that segment. Null when the playlist carries no PROGRAM-DATE-TIME.
 */
export function wallClockAt(segments: readonly DatedSegment[], position: number): number | null {
  const withDates = dated(segments);
  if (withDates.length === 0) return null;
  const index = Math.max(
    0,
    lastAtOrBefore(withDates, position, (segment) => segment.start),
  );
  const segment = withDates[index]!;
  return segment.programDateTime + (position - segment.start) * 1000;
}

/**
 * The position of a wall-clock time (epoch ms), through the segment whose PROGRAM-DATE-TIME
 * is the last one at or before it; outside the segments it extends the nearest one, and the
 * caller keeps the result inside what can be played. Null without PROGRAM-DATE-TIME.
 */
export function positionAtWallClock(
  segments: readonly DatedSegment[],
  wallClock: number,
): number | null {
  const withDates = dated(segments);
  if (withDates.length === 0) return null;
  const index = Math.max(
    0,
    lastAtOrBefore(withDates, wallClock, (segment) => segment.programDateTime),
  );
  const segment = withDates[index]!;
  return segment.start + (wallClock - segment.programDateTime) / 1000;
}
