import type { Programme } from '@marquee/contract';

/** A span of wall-clock time, epoch milliseconds. */
export interface TimeSpan {
  start: number;
  end: number;
}

/**
 * A moment this close to the live edge is the live edge: a link made while watching live, or a
 * seek to the bar's end, plays the live stream rather than a time-shift a few seconds behind.
 */
export const LIVE_TOLERANCE_MS = 10_000;

/**
 * The catch-up window stops moving forward between asking and the server's check: moments
 * closer than this to its start are played from this far inside it.
 */
export const WINDOW_MARGIN_MS = 60_000;

/** Where a moment sits on a span, 0 to 100. */
export function timelinePercent(time: number, span: TimeSpan): number {
  const length = span.end - span.start;
  if (length <= 0) return 100;
  return Math.min(100, Math.max(0, ((time - span.start) / length) * 100));
}

/** The programme boundaries inside a span (their starts, epoch ms), in order, once each. */
export function programmeBoundaries(programmes: readonly Programme[], span: TimeSpan): number[] {
  const starts = new Set<number>();
  for (const programme of programmes) {
    const start = programme.start_timestamp * 1000;
    if (start > span.start && start < span.end) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

/** What a seek to a moment of the timeline does. */
export type TimelineSeek =
  { kind: 'live' } | { kind: 'seek'; at: number } | { kind: 'shift'; from: number };

/**
 * A seek on the channel's timeline: at (or within LIVE_TOLERANCE_MS of) the live edge, the
 * live stream; inside what the playing stream lists (`loaded`), a seek within it; anywhere
 * else, a new stream from there, kept WINDOW_MARGIN_MS inside the catch-up window.
 */
export function timelineSeek(
  target: number,
  context: { window: TimeSpan; loaded: TimeSpan | null },
): TimelineSeek {
  const { window, loaded } = context;
  if (target >= window.end - LIVE_TOLERANCE_MS) return { kind: 'live' };
  if (loaded && target >= loaded.start && target <= loaded.end) return { kind: 'seek', at: target };
  const earliest = Math.min(window.start + WINDOW_MARGIN_MS, window.end - LIVE_TOLERANCE_MS);
  return { kind: 'shift', from: Math.max(target, earliest) };
}

/**
 * Where playback goes on after a pause that began at `pausedAt` (epoch ms): the stream lists
 * only so far behind its live edge (three minutes live, fifteen on a time-shift), so a long
 * pause can leave the paused moment behind what it lists. Then, inside the catch-up window, a
 * stream from the paused moment; otherwise (still listed, or no catch-up) the stream as it is.
 */
export function resumeAfterPause(
  pausedAt: number,
  context: { window: TimeSpan; loaded: TimeSpan | null },
): TimelineSeek | null {
  const { window, loaded } = context;
  if (!loaded || pausedAt >= loaded.start) return null;
  if (pausedAt < window.start + WINDOW_MARGIN_MS) return null;
  return { kind: 'shift', from: pausedAt };
}
