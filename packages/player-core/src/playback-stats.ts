/** One rendition of the stream's ladder. */
export interface Rendition {
  index: number;
  width: number;
  height: number;
  /** Bits per second, as the playlist declares it. */
  bitrate: number;
  /** The rendition now playing. */
  current: boolean;
}

/** What the playback stats panel shows ("stats for nerds"), read at one moment. */
export interface PlaybackStats {
  /** The decoded picture's size; 0 until the first frame. */
  width: number;
  height: number;
  /** The playing rendition's declared bitrate (bits/s); null without hls.js or before a level. */
  bitrate: number | null;
  /** hls.js's estimate of the network's bandwidth (bits/s); null without hls.js. */
  bandwidthEstimate: number | null;
  /** Seconds buffered ahead of the playhead. */
  bufferAhead: number;
  droppedFrames: number | null;
  decodedFrames: number | null;
  /** The ladder, lowest first; empty without hls.js. */
  renditions: Rendition[];
  /** Codecs of the playing rendition, as the playlist declares them; null where unknown. */
  videoCodec: string | null;
  audioCodec: string | null;
  /** Who plays the stream: hls.js (Media Source Extensions) or the browser itself. */
  engine: 'hls.js' | 'native';
}

/** The element's side of the stats. */
export interface StatsVideo {
  videoWidth: number;
  videoHeight: number;
  currentTime: number;
  buffered: TimeRanges;
  getVideoPlaybackQuality?: () => Pick<
    VideoPlaybackQuality,
    'droppedVideoFrames' | 'totalVideoFrames'
  >;
}

/** The hls.js side of the stats (a subset of the Hls instance). */
export interface StatsHls {
  levels: ReadonlyArray<{
    width: number;
    height: number;
    bitrate: number;
    videoCodec?: string;
    audioCodec?: string;
  }>;
  /** The level playing; -1 before the first. */
  currentLevel: number;
  /** bits/s. */
  bandwidthEstimate: number;
}

/** Seconds buffered from `time` to the end of the range that holds it; 0 outside any range. */
export function bufferAheadOf(buffered: TimeRanges, time: number): number {
  for (let index = 0; index < buffered.length; index++) {
    const start = buffered.start(index);
    const end = buffered.end(index);
    // A playhead a hair before a range (after a seek) already plays from it.
    if (time >= start - 0.1 && time <= end) return Math.max(0, end - Math.max(time, start));
  }
  return 0;
}

/** The stats from the element and, where it plays the stream, hls.js. */
export function collectPlaybackStats(video: StatsVideo, hls: StatsHls | null): PlaybackStats {
  const quality = video.getVideoPlaybackQuality?.();
  const current = hls && hls.currentLevel >= 0 ? (hls.levels[hls.currentLevel] ?? null) : null;
  const renditions = (hls?.levels ?? [])
    .map((level, index) => ({
      index,
      width: level.width,
      height: level.height,
      bitrate: level.bitrate,
      current: index === hls?.currentLevel,
    }))
    .sort((a, b) => a.bitrate - b.bitrate);
  const estimate = hls?.bandwidthEstimate;
  return {
    width: video.videoWidth,
    height: video.videoHeight,
    bitrate: current?.bitrate ?? null,
    bandwidthEstimate: estimate !== undefined && Number.isFinite(estimate) ? estimate : null,
    bufferAhead: bufferAheadOf(video.buffered, video.currentTime),
    droppedFrames: quality?.droppedVideoFrames ?? null,
    decodedFrames: quality?.totalVideoFrames ?? null,
    renditions,
    videoCodec: current?.videoCodec || null,
    audioCodec: current?.audioCodec || null,
    engine: hls ? 'hls.js' : 'native',
  };
}
