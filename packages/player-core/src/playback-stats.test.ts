import { describe, expect, it } from 'vitest';
import {
  bufferAheadOf,
  collectPlaybackStats,
  type StatsHls,
  type StatsVideo,
} from './playback-stats';

function ranges(...spans: Array<[number, number]>): TimeRanges {
  return {
    length: spans.length,
    start: (index: number) => spans[index]![0],
    end: (index: number) => spans[index]![1],
  };
}

const video = (patch: Partial<StatsVideo> = {}): StatsVideo => ({
  videoWidth: 1280,
  videoHeight: 720,
  currentTime: 12,
  buffered: ranges([0, 20]),
  getVideoPlaybackQuality: () => ({ droppedVideoFrames: 3, totalVideoFrames: 300 }),
  ...patch,
});

const ladder: StatsHls = {
  levels: [
    {
      width: 1280,
      height: 720,
      bitrate: 2_500_000,
      videoCodec: 'avc1.64001f',
      audioCodec: 'mp4a.40.2',
    },
    {
      width: 640,
      height: 360,
      bitrate: 800_000,
      videoCodec: 'avc1.42c01e',
      audioCodec: 'mp4a.40.2',
    },
  ],
  currentLevel: 0,
  bandwidthEstimate: 5_400_000,
};

describe('bufferAheadOf', () => {
  it('counts from the playhead to the end of the range that holds it', () => {
    expect(bufferAheadOf(ranges([0, 4], [10, 30]), 12)).toBe(18);
  });

  it('is 0 outside every range', () => {
    expect(bufferAheadOf(ranges([0, 4]), 8)).toBe(0);
    expect(bufferAheadOf(ranges(), 0)).toBe(0);
  });
});

describe('collectPlaybackStats', () => {
  it('reads size, bitrate, bandwidth, buffer, frames and codecs, the ladder lowest first', () => {
    expect(collectPlaybackStats(video(), ladder)).toEqual({
      width: 1280,
      height: 720,
      bitrate: 2_500_000,
      bandwidthEstimate: 5_400_000,
      bufferAhead: 8,
      droppedFrames: 3,
      decodedFrames: 300,
      renditions: [
        { index: 1, width: 640, height: 360, bitrate: 800_000, current: false },
        { index: 0, width: 1280, height: 720, bitrate: 2_500_000, current: true },
      ],
      videoCodec: 'avc1.64001f',
      audioCodec: 'mp4a.40.2',
      engine: 'hls.js',
    });
  });

  it('knows no rendition before hls.js has chosen one', () => {
    const stats = collectPlaybackStats(video(), { ...ladder, currentLevel: -1 });
    expect(stats.bitrate).toBeNull();
    expect(stats.renditions.some((rendition) => rendition.current)).toBe(false);
  });

  it('reads only the element when the browser plays the stream itself', () => {
    const stats = collectPlaybackStats(video({ getVideoPlaybackQuality: undefined }), null);
    expect(stats).toMatchObject({
      engine: 'native',
      bitrate: null,
      bandwidthEstimate: null,
      renditions: [],
      decodedFrames: null,
      width: 1280,
    });
  });
});
