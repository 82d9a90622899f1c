import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import type * as HlsModule from 'hls.js';
import {
  NO_RECOVERY_ATTEMPTS,
  fatalErrorKind,
  isExpiredMediaUrl,
  isRefusedKey,
  recoverFromFatalError,
  restartDelayMs,
  type RecoveryAttempts,
} from './error-recovery';
import { positionAtWallClock, wallClockAt } from './live-timeline';
import { INITIAL_PLAYBACK_RATE, INITIAL_VOLUME } from './player-rules';
import { collectPlaybackStats, type PlaybackStats } from './playback-stats';
import type { AudioTrackInfo, TextTrackInfo } from './track-options';

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

/** How to start a load: where, whether to play at once, and how to renew a signed address. */
export interface LoadOptions {
  /** Seconds to start from (continue watching); 0 by default. */
  startTime?: number;
  /** Play as soon as the stream is ready (default true). */
  autoplay?: boolean;
  /**
   * A new address for the same stream. When a playlist, segment or key answers 403 (the signed
   * address expired), the core asks for one once and goes on from where it was (a live stream
   * from its live edge); a 403 again before any new segment plays is a playback error.
   */
  refresh?: () => Promise<string>;
}

/** Where the core gets hls.js; tests give a fake one, which needs no Media Source Extensions. */
export interface HlsLoader {
  /** Whether hls.js can play here. */
  supported: () => boolean;
  load: () => Promise<typeof HlsModule>;
}

export interface PlayerCoreOptions {
  onIssue?: (issue: PlaybackIssue) => void;
  /** hls.js by default: the lazy `import('hls.js')` wherever Media Source Extensions exist. */
  hls?: HlsLoader;
}

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

type Timing = Pick<
  PlayerSnapshot,
  'currentTime' | 'duration' | 'isLive' | 'seekableStart' | 'seekableEnd' | 'liveEdge' | 'wallClock'
>;

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Whether an address is an HLS playlist; anything else (an MP4 advert) plays natively. */
export function isHlsUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.m3u8?$/i.test(path);
}

let hlsModule: Promise<typeof HlsModule> | null = null;

/**
 * Whether hls.js can play here: it needs Media Source Extensions. hls.js is preferred over a
 * browser's own HLS wherever it runs, so adaptive bitrate, retries and error reporting behave
 * the same in every browser; native HLS is the fallback (iOS Safari without MSE).
 */
export function canUseHlsJs(): boolean {
  return (
    typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)
  );
}

/** Starts downloading hls.js (once); the player calls it as soon as it opens. */
export function preloadHls(): Promise<typeof HlsModule> {
  hlsModule ??= import('hls.js');
  return hlsModule;
}

const DEFAULT_HLS_LOADER: HlsLoader = { supported: canUseHlsJs, load: preloadHls };

/**
 * hls.js settings for every stream. Live:
 * - `liveSyncDurationCount: 3`: start, and go to live, three target durations behind the
 *   playlist's end, the hold-back the HLS specification asks of players (6 s on our 2 s
 *   segments); closer, a late playlist refresh stalls playback.
 * - `liveMaxLatencyDurationCount: Infinity`: never jump forward because of latency alone: a
 *   viewer may pause or go back within the window and must stay there. A playhead that falls
 *   out of the window is still brought back by hls.js; "Go to live" is the viewer's choice.
 * - `maxLiveSyncPlaybackRate: 1`: no speeding up to catch the edge; the speed is the viewer's.
 * - `liveDurationInfinity: true`: a live stream's duration is Infinity and its seekable range
 *   the playlist's window, as Safari's own HLS reports it, so both paths read the same.
 */
const HLS_CONFIG = {
  enableWorker: true,
  backBufferLength: 30,
  // The rendition follows the player's size: a minimised player loads a small one.
  capLevelToPlayerSize: true,
  liveSyncDurationCount: 3,
  liveMaxLatencyDurationCount: Infinity,
  maxLiveSyncPlaybackRate: 1,
  liveDurationInfinity: true,
} satisfies Partial<HlsConfig>;

/**
 * Owns one `<video>` element and, where Media Source Extensions exist, an hls.js instance.
 * It knows nothing of React: the UI subscribes to snapshots and calls the commands.
 */
