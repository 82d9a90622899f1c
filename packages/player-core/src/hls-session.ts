import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';
import {
  NO_RECOVERY_ATTEMPTS,
  fatalErrorKind,
  isExpiredMediaUrl,
  isRefusedKey,
  recoverFromFatalError,
  restartDelayMs,
  type RecoveryAttempts,
} from './error-recovery';
import { createHlsEngine, type HlsLoader } from './hls-engine';
import { readTiming } from './media-timing';
import type { PlayerSnapshot, Timing } from './player-snapshot';

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

/** What the hls.js session asks of the core that owns it. */
export interface HlsSessionHost {
  snapshot(): PlayerSnapshot;
  update(patch: Partial<PlayerSnapshot>): void;
  play(): Promise<void>;
  /** A playback error: the core stops and reports a crash. */
  fail(): void;
  tracksChanged(): void;
  /** Whether load `id` is still the core's current one (and the core not destroyed). */
  isCurrent(id: number): boolean;
  /**
   * A new address is about to replace an expired one: the core releases the element and
   * waits; `started`: playback had begun, so the wait is no network stall to report.
   */
  renewing(started: boolean): void;
}

/**
 * The hls.js side of a core: the current instance, its recovery from errors, and the renewal
 * of an expired signed address (a 403 on its playlist, a segment or a key).
 */
export class HlsSession {
  private hls: Hls | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** The current load's way to a new signed address, and whether it was used. */
  refresh: LoadOptions['refresh'];
  /** 'spent' from a renewal until a segment of the new address reaches the buffer. */
  private refreshState: 'ready' | 'renewing' | 'spent' = 'ready';
  /**
   * Where playback was when a renewal began, reported until the new address plays (or seeks
   * there): meanwhile the element, emptied, would say 0.
   */
  private held: Timing | null = null;
  /** Where the current hls.js instance was asked to start (-1: the start, or the live edge). */
  private startPosition = -1;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly loader: HlsLoader,
    private readonly host: HlsSessionHost,
  ) {}

  /** The hls.js instance playing now, if any. */
  get instance(): Hls | null {
    return this.hls;
  }

  /** Whether hls.js can play here. */
  supported(): boolean {
    return this.loader.supported();
  }

  /** A new load: its way to renew the address, nothing held. */
  prepare(refresh: (() => Promise<string>) | undefined): void {
    this.refresh = refresh;
    this.refreshState = 'ready';
    this.held = null;
  }

  /** Playback goes on from the element's own position: a held one is no longer needed. */
  release(): void {
    this.held = null;
  }

  /** Where playback is, or where it was while a renewal holds it. */
  timing(): Timing {
    return this.held ?? readTiming(this.video, this.hls);
  }

  /** Starts hls.js on an address; `startPosition` -1 is the start, or a live stream's edge. */
  async start(id: number, url: string, startPosition: number, autoplay: boolean): Promise<void> {
    const module = await this.loader.load();
    if (!this.host.isCurrent(id)) return;
    let attempts: RecoveryAttempts = NO_RECOVERY_ATTEMPTS;
    const hls: Hls = createHlsEngine(module, startPosition, {
      ...(autoplay ? { manifestParsed: () => void this.host.play() } : {}),
      fragBuffered: () => {
        // Data arrives again: later failures start a fresh count, and a later expiry a renewal.
        attempts = NO_RECOVERY_ATTEMPTS;
        if (this.refreshState === 'spent') this.refreshState = 'ready';
      },
      levelUpdated: () => this.host.update(this.timing()),
      tracksChanged: () => this.host.tracksChanged(),
      error: (data) => {
        attempts = this.onError(id, hls, url, data, attempts);
      },
    });
    this.hls = hls;
    this.startPosition = startPosition;
    hls.loadSource(url);
    hls.attachMedia(this.video);
  }

  /** Stops the instance and any restart waiting to happen. */
  stop(): void {
    clearTimeout(this.restartTimer);
    this.hls?.destroy();
    this.hls = null;
  }

  /** An hls.js error: a renewal, a refusal, or a recovery step; returns the attempts so far. */
  private onError(
    id: number,
    hls: Hls,
    url: string,
    data: ErrorData,
    attempts: RecoveryAttempts,
  ): RecoveryAttempts {
    // This instance is on its way out: a new address is being asked for.
    if (this.refreshState === 'renewing') return attempts;
    if (this.refresh && isExpiredMediaUrl(data.details, data.response?.code)) {
      if (this.refreshState === 'ready') void this.renew(id, hls);
      // Refused again before the new address played: it will not.
      else if (this.refreshState === 'spent') this.host.fail();
      return attempts;
    }
    if (isRefusedKey(data.details, data.response?.code)) {
      this.host.fail();
      return attempts;
    }
    if (!data.fatal) return attempts;
    const kind = fatalErrorKind(data.type, data.details);
    const next = recoverFromFatalError(kind, attempts, this.host.snapshot().started);
    const later = (step: () => void) => {
      this.host.update({ waiting: true });
      clearTimeout(this.restartTimer);
      this.restartTimer = setTimeout(() => {
        if (this.hls === hls) step();
      }, restartDelayMs(next.attempts.network));
    };
    switch (next.action) {
      case 'restartLoad':
        later(() => hls.startLoad(this.video.currentTime || -1));
        break;
      case 'reloadSource':
        later(() => hls.loadSource(url));
        break;
      case 'recoverMedia':
        hls.recoverMediaError();
        break;
      case 'swapCodecAndRecover':
        hls.swapAudioCodec();
        hls.recoverMediaError();
        break;
      case 'giveUp':
        this.host.fail();
        break;
    }
    return next.attempts;
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
    const { started, playing, waiting } = this.host.snapshot();
    const timing = this.timing();
    // Playing, or about to: a load that was to play and has not started yet.
    const resume = playing || (!started && waiting);
    let url: string;
    try {
      url = await refresh();
    } catch {
      if (this.host.isCurrent(id)) this.host.fail();
      return;
    }
    if (!this.host.isCurrent(id)) return;
    this.refreshState = 'spent';
    this.held = timing;
    this.host.renewing(started);
    // Before the first frame, the element may not be at the load's start position yet.
    const from = timing.isLive ? -1 : started ? timing.currentTime : this.startPosition;
    await this.start(id, url, from, resume);
  }
}
