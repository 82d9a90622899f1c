import { isFinished, type VodItem, type VodProfile } from '@marquee/contract';

/** Player constants of the spec (access §4 "Player flow" and §9). */
export const INITIAL_VOLUME = 0.8;
export const INITIAL_PLAYBACK_RATE = 1;
export const MAX_PLAYBACK_RATE = 8;
export const SEEK_STEP_SECONDS = 10;
export const SEEK_WINDOW_MS = 500;
export const CONTROLS_HIDE_DELAY_MS = 4000;
export const SETTINGS_FADE_MS = 500;
/** The stream's own audio and text tracks are read this long after the player mounts. */
export const TRACK_DETECTION_DELAY_MS = 1000;
export const CONTINUE_WATCHING_MIN_SECONDS = 10;
export const PARENTAL_BADGE_FROM_SECONDS = 10;
export const PARENTAL_BADGE_UNTIL_SECONDS = 15;
export const NEXT_EPISODE_COUNTDOWN_SECONDS = 5;
/**
 * How often the position is saved while playing: the spec only sends it on leaving; saving
 * every 15 s keeps it when the tab is killed without a pagehide.
 */
export const SAVE_PROGRESS_INTERVAL_MS = 15_000;

/**
 * The volume keys' step (up and down arrows): not in the spec, which gives the keyboard no
 * volume; a tenth, so ten presses go from silent to full.
 */
export const VOLUME_STEP = 0.1;

/** The volume after an up (1) or down (-1) key: one step, kept within 0 and 1. */
export function stepVolume(volume: number, direction: 1 | -1): number {
  // Rounded: 0.8 - 0.1 must read 0.7, not 0.7000000000000001.
  const next = Math.round((volume + direction * VOLUME_STEP) * 100) / 100;
  return Math.min(1, Math.max(0, next));
}

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

/**
 * How far behind the live edge still counts as live: hls.js's sync point moves a segment at
 * each playlist refresh while the playhead moves smoothly, so the gap comes and goes.
 */
export const LIVE_EDGE_TOLERANCE_SECONDS = 10;

/** Whether a live stream plays at its live edge (null: not live). */
export function isAtLiveEdge(currentTime: number, liveEdge: number | null): boolean {
  return liveEdge !== null && liveEdge - currentTime <= LIVE_EDGE_TOLERANCE_SECONDS;
}

/** Where a seek bar runs: 0 to a film's length, or a live window's start to its live edge. */
export function seekRange(timing: {
  duration: number;
  seekableStart: number;
  liveEdge: number | null;
}): { min: number; max: number } {
  if (timing.liveEdge === null) return { min: 0, max: timing.duration > 0 ? timing.duration : 0 };
  return { min: timing.seekableStart, max: Math.max(timing.seekableStart, timing.liveEdge) };
}

/** How far along its seek bar a position is, in percent; 0 while the range is empty. */
export function seekPercent(currentTime: number, range: { min: number; max: number }): number {
  const span = range.max - range.min;
  if (!(span > 0)) return 0;
  return Math.min(100, Math.max(0, ((currentTime - range.min) / span) * 100));
}

/** The profile to play with: the first one the user is subscribed to, or null if none. */
export function playableProfile(item: Pick<VodItem, 'movie_source'>): VodProfile | null {
  return item.movie_source.profiles.find((profile) => profile.subscribed) ?? null;
}

/** Leaving at 10 s or more counts as watched: continue watching remembers the position. */
export function countsAsWatched(currentTime: number): boolean {
  return currentTime >= CONTINUE_WATCHING_MIN_SECONDS;
}

/** The parental rating badge shows while progress is between 10 and 15 s. */
export function showsParentalBadge(currentTime: number): boolean {
  return currentTime >= PARENTAL_BADGE_FROM_SECONDS && currentTime <= PARENTAL_BADGE_UNTIL_SECONDS;
}

