import type { VodItem, VodProfile } from '@marquee/contract';

/** Player constants of the spec (access §4 "Player flow" and §9). */
export const INITIAL_VOLUME = 0.8;
export const INITIAL_PLAYBACK_RATE = 1;
export const MAX_PLAYBACK_RATE = 8;
export const SEEK_STEP_SECONDS = 10;
export const SEEK_WINDOW_MS = 500;
export const CONTROLS_HIDE_DELAY_MS = 4000;

/** Fast-forward: doubles the rate up to 8, then goes back to 1. */
export function nextPlaybackRate(rate: number): number {
  if (!(rate >= INITIAL_PLAYBACK_RATE) || rate >= MAX_PLAYBACK_RATE) return INITIAL_PLAYBACK_RATE;
  return Math.min(rate * 2, MAX_PLAYBACK_RATE);
}

export type SeekDirection = 1 | -1;

/** Arrow presses waiting to be applied as one seek. */
export interface PendingSeek {
  direction: SeekDirection;
  presses: number;
  lastPressAt: number;
}

/**
 * Adds an arrow press: presses in the same direction within 500 ms of the previous one
 * accumulate; any other press starts a new count.
 */
export function accumulateSeek(
  pending: PendingSeek | null,
  direction: SeekDirection,
  now: number,
): PendingSeek {
  const continues =
    pending !== null &&
    pending.direction === direction &&
    now - pending.lastPressAt <= SEEK_WINDOW_MS;
  return { direction, presses: continues ? pending.presses + 1 : 1, lastPressAt: now };
}

/** Where accumulated presses land: 10 s per press, never below 0 nor past a known end. */
export function seekTarget(currentTime: number, pending: PendingSeek, duration?: number): number {
  const target = currentTime + pending.direction * SEEK_STEP_SECONDS * pending.presses;
  const end =
    duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  return Math.min(Math.max(0, target), end);
}

/** The profile to play with: the first one the user is subscribed to, or null if none. */
export function playableProfile(item: Pick<VodItem, 'movie_source'>): VodProfile | null {
  return item.movie_source.profiles.find((profile) => profile.subscribed) ?? null;
}
