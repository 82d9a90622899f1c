import type { AudioStream, MediaProbe, VideoStream } from './probe.js';
import { trackName, uniqueNames } from './languages.js';

/** Segment length of every rendition, and the keyframe spacing inside it (two per segment). */
export const SEGMENT_SECONDS = 4;
export const KEYFRAME_SECONDS = 2;
/** One trick-play frame per this many seconds, this many pixels wide, tiled 10 by 10. */
export const THUMBNAIL_SECONDS = 10;
export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_GRID = { columns: 10, rows: 10 } as const;

// Rungs by the picture's shorter side (a portrait 1080x1920 is 1080p), with the top bit rate
// Apple's HLS Authoring Specification for Apple Devices lists for that size in its H.264
// ladder (section "Video", 30 fps and below): 1920x1080 at 7800 kb/s, 1280x720 at 4500,
// 960x540 at 2000, 768x432 at 1100, 640x360 at 365. Below 360 a source keeps its own size.
const RUNGS: readonly { side: number; kbps: number }[] = [
  { side: 1080, kbps: 7800 },
  { side: 720, kbps: 4500 },
  { side: 540, kbps: 2000 },
  { side: 432, kbps: 1100 },
  { side: 360, kbps: 365 },
];
// Apple's smallest rung (416x234 at 145 kb/s) bounds what a tiny source gets.
const SMALLEST_KBPS = 145;

export interface VideoRendition {
  /** Its folder in the package: `v720`. */
  name: string;
  width: number;
  height: number;
  /** Target bit rate for the encoder; a copied rendition keeps the source's. */
  kbps: number;
  copied: boolean;
}

export interface AudioRendition {
  /** Its folder in the package: `a0`. */
  name: string;
  streamIndex: number;
  copied: boolean;
  language: string;
  title: string;
  isDefault: boolean;
  /** Its RFC 6381 codec, for the master playlist's CODECS. */
  codec: string;
}

export interface LadderPlan {
  /** The picture as a viewer sees it: rotation applied, pixels square. */
  width: number;
  height: number;
  frameRate: number;
  /** A variable or over-60 source rate is resampled to `frameRate`. */
  resampleFrameRate: boolean;
  video: VideoRendition[];
  audio: AudioRendition[];
  thumbnail: { width: number; height: number };
}

/** Rounds to the nearest even number of pixels (4:2:0 chroma needs even sizes), at least 2. */
export const even = (pixels: number): number => Math.max(2, Math.round(pixels / 2) * 2);

/** The picture as shown: pixel aspect applied to the width, then turned upright. */
export function uprightSize(video: VideoStream): { width: number; height: number } {
  const width = video.width * video.sampleAspect;
  const turned = video.rotation === 90 || video.rotation === 270;
  return turned ? { width: video.height, height: width } : { width, height: video.height };
}

const COPYABLE_PROFILES = new Set(['Constrained Baseline', 'Baseline', 'Main', 'High']);

/** Whether the source's video can be the top rendition as it is (H.264 any player decodes). */
export function canCopyVideo(video: VideoStream): boolean {
  return (
    video.codec === 'h264' &&
    video.bitDepth === 8 &&
    video.pixelFormat === 'yuv420p' &&
    COPYABLE_PROFILES.has(video.profile ?? '') &&
    video.level !== null &&
    video.level <= 42 &&
    video.rotation === 0 &&
    !video.variableFrameRate &&
    Math.abs(video.sampleAspect - 1) < 0.01 &&
    video.width <= 1920 &&
    video.height <= 1080
  );
}

/** A rendition of the given shorter side, the longer one keeping the display aspect. */
function sized(
  size: { width: number; height: number },
  side: number,
): { width: number; height: number } {
  const portrait = size.height > size.width;
  const long = even((side * Math.max(size.width, size.height)) / Math.min(size.width, size.height));
  return portrait ? { width: even(side), height: long } : { width: long, height: even(side) };
}

/** The encoded rungs for a picture whose shorter side is `side`, below `ceiling` when copying. */
function encodedRungs(size: { width: number; height: number }, below: number): VideoRendition[] {
  const side = Math.min(size.width, size.height);
  const rungs = RUNGS.filter((rung) => rung.side <= side && rung.side < below);
  if (rungs.length === 0 && below > side) {
    // Smaller than 360: one rendition at its own size, its rate scaled by area from 360p's.
    const own = sized(size, Math.floor(side / 2) * 2);
    const kbps = Math.max(SMALLEST_KBPS, Math.round((365 * own.width * own.height) / (640 * 360)));
    return [{ name: `v${Math.min(own.width, own.height)}`, ...own, kbps, copied: false }];
  }
  return rungs.map((rung) => ({
    name: `v${rung.side}`,
    ...sized(size, rung.side),
    kbps: rung.kbps,
    copied: false,
  }));
}

/** RFC 6381 codec of an AAC track from ffprobe's profile name. */
export function aacCodec(profile: string | null): string {
  if (profile === 'HE-AACv2') return 'mp4a.40.29';
  if (profile === 'HE-AAC') return 'mp4a.40.5';
  return 'mp4a.40.2';
}

function planAudio(streams: AudioStream[]): AudioRendition[] {
  const names = uniqueNames(streams.map((stream) => trackName(stream.title, stream.language)));
  const defaultIndex = Math.max(
    0,
    streams.findIndex((stream) => stream.isDefault),
  );
  return streams.map((stream, order) => {
    const copied = stream.codec === 'aac';
    return {
      name: `a${order}`,
      streamIndex: stream.index,
      copied,
      language: stream.language,
      title: names[order] ?? stream.language,
      isDefault: order === defaultIndex,
      codec: copied ? aacCodec(stream.profile) : 'mp4a.40.2',
    };
  });
}

/**
 * The renditions to make of a probed source: the top one copied when the source is H.264 any
 * player decodes (`allowCopy`, on by default), the rest encoded down the ladder.
 */
export function planLadder(probe: MediaProbe, options: { allowCopy?: boolean } = {}): LadderPlan {
  const video = probe.video;
  if (!video) throw new Error('planLadder needs a probe with video');
  const size = uprightSize(video);
  const copy = (options.allowCopy ?? true) && canCopyVideo(video);
  const side = Math.min(video.width, video.height);
  const top: VideoRendition[] = copy
    ? [
        {
          name: `v${side}`,
          width: video.width,
          height: video.height,
          kbps: RUNGS.find((rung) => rung.side <= side)?.kbps ?? SMALLEST_KBPS,
          copied: true,
        },
      ]
    : [];
  const resampleFrameRate = video.variableFrameRate || video.frameRate > 60;
  // A variable clip keeps its fastest stretches at their rate (its base rate), unless that rate
  // is a timebase rather than a frame rate (90000/1); nothing goes above 60.
  const base = video.baseFrameRate ?? video.frameRate;
  const target = Math.min(60, Math.round(base <= 60 ? base : video.frameRate));
  return {
    width: even(size.width),
    height: even(size.height),
    frameRate: resampleFrameRate ? target : video.frameRate,
    resampleFrameRate,
    video: [...top, ...encodedRungs(size, copy ? side : Infinity)],
    audio: planAudio(probe.audio),
    thumbnail: {
      width: THUMBNAIL_WIDTH,
      height: even((THUMBNAIL_WIDTH * size.height) / size.width),
    },
  };
}