/**
 * Seconds left on the next-episode countdown: it runs through the last 5 s of an episode,
 * starting from min(5, remaining). Null outside that window or while the length is unknown.
 */
export function nextEpisodeCountdown(currentTime: number, duration: number): number | null {
  if (!(duration > 0) || !Number.isFinite(currentTime)) return null;
  const remaining = duration - currentTime;
  if (remaining > NEXT_EPISODE_COUNTDOWN_SECONDS || remaining < 0) return null;
  return Math.ceil(Math.min(NEXT_EPISODE_COUNTDOWN_SECONDS, remaining));
}

/**
 * Where continue watching stopped this title, or null when it should start from 0: a finished
 * title (its credits had started, or 95 % watched: `isFinished`) starts over without asking.
 */
export function resumePosition(
  item: Pick<VodItem, 'continue_watching' | 'markers'>,
): number | null {
  const stopped = item.continue_watching?.stopped_time ?? 0;
  const duration = item.continue_watching?.duration ?? 0;
  if (!(stopped > 0) || (duration > 0 && stopped >= duration - 1)) return null;
  if (isFinished(stopped, duration, item.markers)) return null;
  return stopped;
}

/** A season's episodes in order of their number (then id, for episodes without one). */
export function inEpisodeOrder<T extends Pick<VodItem, 'id' | 'episode_number'>>(
  episodes: readonly T[],
): T[] {
  return [...episodes].sort(
    (a, b) => (a.episode_number ?? 0) - (b.episode_number ?? 0) || a.id - b.id,
  );
}

/**
 * Previous and Next of the playing episode in its season: Previous is the episode before it;
 * Next is the first one after it that a subscribed profile can play (spec: access §4, "find the
 * next subscribed episode in the season").
 */
export function episodeNeighbours<
  T extends Pick<VodItem, 'id' | 'episode_number' | 'movie_source'>,
>(episodes: readonly T[], current: Pick<VodItem, 'id'>): { previous: T | null; next: T | null } {
  const ordered = inEpisodeOrder(episodes);
  const at = ordered.findIndex((episode) => episode.id === current.id);
  if (at === -1) return { previous: null, next: null };
  const next = ordered.slice(at + 1).find((episode) => playableProfile(episode) !== null);
  return { previous: ordered[at - 1] ?? null, next: next ?? null };
}

/**
 * How the player moves to another episode (spec: access §4, "Episode end or next"): to its
 * page when no profile of it is subscribed (it can be rented there); else with the playing
 * profile when it is subscribed, with the only subscribed one, or after a profile choice.
 * `pin` asks the parental PIN first.
 */
export type EpisodeStep =
  | { kind: 'details' }
  | { kind: 'play'; profile: VodProfile; pin: boolean }
  | { kind: 'choose'; profiles: VodProfile[]; pin: boolean };

/**
 * The step for `episode`, played so far with `playing`. Profile ids belong to one title, so the
 * playing profile is found in the episode by name (SD, HD…), as the saved profile is. The
 * parental PIN is asked when the episode needs it and it was not entered for this sitting: the
 * spec asks it only on the way to a profile choice, but an episode that needs the PIN never
 * plays without it.
 */
export function episodeStep(
  episode: Pick<VodItem, 'movie_source' | 'parental_rating'>,
  playing: Pick<VodProfile, 'name'> | null,
  pinEntered: boolean,
): EpisodeStep {
  const subscribed = episode.movie_source.profiles.filter((profile) => profile.subscribed);
  const pin = episode.parental_rating?.require_pin === true && !pinEntered;
  const same = subscribed.find((profile) => profile.name === playing?.name);
  if (same) return { kind: 'play', profile: same, pin };
  const [only, ...others] = subscribed;
  if (!only) return { kind: 'details' };
  if (others.length === 0) return { kind: 'play', profile: only, pin };
  return { kind: 'choose', profiles: subscribed, pin };
}
