import { DEFAULT_HLS_LOADER, canPlayHlsNatively, isHlsUrl, type HlsLoader } from './hls-engine';
import { followElement } from './element-events';
import { HlsSession, type LoadOptions } from './hls-session';
import {
  audioTracksOf,
  canPictureInPicture,
  enterPictureInPicture,
  exitPictureInPicture,
  showTextTrack,
  textTracksOf,
} from './media-tracks';
import { finite, streamPositionAt, streamWallClockAt } from './media-timing';
import { INITIAL_PLAYBACK_RATE, INITIAL_VOLUME } from './player-rules';
import {
  INITIAL_SNAPSHOT,
  SnapshotStore,
  type PlaybackIssue,
  type PlayerSnapshot,
} from './player-snapshot';
import { collectPlaybackStats, type PlaybackStats } from './playback-stats';
import type { AudioTrackInfo, TextTrackInfo } from './track-options';

export { canUseHlsJs, isHlsUrl, preloadHls, type HlsLoader } from './hls-engine';
export { INITIAL_SNAPSHOT, type PlaybackIssue, type PlayerSnapshot } from './player-snapshot';
export type { LoadOptions } from './hls-session';

export interface PlayerCoreOptions {
  onIssue?: (issue: PlaybackIssue) => void;
  /** hls.js by default: the lazy `import('hls.js')` wherever Media Source Extensions exist. */
  hls?: HlsLoader;
}

/**
 * Owns one `<video>` element and, where Media Source Extensions exist, an hls.js instance
 * (hls-engine.ts). It knows nothing of React: the UI subscribes to snapshots (its state store,
 * player-snapshot.ts) and calls the commands.
 */