export class PlayerCore {
  private snapshot: PlayerSnapshot = INITIAL_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private readonly detach: Array<() => void> = [];
  private hls: Hls | null = null;
  private destroyed = false;
  private loadId = 0;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set while a stall is being reported, so one stall is one buffer issue. */
  private stalled = false;
  /** The current load's way to a new signed address, and whether it was used. */
  private refresh: (() => Promise<string>) | undefined;
  /** 'spent' from a renewal until a segment of the new address reaches the buffer. */
  private refreshState: 'ready' | 'renewing' | 'spent' = 'ready';
  /**
   * Where playback was when a renewal began, reported until the new address plays (or seeks
   * there): meanwhile the element, emptied, would say 0.
   */
  private held: Timing | null = null;
  /** Where the current hls.js instance was asked to start (-1: the start, or the live edge). */
  private startPosition = -1;
  private readonly hlsLoader: HlsLoader;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly options: PlayerCoreOptions = {},
  ) {
    this.hlsLoader = options.hls ?? DEFAULT_HLS_LOADER;
    video.volume = INITIAL_VOLUME;
    video.playbackRate = INITIAL_PLAYBACK_RATE;
    video.defaultPlaybackRate = INITIAL_PLAYBACK_RATE;
    this.listen('play', () => this.update({ playing: true, ended: false }));
    this.listen('pause', () => this.update({ playing: false, waiting: false }));
    this.listen('playing', () => {
      this.stalled = false;
      this.held = null;
      this.update({ playing: true, waiting: false, started: true, error: null });
    });
    this.listen('waiting', () => {
      // A stall after the first frame, not a seek: the viewer is waiting on the network.
      if (this.snapshot.started && !video.seeking && !this.stalled) {
        this.stalled = true;
        this.options.onIssue?.('buffer');
      }
      this.update({ waiting: true });
    });
    this.listen('canplay', () =>
      this.update({ waiting: !this.video.paused && !this.snapshot.started }),
    );
    this.listen('ended', () => this.update({ playing: false, ended: true, waiting: false }));
    this.listen('seeked', () => {
      this.held = null;
      this.update(this.timing());
    });
    this.listen('timeupdate', () => this.update(this.timing()));
    this.listen('durationchange', () => this.update(this.timing()));
    this.listen('volumechange', () => this.update({ volume: video.volume, muted: video.muted }));
    this.listen('ratechange', () => this.update({ playbackRate: video.playbackRate }));
    this.listen('error', () => {
      // With hls.js attached, media errors come through its ERROR event and are recovered there.
      if (!this.hls) this.fail();
    });
    this.listen('loadedmetadata', () => this.tracksChanged());
    this.listen('enterpictureinpicture', () => this.update({ pictureInPicture: true }));
    this.listen('leavepictureinpicture', () => this.update({ pictureInPicture: false }));
    const textTracks = video.textTracks as TextTrackList | undefined;
    // jsdom lists text tracks without events; browsers always have them.
    if (typeof textTracks?.addEventListener === 'function') {
      const onTracks = () => this.tracksChanged();
      textTracks.addEventListener('addtrack', onTracks);
      textTracks.addEventListener('removetrack', onTracks);
      textTracks.addEventListener('change', onTracks);
      this.detach.push(() => {
        textTracks.removeEventListener('addtrack', onTracks);
        textTracks.removeEventListener('removetrack', onTracks);
        textTracks.removeEventListener('change', onTracks);
      });
    }
    this.snapshot = { ...INITIAL_SNAPSHOT, volume: video.volume, muted: video.muted };
  }

  /** The current snapshot (stable until something changes). */
  getSnapshot = (): PlayerSnapshot => this.snapshot;

  /**
   * Where playback is now, read from the element: `timeupdate` comes only every quarter second
   * or so, so the snapshot can be a moment behind, and a save as the page goes away must not
   * lose it. Once destroyed, where the element was when it was.
   */
  position = (): { currentTime: number; duration: number } => {
    const { currentTime, duration } = this.destroyed ? this.snapshot : this.timing();
    return { currentTime, duration };
  };

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether this browser plays HLS by itself (Safari, iOS, recent Chromium builds). */
  canPlayNatively(): boolean {
    return this.video.canPlayType(HLS_MIME) !== '';
  }

  /** Loads an address (HLS, or a file the browser plays) and, unless told not to, plays it. */
  async load(url: string, options: LoadOptions = {}): Promise<void> {
    const id = ++this.loadId;
    const { startTime = 0, autoplay = true, refresh } = options;
    this.refresh = refresh;
    this.refreshState = 'ready';
    this.held = null;
    this.resetEngine();
    this.update({
      ...INITIAL_SNAPSHOT,
      volume: this.video.volume,
      muted: this.video.muted,
      waiting: autoplay,
      tracksVersion: this.snapshot.tracksVersion + 1,
      pictureInPicture: this.snapshot.pictureInPicture,
    });
    if (!isHlsUrl(url) || !this.hlsLoader.supported()) {
      if (isHlsUrl(url) && !this.canPlayNatively()) {
        this.update({ error: 'unsupported', waiting: false });
        return;
      }
      this.video.src = url;
      if (startTime > 0) this.video.currentTime = startTime;
      if (autoplay) await this.play();
      return;
    }
    await this.startHls(id, url, startTime > 0 ? startTime : -1, autoplay);
  }

  /**
   * Plays again from where it stopped (the message's "Try again"): on a new address when the
   * load can renew it (the browser's own HLS gives no HTTP status to tell an expired one by),
   * else on `url`.
   */
  async retry(url: string): Promise<void> {
    const startTime = this.video.currentTime || this.snapshot.currentTime;
    const refresh = this.refresh;
    const fresh = refresh ? await refresh().catch(() => url) : url;
    await this.load(fresh, { startTime, refresh });
  }

  /** Goes to the live edge of a live stream, and plays. */
  goToLive(): void {
    const { liveEdge } = this.timing();
    if (liveEdge === null) return;
    this.seekTo(liveEdge);
    if (this.video.paused) void this.play();
  }

  /**
   * Seeks to the moment a wall-clock time was on air, through the stream's
   * EXT-X-PROGRAM-DATE-TIME, kept within the window; false when the stream has no such time.
   */
  seekToWallTime(date: Date): boolean {
    const position = this.positionAt(date.getTime());
    if (position === null) return false;
    this.seekTo(position);
    return true;
  }

  /** Plays; when the browser refuses sound without a gesture, plays muted instead. */
  async play(): Promise<void> {
    try {
      await this.video.play();
    } catch (error) {
      if (!(error instanceof DOMException)) throw error;
      if (error.name === 'NotAllowedError' && !this.video.muted) {
        this.video.muted = true;
        await this.video.play().catch(() => this.update({ waiting: false }));
      } else if (error.name === 'NotAllowedError') {
        this.update({ waiting: false });
      }
      // AbortError: a pause or a new load interrupted this play; nothing to do.
    }
  }

  pause(): void {
    this.video.pause();
  }

  togglePlay(): void {
    if (this.video.paused || this.video.ended) void this.play();
    else this.pause();
  }

  setVolume(volume: number): void {
    this.video.volume = Math.min(1, Math.max(0, volume));
    if (this.video.volume > 0 && this.video.muted) this.video.muted = false;
  }

  setMuted(muted: boolean): void {
    this.video.muted = muted;
  }

  setPlaybackRate(rate: number): void {
    this.video.playbackRate = rate;
  }

  /** Seeks within what can be played: never before the window, nor past a live edge. */
  seekTo(seconds: number): void {
    const { seekableStart, liveEdge } = this.timing();
    const target = Math.max(seekableStart, seconds);
    this.held = null;
    this.video.currentTime = liveEdge === null ? target : Math.min(target, liveEdge);
    this.update(this.timing());
  }

  /** The subtitle and caption tracks: external WebVTT `<track>`s and the stream's own. */
  getTextTracks(): TextTrackInfo[] {
    const list = this.video.textTracks as TextTrackList | undefined;
    if (!list) return [];
    return Array.from({ length: list.length }, (_, index) => {
      const track = list[index]!;
      return {
        index,
        kind: track.kind,
        label: track.label,
        language: track.language,
        showing: track.mode === 'showing',
      };
    });
  }

  /** Shows one text track (by its position) and hides the others; null hides them all. */
  setTextTrack(index: number | null): void {
    const list = this.video.textTracks as TextTrackList | undefined;
    if (!list) return;
    for (let position = 0; position < list.length; position++) {
      const track = list[position]!;
      if (track.kind !== 'subtitles' && track.kind !== 'captions') continue;
      track.mode = position === index ? 'showing' : 'disabled';
    }
    this.tracksChanged();
  }

  /** The stream's audio renditions (hls.js); empty when the stream has one. */
  getAudioTracks(): AudioTrackInfo[] {
    const hls = this.hls;
    if (!hls) return [];
    return hls.audioTracks.map((track, id) => ({
      id,
      name: track.name,
      language: track.lang ?? '',
      active: id === hls.audioTrack,
    }));
  }

  setAudioTrack(id: number): void {
    if (this.hls) this.hls.audioTrack = id;
    this.tracksChanged();
  }

  /** Whether this browser, and this element, can show picture-in-picture. */
  canPictureInPicture(): boolean {
    return (
      typeof document !== 'undefined' &&
      document.pictureInPictureEnabled === true &&
      typeof this.video.requestPictureInPicture === 'function' &&
      !this.video.disablePictureInPicture
    );
  }

  /**
   * Shows the video in picture-in-picture; false when the browser refuses (no user gesture, no
   * metadata yet, or no support).
   */
  async enterPictureInPicture(): Promise<boolean> {
    if (!this.canPictureInPicture()) return false;
    try {
      await this.video.requestPictureInPicture();
      return true;
    } catch {
      return false;
    }
  }

  /** Brings the video back from picture-in-picture into the page. */
  async exitPictureInPicture(): Promise<void> {
    if (typeof document === 'undefined' || document.pictureInPictureElement !== this.video) return;
    await document.exitPictureInPicture().catch(() => undefined);
  }

  /** The numbers of the playback stats panel, read now from the element and hls.js. */
  playbackStats(): PlaybackStats {
    return collectPlaybackStats(this.video, this.hls);
  }

  /** Stops playback and releases the element and the hls.js instance. */
  destroy(): void {
    if (this.destroyed) return;
    // The picture-in-picture window would go on showing an emptied element.
    void this.exitPictureInPicture();
    // Kept for position(): releasing the element sets its time back to 0.
    if (this.video.getAttribute('src')) {
      this.snapshot = { ...this.snapshot, currentTime: finite(this.video.currentTime) };
    }
    this.destroyed = true;
    this.resetEngine();
    this.detach.forEach((off) => off());
    this.listeners.clear();
  }

  /** Starts hls.js on an address; `startPosition` -1 is the start, or a live stream's edge. */
  private async startHls(
    id: number,
    url: string,
    startPosition: number,
    autoplay: boolean,
  ): Promise<void> {
    const { default: HlsClass } = await this.hlsLoader.load();
    if (this.destroyed || id !== this.loadId) return;
    const hls = new HlsClass({ ...HLS_CONFIG, startPosition });
    this.hls = hls;
    this.startPosition = startPosition;
    let attempts: RecoveryAttempts = NO_RECOVERY_ATTEMPTS;
    if (autoplay) hls.on(HlsClass.Events.MANIFEST_PARSED, () => void this.play());
    hls.on(HlsClass.Events.FRAG_BUFFERED, () => {
      // Data arrives again: later failures start a fresh count, and a later expiry a renewal.
      attempts = NO_RECOVERY_ATTEMPTS;
      if (this.refreshState === 'spent') this.refreshState = 'ready';
    });
    // A live playlist's window moves even while paused.
    hls.on(HlsClass.Events.LEVEL_UPDATED, () => this.update(this.timing()));
    hls.on(HlsClass.Events.AUDIO_TRACKS_UPDATED, () => this.tracksChanged());
    hls.on(HlsClass.Events.AUDIO_TRACK_SWITCHED, () => this.tracksChanged());
    hls.on(HlsClass.Events.SUBTITLE_TRACKS_UPDATED, () => this.tracksChanged());
    hls.on(HlsClass.Events.ERROR, (_event, data) => {
      // This instance is on its way out: a new address is being asked for.
      if (this.refreshState === 'renewing') return;
      if (this.refresh && isExpiredMediaUrl(data.details, data.response?.code)) {
        if (this.refreshState === 'ready') void this.renew(id, hls);
        // Refused again before the new address played: it will not.
        else if (this.refreshState === 'spent') this.fail();
        return;
      }
      if (isRefusedKey(data.details, data.response?.code)) {
        this.fail();
        return;
      }
      if (!data.fatal) return;
      const kind = fatalErrorKind(data.type, data.details);
      const next = recoverFromFatalError(kind, attempts, this.snapshot.started);
      attempts = next.attempts;
      switch (next.action) {
        case 'restartLoad':
          this.update({ waiting: true });
          clearTimeout(this.restartTimer);
          this.restartTimer = setTimeout(() => {
            if (this.hls === hls) hls.startLoad(this.video.currentTime || -1);
          }, restartDelayMs(attempts.network));
          break;
        case 'reloadSource':
          this.update({ waiting: true });
          clearTimeout(this.restartTimer);
          this.restartTimer = setTimeout(() => {
            if (this.hls === hls) hls.loadSource(url);
          }, restartDelayMs(attempts.network));
          break;
        case 'recoverMedia':
          hls.recoverMediaError();
          break;
        case 'swapCodecAndRecover':
          hls.swapAudioCodec();
          hls.recoverMediaError();
          break;
        case 'giveUp':
          this.fail();
          break;
      }
    });
    hls.loadSource(url);
    hls.attachMedia(this.video);
  }

  /**
   * The signed address expired: asks for a new one and goes on with it from where playback
   * was (a live stream from its edge), playing if it was. Not a crash, and not a stall.
   */
  private async renew(id: number, hls: Hls): Promise<void> {
    const refresh = this.refresh;
    if (!refresh) return;
    this.refreshState = 'renewing';
    hls.stopLoad();
    const { started, playing, waiting } = this.snapshot;
    const timing = this.timing();
    // Playing, or about to: a load that was to play and has not started yet.
    const resume = playing || (!started && waiting);
    let url: string;
    try {
      url = await refresh();
    } catch {
      if (!this.destroyed && id === this.loadId) this.fail();
      return;
    }
    if (this.destroyed || id !== this.loadId) return;
    this.refreshState = 'spent';
    this.held = timing;
    // The element waits for the new address's data: that is no network stall to report.
    this.stalled = started;
    this.resetEngine();
    this.update({ waiting: true });
    // Before the first frame, the element may not be at the load's start position yet.
    const from = timing.isLive ? -1 : started ? timing.currentTime : this.startPosition;
    await this.startHls(id, url, from, resume);
  }

  /** Position, duration, live window and wall clock, read from the element and hls.js. */
  private timing(): Timing {
    if (this.held) return this.held;
    const video = this.video;
    const details = this.hls?.latestLevelDetails ?? null;
    const currentTime = finite(video.currentTime);
    const wallClock = this.wallClockAt(currentTime);
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
    const syncPosition = this.hls?.liveSyncPosition ?? window.end;
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
  wallClockAt(position: number): number | null {
    const fragments = this.hls?.latestLevelDetails?.fragments;
    if (fragments) return wallClockAt(fragments, position);
    const start = nativeStartDate(this.video);
    return start === null ? null : start + position * 1000;
  }

  /** The position of a wall-clock time (epoch ms), or null without PROGRAM-DATE-TIME. */
  private positionAt(wallClock: number): number | null {
    const fragments = this.hls?.latestLevelDetails?.fragments;
    if (fragments) return positionAtWallClock(fragments, wallClock);
    const start = nativeStartDate(this.video);
    return start === null ? null : (wallClock - start) / 1000;
  }

  private fail(): void {
    this.resetEngine();
    this.update({ error: 'playback', waiting: false, playing: false });
    this.options.onIssue?.('crash');
  }

  private tracksChanged(): void {
    this.update({ tracksVersion: this.snapshot.tracksVersion + 1 });
  }

  private resetEngine(): void {
    clearTimeout(this.restartTimer);
    this.hls?.destroy();
    this.hls = null;
    if (this.video.getAttribute('src')) {
      this.video.pause();
      this.video.removeAttribute('src');
      this.video.load();
    }
  }

  private listen(type: keyof HTMLVideoElementEventMap, handler: () => void): void {
    this.video.addEventListener(type, handler);
    this.detach.push(() => this.video.removeEventListener(type, handler));
  }

  private update(patch: Partial<PlayerSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    const changed = (Object.keys(patch) as Array<keyof PlayerSnapshot>).some(
      (key) => next[key] !== this.snapshot[key],
    );
    if (!changed || this.destroyed) return;
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }
}

function finite(value: number): number {
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
