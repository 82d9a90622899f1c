import type Hls from 'hls.js';
import { positionAtWallClock, wallClockAt } from './live-timeline';
import type { Timing } from './player-snapshot';

/** What the timing reads of hls.js: its playlist and its live sync point. */
type HlsTiming = Pick<Hls, 'latestLevelDetails' | 'liveSyncPosition'>;

/** Position, duration, live window and wall clock, read from the element and hls.js. */
export function readTiming(video: HTMLVideoElement, hls: HlsTiming | null): Timing {
  const details = hls?.latestLevelDetails ?? null;
  const currentTime = finite(video.currentTime);
  const wallClock = streamWallClockAt(video, hls, currentTime);
  const isLive = details ? details.live : video.duration === Infinity;
  if (!isLive) {
    const duration = finite(video.duration);
    const notLive = { isLive, seekableStart: 0, seekableEnd: duration, liveEdge: null };
    return { currentTime, duration, wallClock, ...notLive };
  }
  const window =
    details && details.fragments.length > 0
      ? { start: details.fragmentStart, end: details.edge }
      : seekableWindow(video);
  // hls.js's sync point keeps its hold-back from the playlist's end; natively, the range's end.
  const syncPosition = hls?.liveSyncPosition ?? window.end;
  const liveEdge = Math.min(Math.max(syncPosition, window.start), window.end);
  return {
    currentTime,
    duration: window.end - window.start,
    isLive,
    seekableStart: window.start,
    seekableEnd: window.end,
    liveEdge,
    wallClock,
  };
}

/** The wall-clock time (epoch ms) at a position, or null without PROGRAM-DATE-TIME. */
export function streamWallClockAt(
  video: HTMLVideoElement,
  hls: HlsTiming | null,
  position: number,
): number | null {
  const fragments = hls?.latestLevelDetails?.fragments;
  if (fragments) return wallClockAt(fragments, position);
  const start = nativeStartDate(video);
  return start === null ? null : start + position * 1000;
}

/** The position of a wall-clock time (epoch ms), or null without PROGRAM-DATE-TIME. */
export function streamPositionAt(
  video: HTMLVideoElement,
  hls: HlsTiming | null,
  wallClock: number,
): number | null {
  const fragments = hls?.latestLevelDetails?.fragments;
  if (fragments) return positionAtWallClock(fragments, wallClock);
  const start = nativeStartDate(video);
  return start === null ? null : (wallClock - start) / 1000;
}

/** A number the element reports, with NaN and Infinity as 0. */
export function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** The last seekable range of the element: a native live stream's window. */
function seekableWindow(video: HTMLVideoElement): { start: number; end: number } {
  const ranges = video.seekable as TimeRanges | undefined;
  if (!ranges || ranges.length === 0) return { start: 0, end: 0 };
  const last = ranges.length - 1;
  return { start: finite(ranges.start(last)), end: finite(ranges.end(last)) };
}

/**
 * Safari's own HLS gives the PROGRAM-DATE-TIME of position 0 (`getStartDate`, not in the DOM
 * typings); epoch ms, or null where it is unknown.
 */
function nativeStartDate(video: HTMLVideoElement): number | null {
  const getStartDate = (video as { getStartDate?: () => Date }).getStartDate;
  if (typeof getStartDate !== 'function') return null;
  const time = getStartDate.call(video).getTime();
  return Number.isFinite(time) ? time : null;
}