export class PlayerCore {
  private readonly store = new SnapshotStore(INITIAL_SNAPSHOT);
  private readonly stopFollowing: () => void;
  /** The hls.js side: its instance, recovery and the renewal of a signed address. */
  private readonly engine: HlsSession;
  private destroyed = false;
  private loadId = 0;
  /** Set while a stall is being reported, so one stall is one buffer issue. */
  private readonly stall = { reported: false };

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly options: PlayerCoreOptions = {},
  ) {
    this.engine = new HlsSession(video, options.hls ?? DEFAULT_HLS_LOADER, {
      snapshot: () => this.getSnapshot(),
      update: (patch) => this.store.update(patch),
      play: () => this.play(),
      fail: () => this.fail(),
      tracksChanged: () => this.tracksChanged(),
      isCurrent: (id) => !this.destroyed && id === this.loadId,
      renewing: (started) => {
        // The element waits for the new address's data: that is no network stall to report.
        this.stall.reported = started;
        this.resetEngine();
        this.store.update({ waiting: true });
      },
    });
    video.volume = INITIAL_VOLUME;
    video.playbackRate = INITIAL_PLAYBACK_RATE;
    video.defaultPlaybackRate = INITIAL_PLAYBACK_RATE;
    this.stopFollowing = followElement({
      video,
      store: this.store,
      engine: this.engine,
      stall: this.stall,
      fail: () => this.fail(),
      tracksChanged: () => this.tracksChanged(),
      onIssue: options.onIssue,
    });
    this.store.replace({ ...INITIAL_SNAPSHOT, volume: video.volume, muted: video.muted });
  }

  /** The current snapshot (stable until something changes). */
  getSnapshot = (): PlayerSnapshot => this.store.get();

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  /**
   * Where playback is now, read from the element: `timeupdate` comes only every quarter second
   * or so, so the snapshot can be a moment behind, and a save as the page goes away must not
   * lose it. Once destroyed, where the element was when it was.
   */
  position = (): { currentTime: number; duration: number } => {
    const { currentTime, duration } = this.destroyed ? this.getSnapshot() : this.engine.timing();
    return { currentTime, duration };
  };

  /** Whether this browser plays HLS by itself (Safari, iOS, recent Chromium builds). */
  canPlayNatively(): boolean {
    return canPlayHlsNatively(this.video);
  }

  /** Loads an address (HLS, or a file the browser plays) and, unless told not to, plays it. */
  async load(url: string, options: LoadOptions = {}): Promise<void> {
    const id = ++this.loadId;
    const { startTime = 0, autoplay = true, refresh } = options;
    this.engine.prepare(refresh);
    this.resetEngine();
    const { tracksVersion, pictureInPicture } = this.getSnapshot();
    this.store.update({
      ...INITIAL_SNAPSHOT,
      volume: this.video.volume,
      muted: this.video.muted,
      waiting: autoplay,
      tracksVersion: tracksVersion + 1,
      pictureInPicture,
    });
    if (!isHlsUrl(url) || !this.engine.supported()) {
      if (isHlsUrl(url) && !this.canPlayNatively()) {
        this.store.update({ error: 'unsupported', waiting: false });
        return;
      }
      this.video.src = url;
      if (startTime > 0) this.video.currentTime = startTime;
      if (autoplay) await this.play();
      return;
    }
    await this.engine.start(id, url, startTime > 0 ? startTime : -1, autoplay);
  }

  /**
   * Plays again from where it stopped (the message's "Try again"): on a new address when the
   * load can renew it (the browser's own HLS gives no HTTP status to tell an expired one by),
   * else on `url`.
   */
  async retry(url: string): Promise<void> {
    const startTime = this.video.currentTime || this.getSnapshot().currentTime;
    const refresh = this.engine.refresh;
    const fresh = refresh ? await refresh().catch(() => url) : url;
    await this.load(fresh, { startTime, refresh });
  }

  /** Goes to the live edge of a live stream, and plays. */
  goToLive(): void {
    const { liveEdge } = this.engine.timing();
    if (liveEdge === null) return;
    this.seekTo(liveEdge);
    if (this.video.paused) void this.play();
  }

  /**
   * Seeks to the moment a wall-clock time was on air, through the stream's
   * EXT-X-PROGRAM-DATE-TIME, kept within the window; false when the stream has no such time.
   */
  seekToWallTime(date: Date): boolean {
    const position = streamPositionAt(this.video, this.engine.instance, date.getTime());
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
        await this.video.play().catch(() => this.store.update({ waiting: false }));
      } else if (error.name === 'NotAllowedError') {
        this.store.update({ waiting: false });
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
    const { seekableStart, liveEdge } = this.engine.timing();
    const target = Math.max(seekableStart, seconds);
    this.engine.release();
    this.video.currentTime = liveEdge === null ? target : Math.min(target, liveEdge);
    this.store.update(this.engine.timing());
  }

  /** The subtitle and caption tracks: external WebVTT `<track>`s and the stream's own. */
  getTextTracks(): TextTrackInfo[] {
    return textTracksOf(this.video);
  }

  /** Shows one text track (by its position) and hides the others; null hides them all. */
  setTextTrack(index: number | null): void {
    if (!(this.video.textTracks as TextTrackList | undefined)) return;
    showTextTrack(this.video, index);
    this.tracksChanged();
  }

  /** The stream's audio renditions (hls.js); empty when the stream has one. */
  getAudioTracks(): AudioTrackInfo[] {
    return audioTracksOf(this.engine.instance);
  }

  setAudioTrack(id: number): void {
    const hls = this.engine.instance;
    if (hls) hls.audioTrack = id;
    this.tracksChanged();
  }

  /** Whether this browser, and this element, can show picture-in-picture. */
  canPictureInPicture(): boolean {
    return canPictureInPicture(this.video);
  }

  /** Shows the video in picture-in-picture; false when the browser refuses. */
  enterPictureInPicture(): Promise<boolean> {
    return enterPictureInPicture(this.video);
  }

  /** Brings the video back from picture-in-picture into the page. */
  exitPictureInPicture(): Promise<void> {
    return exitPictureInPicture(this.video);
  }

  /** The numbers of the playback stats panel, read now from the element and hls.js. */
  playbackStats(): PlaybackStats {
    return collectPlaybackStats(this.video, this.engine.instance);
  }

  /** The wall-clock time (epoch ms) at a position, or null without PROGRAM-DATE-TIME. */
  wallClockAt(position: number): number | null {
    return streamWallClockAt(this.video, this.engine.instance, position);
  }

  /** Stops playback and releases the element and the hls.js instance. */
  destroy(): void {
    if (this.destroyed) return;
    // The picture-in-picture window would go on showing an emptied element.
    void this.exitPictureInPicture();
    // Kept for position(): releasing the element sets its time back to 0.
    if (this.video.getAttribute('src')) {
      this.store.replace({ ...this.getSnapshot(), currentTime: finite(this.video.currentTime) });
    }
    this.destroyed = true;
    this.store.close();
    this.resetEngine();
    this.stopFollowing();
  }

  private fail(): void {
    this.resetEngine();
    this.store.update({ error: 'playback', waiting: false, playing: false });
    this.options.onIssue?.('crash');
  }

  private tracksChanged(): void {
    this.store.update({ tracksVersion: this.getSnapshot().tracksVersion + 1 });
  }

  private resetEngine(): void {
    this.engine.stop();
    if (this.video.getAttribute('src')) {
      this.video.pause();
      this.video.removeAttribute('src');
      this.video.load();
    }
  }
}
