import type Hls from 'hls.js';
import type { ErrorData, HlsConfig } from 'hls.js';
import type * as HlsModule from 'hls.js';

/** Where the core gets hls.js; tests give a fake one, which needs no Media Source Extensions. */
export interface HlsLoader {
  /** Whether hls.js can play here. */
  supported: () => boolean;
  load: () => Promise<typeof HlsModule>;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Whether an address is an HLS playlist; anything else (an MP4 advert) plays natively. */
export function isHlsUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.m3u8?$/i.test(path);
}

/** Whether this browser plays HLS by itself (Safari, iOS, recent Chromium builds). */
export function canPlayHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_MIME) !== '';
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

export const DEFAULT_HLS_LOADER: HlsLoader = { supported: canUseHlsJs, load: preloadHls };

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

/** What the core does on the hls.js events it listens to. */
export interface HlsHandlers {
  /** The playlist is read: set only to play at once. */
  manifestParsed?: () => void;
  /** A segment reached the buffer: data arrives. */
  fragBuffered: () => void;
  /** A playlist was read again: a live window moves even while paused. */
  levelUpdated: () => void;
  /** Audio or subtitle renditions appeared or changed. */
  tracksChanged: () => void;
  error: (data: ErrorData) => void;
}

/**
 * An hls.js instance with the settings above, to start from `startPosition` (-1: the start, or
 * a live stream's edge), its events given to `handlers`; the caller loads the source into the
 * element once it holds the instance.
 */
export function createHlsEngine(
  { default: HlsClass }: typeof HlsModule,
  startPosition: number,
  handlers: HlsHandlers,
): Hls {
  const hls = new HlsClass({ ...HLS_CONFIG, startPosition });
  const { Events } = HlsClass;
  if (handlers.manifestParsed) hls.on(Events.MANIFEST_PARSED, handlers.manifestParsed);
  hls.on(Events.FRAG_BUFFERED, handlers.fragBuffered);
  hls.on(Events.LEVEL_UPDATED, handlers.levelUpdated);
  hls.on(Events.AUDIO_TRACKS_UPDATED, handlers.tracksChanged);
  hls.on(Events.AUDIO_TRACK_SWITCHED, handlers.tracksChanged);
  hls.on(Events.SUBTITLE_TRACKS_UPDATED, handlers.tracksChanged);
  hls.on(Events.ERROR, (_event, data) => handlers.error(data));
  return hls;
}
