import { INITIAL_PLAYBACK_RATE, INITIAL_VOLUME } from './player-rules';

/** What the controls render; a new object each time something changes. */
export interface PlayerSnapshot {
  playing: boolean;
  /** Waiting for data: from load until the first frame plays, and while rebuffering. */
  waiting: boolean;
  /** True once the first frame has played. */
  started: boolean;
  ended: boolean;
  muted: boolean;
  volume: number;
  playbackRate: number;
  currentTime: number;
  /** The length of a film; for live, the length of the seekable window (never NaN). */
  duration: number;
  /** A live stream: its playlist is still growing (a channel, or a programme still airing). */
  isLive: boolean;
  /** Where seeking can go: 0 to the duration for a film; the playlist's window for live. */
  seekableStart: number;
  seekableEnd: number;
  /** Where goToLive goes: the playlist's end less the hold-back hls.js keeps; null unless live. */
  liveEdge: number | null;
  /** The wall-clock time at currentTime from EXT-X-PROGRAM-DATE-TIME, epoch ms; null without it. */
  wallClock: number | null;
  error: 'unsupported' | 'playback' | null;
  /** Goes up whenever audio or text tracks appear or change; the settings panel re-reads them. */
  tracksVersion: number;
  /** The video shows in the browser's picture-in-picture window. */
  pictureInPicture: boolean;
}

/** A playback problem worth reporting (the play-issues socket event). */
export type PlaybackIssue = 'buffer' | 'crash';

export const INITIAL_SNAPSHOT: PlayerSnapshot = {
  playing: false,
  waiting: true,
  started: false,
  ended: false,
  muted: false,
  volume: INITIAL_VOLUME,
  playbackRate: INITIAL_PLAYBACK_RATE,
  currentTime: 0,
  duration: 0,
  isLive: false,
  seekableStart: 0,
  seekableEnd: 0,
  liveEdge: null,
  wallClock: null,
  error: null,
  tracksVersion: 0,
  pictureInPicture: false,
};

/** Where playback is: position, duration, live window and wall clock. */
export type Timing = Pick<
  PlayerSnapshot,
  'currentTime' | 'duration' | 'isLive' | 'seekableStart' | 'seekableEnd' | 'liveEdge' | 'wallClock'
>;

/**
 * The core's state store: the current snapshot and who listens to it. A patch that changes
 * nothing notifies no one; once closed, nothing changes any more.
 */
export class SnapshotStore {
  private snapshot: PlayerSnapshot;
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(initial: PlayerSnapshot) {
    this.snapshot = initial;
  }

  /** The current snapshot (stable until something changes). */
  get = (): PlayerSnapshot => this.snapshot;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies a patch and tells the listeners, when it changes something. */
  update(patch: Partial<PlayerSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    const changed = (Object.keys(patch) as Array<keyof PlayerSnapshot>).some(
      (key) => next[key] !== this.snapshot[key],
    );
    if (!changed || this.closed) return;
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }

  /** Replaces the snapshot without telling anyone (setting up, or keeping a last position). */
  replace(snapshot: PlayerSnapshot): void {
    this.snapshot = snapshot;
  }

  /** Stops all changes and forgets the listeners. */
  close(): void {
    this.closed = true;
    this.listeners.clear();
  }
}
