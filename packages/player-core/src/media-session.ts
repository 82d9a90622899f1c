import type { PlayerSnapshot } from './player-core';
import { SEEK_STEP_SECONDS, seekRange } from './player-rules';

/**
 * What the system's media controls (lock screen, notification, headset keys, the browser's
 * media hub) say is playing: one line per field of MediaMetadata, artwork in preference order.
 */
export interface NowPlaying {
  title: string;
  /** The series of an episode; the channel of a programme. */
  artist: string;
  /** "S1 E3" for an episode; the channel's number for a programme. */
  album: string;
  /** Image addresses, best first; repeated and empty ones are dropped. */
  artwork: ReadonlyArray<string | null | undefined>;
  /** An advert: play and pause only, no seeking and no skipping to other items. */
  advert?: boolean;
}

/** MediaImage's type by the address's extension; undefined where the extension says nothing. */
const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * The artwork list for MediaMetadata: a vector image fits any size ("any"); a bitmap's size is
 * unknown until it loads, so `sizes` carries what `measured` says of it (see useArtworkSizes),
 * else it stays out and the browser takes the image as it comes.
 */
export function mediaArtwork(
  sources: NowPlaying['artwork'],
  measured: ReadonlyMap<string, string> = new Map(),
): MediaImage[] {
  const unique = [...new Set(sources.filter((src): src is string => Boolean(src)))];
  return unique.map((src) => {
    const extension = /\.([a-z0-9]+)$/i.exec(src.split(/[?#]/, 1)[0] ?? '')?.[1]?.toLowerCase();
    const type = extension ? IMAGE_TYPES[extension] : undefined;
    const sizes = type === 'image/svg+xml' ? 'any' : measured.get(src);
    return { src, ...(sizes ? { sizes } : {}), ...(type ? { type } : {}) };
  });
}

/** The MediaMetadata fields for what plays. */
export function mediaMetadataInit(
  nowPlaying: NowPlaying,
  measured?: ReadonlyMap<string, string>,
): MediaMetadataInit {
  return {
    title: nowPlaying.title,
    artist: nowPlaying.artist,
    album: nowPlaying.album,
    artwork: mediaArtwork(nowPlaying.artwork, measured),
  };
}

/** The Media Session's playback state: 'none' until anything was loaded. */
export function mediaPlaybackState(
  snapshot: Pick<PlayerSnapshot, 'playing' | 'started' | 'waiting' | 'error'>,
): MediaSessionPlaybackState {
  if (snapshot.error) return 'none';
  if (snapshot.playing) return 'playing';
  return snapshot.started || !snapshot.waiting ? 'paused' : 'none';
}

type Timing = Pick<
  PlayerSnapshot,
  'currentTime' | 'duration' | 'seekableStart' | 'liveEdge' | 'playbackRate'
>;

/**
 * The position for the system's progress bar: a film's time in its length; for live, the time
 * into the window (its start to the live edge), so "seek to" lands in the same frame. Null
 * while there is no length yet: setPositionState refuses a zero or infinite duration.
 */
export function mediaPositionState(snapshot: Timing): MediaPositionState | null {
  const range = seekRange(snapshot);
  const duration = range.max - range.min;
  if (!(duration > 0) || !Number.isFinite(duration)) return null;
  const position = Math.min(Math.max(snapshot.currentTime - range.min, 0), duration);
  // A rate of 0 is refused; the element never has a negative one.
  const playbackRate = snapshot.playbackRate > 0 ? snapshot.playbackRate : 1;
  return { duration, position, playbackRate };
}

/** Where a "seek to" of the system's progress bar (time into the range) lands on the element. */
export function mediaSeekToPosition(snapshot: Timing, seekTime: number): number {
  const range = seekRange(snapshot);
  return Math.min(Math.max(range.min + seekTime, range.min), Math.max(range.max, range.min));
}

/**
 * Where "seek backward/forward" lands: the system's offset or the spec's 10 s step, never
 * before the start nor past the end (the core keeps a live window's bounds itself).
 */
export function mediaStepTarget(
  snapshot: Timing,
  direction: 1 | -1,
  offset: number | undefined,
): number {
  const step = offset !== undefined && offset > 0 ? offset : SEEK_STEP_SECONDS;
  const range = seekRange(snapshot);
  const target = snapshot.currentTime + direction * step;
  return Math.min(Math.max(target, range.min), range.max > range.min ? range.max : Infinity);
}

/** The player's commands the system's controls reach. */
export interface MediaCommands {
  getSnapshot: () => PlayerSnapshot;
  play: () => void;
  pause: () => void;
  seekTo: (seconds: number) => void;
  /** The previous episode, or channel down. */
  previous?: () => void;
  /** The next episode, or channel up. */
  next?: () => void;
  /** Closes the player. */
  stop?: () => void;
  /** Picture-in-picture when the page goes to the background (where the browser asks). */
  enterPictureInPicture?: () => void;
}

/**
 * Every action the player manages: each is set, or cleared with null. "enterpictureinpicture"
 * (Chrome 120 on) is newer than TypeScript's DOM types.
 */
export const MEDIA_ACTIONS = [
  'play',
  'pause',
  'stop',
  'seekbackward',
  'seekforward',
  'seekto',
  'previoustrack',
  'nexttrack',
  'enterpictureinpicture',
] as const satisfies ReadonlyArray<MediaSessionAction | 'enterpictureinpicture'>;

export type MediaAction = (typeof MEDIA_ACTIONS)[number];

/**
 * The handler of each action for what plays: an advert gets play and pause only (no seeking,
 * no skipping past it); previous and next only where there is one.
 */
export function mediaActionHandlers(
  commands: MediaCommands,
  advert = false,
): Record<MediaAction, MediaSessionActionHandler | null> {
  const { getSnapshot } = commands;
  const seeking = !advert;
  const handlers: Record<MediaAction, MediaSessionActionHandler | null> = {
    play: () => commands.play(),
    pause: () => commands.pause(),
    stop: commands.stop && !advert ? () => commands.stop?.() : null,
    seekbackward: seeking
      ? (details) => commands.seekTo(mediaStepTarget(getSnapshot(), -1, details.seekOffset))
      : null,
    seekforward: seeking
      ? (details) => commands.seekTo(mediaStepTarget(getSnapshot(), 1, details.seekOffset))
      : null,
    seekto: seeking
      ? (details) => {
          if (details.seekTime === undefined) return;
          commands.seekTo(mediaSeekToPosition(getSnapshot(), details.seekTime));
        }
      : null,
    previoustrack: commands.previous && !advert ? () => commands.previous?.() : null,
    nexttrack: commands.next && !advert ? () => commands.next?.() : null,
    enterpictureinpicture:
      commands.enterPictureInPicture && !advert ? () => commands.enterPictureInPicture?.() : null,
  };
  return handlers;
}
