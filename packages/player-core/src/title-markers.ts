import {
  SKIP_BUTTON_MAX_SECONDS,
  SKIP_MARKER_MIN_SECONDS,
  type MarkerSpan,
  type TitleMarkers,
} from '@marquee/contract';
import { NEXT_EPISODE_COUNTDOWN_SECONDS, nextEpisodeCountdown } from './player-rules';

/** The parts of a title a button skips, in the order they usually play. */
export type SkippablePart = 'recap' | 'intro';

/** A "Skip intro" or "Skip recap" button: which part, and where choosing it goes. */
export interface SkipCue {
  part: SkippablePart;
  /** The part's end, in seconds: where the player seeks to. */
  to: number;
}

const SKIPPABLE: readonly SkippablePart[] = ['recap', 'intro'];

/** Whether a part is long enough to offer skipping it: 3 s or more. */
export function isSkippable(span: MarkerSpan): boolean {
  return span.end - span.start >= SKIP_MARKER_MIN_SECONDS;
}

/**
 * The skip button at `currentTime`: during an intro or a recap of at least 3 s, from its start
 * for at most 8 s or until it ends, whichever comes first. Null when none shows.
 */
export function skipCue(currentTime: number, markers: TitleMarkers): SkipCue | null {
  if (!Number.isFinite(currentTime)) return null;
  for (const part of SKIPPABLE) {
    const span = markers[part];
    if (!span || !isSkippable(span)) continue;
    const until = Math.min(span.end, span.start + SKIP_BUTTON_MAX_SECONDS);
    if (currentTime >= span.start && currentTime < until) return { part, to: span.end };
  }
  return null;
}

/**
 * How long a countdown that reached 0 over the credits keeps saying 0: the position moves in
 * steps (a `timeupdate` every quarter second or so), and the player must see the 0 to move on.
 */
export const CREDITS_COUNTDOWN_GRACE_SECONDS = 1;

/** The next-episode countdown at a moment. */
export interface NextEpisodeCue {
  /** Seconds left to count. */
  seconds: number;
  /**
   * Whether it counts over the credits: "Watch credits" may dismiss it, and at 0 the player
   * goes to the next episode itself, the episode not having ended. Otherwise it is the last
   * 5 s of the episode (access §4), whose end moves on.
   */
  credits: boolean;
}

/**
 * The next-episode countdown (access §4, 5 s): from the start of an episode's credits, for 5 s
 * (or until the end, when the credits are shorter); elsewhere, and for an episode without
 * credits, through its last 5 s. Null when no countdown shows.
 */
export function nextEpisodeCue(
  currentTime: number,
  duration: number,
  markers: TitleMarkers,
): NextEpisodeCue | null {
  const credits = markers.credits;
  if (credits && Number.isFinite(currentTime)) {
    const known = duration > 0 && Number.isFinite(duration);
    const length = known
      ? Math.min(NEXT_EPISODE_COUNTDOWN_SECONDS, duration - credits.start)
      : NEXT_EPISODE_COUNTDOWN_SECONDS;
    const into = currentTime - credits.start;
    if (length > 0 && into >= 0 && into < length + CREDITS_COUNTDOWN_GRACE_SECONDS) {
      return { seconds: Math.max(0, Math.ceil(length - into)), credits: true };
    }
  }
  const seconds = nextEpisodeCountdown(currentTime, duration);
  return seconds === null ? null : { seconds, credits: false };
}
