import type Hls from 'hls.js';
import type * as HlsModule from 'hls.js';
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
  duration: number;
  error: 'unsupported' | 'playback' | null;
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
};

const HLS_MIME = 'application/vnd.apple.mpegurl';
const MAX_NETWORK_RETRIES = 3;
const MAX_MEDIA_RECOVERIES = 2;

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

  constructor(private readonly video: HTMLVideoElement) {
    video.volume = INITIAL_VOLUME;
    video.playbackRate = INITIAL_PLAYBACK_RATE;
    video.defaultPlaybackRate = INITIAL_PLAYBACK_RATE;
    this.listen('play', () => this.update({ playing: true, ended: false }));
    this.listen('pause', () => this.update({ playing: false, waiting: false }));
    this.listen('playing', () => this.update({ playing: true, waiting: false, started: true }));
    this.listen('waiting', () => this.update({ waiting: true }));
    this.listen('canplay', () =>
      this.update({ waiting: !this.video.paused && !this.snapshot.started }),
    );
    this.listen('ended', () => this.update({ playing: false, ended: true, waiting: false }));
    this.listen('timeupdate', () => this.update({ currentTime: video.currentTime }));
    this.listen('durationchange', () => this.update({ duration: finite(video.duration) }));
    this.listen('volumechange', () => this.update({ volume: video.volume, muted: video.muted }));
    this.listen('ratechange', () => this.update({ playbackRate: video.playbackRate }));
    this.listen('error', () => this.update({ error: 'playback', waiting: false }));
    this.snapshot = { ...INITIAL_SNAPSHOT, volume: video.volume, muted: video.muted };
  }

  /** The current snapshot (stable until something changes). */
  getSnapshot = (): PlayerSnapshot => this.snapshot;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether this browser plays HLS by itself (Safari, iOS, recent Chromium builds). */
  canPlayNatively(): boolean {
    return this.video.canPlayType(HLS_MIME) !== '';
  }

  /** Loads an HLS address and starts playing it. */
  async load(url: string): Promise<void> {
    const id = ++this.loadId;
    this.resetEngine();
    this.update({ ...INITIAL_SNAPSHOT, volume: this.video.volume, muted: this.video.muted });
    if (!canUseHlsJs()) {
      if (!this.canPlayNatively()) {
        this.update({ error: 'unsupported', waiting: false });
        return;
      }
      this.video.src = url;
      await this.play();
      return;
    }
    const { default: HlsClass } = await preloadHls();
    if (this.destroyed || id !== this.loadId) return;
    const hls = new HlsClass({ enableWorker: true, backBufferLength: 30 });
    this.hls = hls;
    let networkRetries = 0;
    let mediaRecoveries = 0;
    hls.on(HlsClass.Events.MANIFEST_PARSED, () => void this.play());
    hls.on(HlsClass.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (
        data.type === HlsClass.ErrorTypes.NETWORK_ERROR &&
        networkRetries++ < MAX_NETWORK_RETRIES
      ) {
        hls.startLoad();
      } else if (
        data.type === HlsClass.ErrorTypes.MEDIA_ERROR &&
        mediaRecoveries++ < MAX_MEDIA_RECOVERIES
      ) {
        hls.recoverMediaError();
      } else {
        this.resetEngine();
        this.update({ error: 'playback', waiting: false, playing: false });
      }
    });
    hls.loadSource(url);
    hls.attachMedia(this.video);
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

  /** Stops playback and releases the element and the hls.js instance. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.resetEngine();
    this.detach.forEach((off) => off());
    this.listeners.clear();
  }

  private resetEngine(): void {
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
