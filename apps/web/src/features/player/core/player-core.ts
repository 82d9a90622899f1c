import type Hls from 'hls.js';
import type * as HlsModule from 'hls.js';
import {
  NO_RECOVERY_ATTEMPTS,
  fatalErrorKind,
  isRefusedKey,
  recoverFromFatalError,
  restartDelayMs,
  type RecoveryAttempts,
} from './error-recovery';
import { INITIAL_PLAYBACK_RATE, INITIAL_VOLUME } from './player-rules';
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
  duration: number;
  error: 'unsupported' | 'playback' | null;
  /** Goes up whenever audio or text tracks appear or change; the settings panel re-reads them. */
  tracksVersion: number;
}

/** A playback problem worth reporting (the play-issues socket event). */
export type PlaybackIssue = 'buffer' | 'crash';

/** How to start a load: where, and whether to play at once. */
export interface LoadOptions {
  /** Seconds to start from (continue watching); 0 by default. */
  startTime?: number;
  /** Play as soon as the stream is ready (default true). */
  autoplay?: boolean;
}

export interface PlayerCoreOptions {
  onIssue?: (issue: PlaybackIssue) => void;
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
  error: null,
  tracksVersion: 0,
};

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

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly options: PlayerCoreOptions = {},
  ) {
    video.volume = INITIAL_VOLUME;
    video.playbackRate = INITIAL_PLAYBACK_RATE;
    video.defaultPlaybackRate = INITIAL_PLAYBACK_RATE;
    this.listen('play', () => this.update({ playing: true, ended: false }));
    this.listen('pause', () => this.update({ playing: false, waiting: false }));
    this.listen('playing', () => {
      this.stalled = false;
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
    this.listen('timeupdate', () => this.update({ currentTime: video.currentTime }));
    this.listen('durationchange', () => this.update({ duration: finite(video.duration) }));
    this.listen('volumechange', () => this.update({ volume: video.volume, muted: video.muted }));
    this.listen('ratechange', () => this.update({ playbackRate: video.playbackRate }));
    this.listen('error', () => {
      // With hls.js attached, media errors come through its ERROR event and are recovered there.
      if (!this.hls) this.fail();
    });
    this.listen('loadedmetadata', () => this.tracksChanged());
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
  position = (): { currentTime: number; duration: number } =>
    this.destroyed
      ? { currentTime: this.snapshot.currentTime, duration: this.snapshot.duration }
      : { currentTime: finite(this.video.currentTime), duration: finite(this.video.duration) };

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
    const { startTime = 0, autoplay = true } = options;
    this.resetEngine();
    this.update({
      ...INITIAL_SNAPSHOT,
      volume: this.video.volume,
      muted: this.video.muted,
      waiting: autoplay,
      tracksVersion: this.snapshot.tracksVersion + 1,
    });
    if (!isHlsUrl(url) || !canUseHlsJs()) {
      if (isHlsUrl(url) && !this.canPlayNatively()) {
        this.update({ error: 'unsupported', waiting: false });
        return;
      }
      this.video.src = url;
      if (startTime > 0) this.video.currentTime = startTime;
      if (autoplay) await this.play();
      return;
    }
    const { default: HlsClass } = await preloadHls();
    if (this.destroyed || id !== this.loadId) return;
    const hls = new HlsClass({
      enableWorker: true,
      backBufferLength: 30,
      // The rendition follows the player's size: a minimised player loads a small one.
      capLevelToPlayerSize: true,
      startPosition: startTime > 0 ? startTime : -1,
    });
    this.hls = hls;
    let attempts: RecoveryAttempts = NO_RECOVERY_ATTEMPTS;
    if (autoplay) hls.on(HlsClass.Events.MANIFEST_PARSED, () => void this.play());
    hls.on(HlsClass.Events.FRAG_BUFFERED, () => {
      // Data arrives again: later failures start a fresh count.
      attempts = NO_RECOVERY_ATTEMPTS;
    });
    hls.on(HlsClass.Events.AUDIO_TRACKS_UPDATED, () => this.tracksChanged());
    hls.on(HlsClass.Events.AUDIO_TRACK_SWITCHED, () => this.tracksChanged());
    hls.on(HlsClass.Events.SUBTITLE_TRACKS_UPDATED, () => this.tracksChanged());
    hls.on(HlsClass.Events.ERROR, (_event, data) => {
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

  /** Tries the last address again from where it stopped (the message's "Try again"). */
  async retry(url: string): Promise<void> {
    await this.load(url, { startTime: this.video.currentTime || this.snapshot.currentTime });
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

  seekTo(seconds: number): void {
    this.video.currentTime = Math.max(0, seconds);
    this.update({ currentTime: this.video.currentTime });
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

  /** Stops playback and releases the element and the hls.js instance. */
  destroy(): void {
    if (this.destroyed) return;
    // Kept for position(): releasing the element sets its time back to 0.
    if (this.video.getAttribute('src')) {
      this.snapshot = { ...this.snapshot, currentTime: finite(this.video.currentTime) };
    }
    this.destroyed = true;
    this.resetEngine();
    this.detach.forEach((off) => off());
    this.listeners.clear();
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

  private listen(type: keyof HTMLMediaElementEventMap, handler: () => void): void {
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
