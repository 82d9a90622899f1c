import { execFile } from 'node:child_process';
import { access, constants, open, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { TitleMarkers } from '@marquee/contract';
import { markersFromChapters } from './chapter-markers.js';
import type { FfmpegTools } from './ffmpeg-tools.js';
import { IngestError, classifyFfmpegFailure, lastStderrLine } from './ingest-error.js';
import { toBcp47 } from './languages.js';

/** The source's picture, as stored (width and height before rotation). */
export interface VideoStream {
  index: number;
  codec: string;
  profile: string | null;
  /** H.264's level times ten (42 for 4.2), as ffprobe gives it. */
  level: number | null;
  pixelFormat: string | null;
  bitDepth: number;
  width: number;
  height: number;
  /** Pixel aspect (sample_aspect_ratio); 1 for square pixels. */
  sampleAspect: number;
  /** Clockwise turn a player applies to show it upright: 0, 90, 180 or 270. */
  rotation: number;
  /** The average rate, frames per second. */
  frameRate: number;
  /** ffprobe's r_frame_rate: the rate every timestamp fits, the fastest a VFR clip goes. */
  baseFrameRate: number | null;
  variableFrameRate: boolean;
}

export interface AudioStream {
  index: number;
  codec: string;
  profile: string | null;
  channels: number;
  language: string;
  title: string | null;
  isDefault: boolean;
}

export interface SubtitleStream {
  index: number;
  codec: string;
  language: string;
  title: string | null;
  forced: boolean;
  isDefault: boolean;
  /** Text cues that convert to WebVTT; bitmap ones (PGS, DVD) are not packaged. */
  text: boolean;
}

export interface MediaProbe {
  durationSeconds: number;
  video: VideoStream | null;
  audio: AudioStream[];
  subtitles: SubtitleStream[];
  /** The intro, recap and credits its chapters name (chapter-markers.ts); {} for none. */
  markers: TitleMarkers;
}

const TEXT_SUBTITLES = new Set(['subrip', 'srt', 'ass', 'ssa', 'mov_text', 'webvtt', 'text']);

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  value !== null && typeof value === 'object' ? (value as Json) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const number = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : Number(text(value) ?? NaN);
  return Number.isFinite(parsed) ? parsed : null;
};

/** A ratio as ffprobe writes it ("30000/1001", "32:27"), or null for 0/0 and junk. */
export function parseRatio(value: unknown): number | null {
  const match = /^(\d+(?:\.\d+)?)[/:](\d+(?:\.\d+)?)$/.exec(text(value) ?? '');
  if (!match) return number(value);
  const ratio = Number(match[1]) / Number(match[2]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

/** The clockwise display turn, from the display matrix (counter-clockwise) or tags.rotate. */
function rotationOf(stream: Json): number {
  const sideData = Array.isArray(stream.side_data_list) ? stream.side_data_list : [];
  const matrix = sideData.map(record).find((item) => item.rotation !== undefined);
  // The display matrix's rotation is counter-clockwise; tags.rotate (older muxers) clockwise.
  const degrees =
    matrix !== undefined
      ? -(number(matrix.rotation) ?? 0)
      : (number(record(stream.tags).rotate) ?? 0);
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

function bitDepthOf(stream: Json): number {
  const raw = number(stream.bits_per_raw_sample);
  if (raw) return raw;
  const depth = /p(\d{2})(?:le|be)$/.exec(text(stream.pix_fmt) ?? '');
  return depth ? Number(depth[1]) : 8;
}

function videoOf(stream: Json): VideoStream {
  const real = parseRatio(stream.r_frame_rate);
  const average = parseRatio(stream.avg_frame_rate);
  const frameRate = average ?? real ?? 25;
  return {
    index: number(stream.index) ?? 0,
    codec: text(stream.codec_name) ?? 'unknown',
    profile: text(stream.profile),
    level: number(stream.level),
    pixelFormat: text(stream.pix_fmt),
    bitDepth: bitDepthOf(stream),
    width: number(stream.width) ?? 0,
    height: number(stream.height) ?? 0,
    sampleAspect: parseRatio(stream.sample_aspect_ratio) ?? 1,
    rotation: rotationOf(stream),
    frameRate,
    baseFrameRate: real,
    // Containers that state no average (0/0) say nothing either way; a gap of over 1 % between
    // the base rate and the average means frames come at uneven times (phones do this).
    variableFrameRate: real !== null && average !== null && Math.abs(real - average) / real > 0.01,
  };
}

/**
 * The facts packaging needs, from `ffprobe -print_format json -show_format -show_streams
 * -show_chapters`.
 */
export function parseProbe(json: unknown): MediaProbe {
  const root = record(json);
  const streams = (Array.isArray(root.streams) ? root.streams : []).map(record);
  const kind = (type: string) => streams.filter((stream) => stream.codec_type === type);
  const disposition = (stream: Json, name: string) => record(stream.disposition)[name] === 1;
  const language = (stream: Json) => toBcp47(text(record(stream.tags).language) ?? undefined);
  const title = (stream: Json) => text(record(stream.tags).title);
  // Cover art in audio files is a one-picture "video" stream: not a video.
  const video = kind('video').find((stream) => !disposition(stream, 'attached_pic'));
  const streamDuration = video ? number(video.duration) : null;
  return {
    durationSeconds: number(record(root.format).duration) ?? streamDuration ?? 0,
    video: video ? videoOf(video) : null,
    audio: kind('audio').map((stream) => ({
      index: number(stream.index) ?? 0,
      codec: text(stream.codec_name) ?? 'unknown',
      profile: text(stream.profile),
      channels: number(stream.channels) ?? 2,
      language: language(stream),
      title: title(stream),
      isDefault: disposition(stream, 'default'),
    })),
    subtitles: kind('subtitle').map((stream) => ({
      index: number(stream.index) ?? 0,
      codec: text(stream.codec_name) ?? 'unknown',
      language: language(stream),
      title: title(stream),
      forced: disposition(stream, 'forced'),
      isDefault: disposition(stream, 'default'),
      text: TEXT_SUBTITLES.has(text(stream.codec_name) ?? ''),
    })),
    markers: markersFromChapters(root.chapters),
  };
}

/** Refuses what cannot be packaged: no picture, no sound, or no length. */
export function checkPackageable(probe: MediaProbe): MediaProbe {
  if (!probe.video) throw new IngestError('no_video');
  if (probe.video.width <= 0 || probe.video.height <= 0 || probe.durationSeconds <= 0) {
    throw new IngestError('not_video');
  }
  if (probe.audio.length === 0) throw new IngestError('no_audio');
  return probe;
}

const run = promisify(execFile);

/** Whether a file opens with an ISO-BMFF box (MP4, MOV): ftyp, or the older moov/mdat/wide. */
async function startsLikeMp4(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    return bytesRead === 8 && /^(ftyp|moov|mdat|wide|free)$/.test(buffer.toString('latin1', 4, 8));
  } finally {
    await handle.close();
  }
}

/** Probes a file with ffprobe and refuses what cannot be packaged, with an IngestError. */
export async function probeMedia(tools: FfmpegTools, file: string): Promise<MediaProbe> {
  try {
    await access(file, constants.R_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM') throw new IngestError('unreadable');
    throw error;
  }
  // ffprobe says only "Invalid data" of an empty file; say what it is.
  if ((await stat(file)).size === 0) throw new IngestError('empty_file');
  let stdout: string;
  try {
    ({ stdout } = await run(
      tools.ffprobe,
      [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        '-show_chapters',
        file,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ));
  } catch (error) {
    const failure = error as { stderr?: string; signal?: string | null };
    const classified = classifyFfmpegFailure(failure.stderr ?? '', failure.signal ?? null);
    // The MP4 demuxer says "moov atom not found" of anything it cannot place, text included:
    // only a file that starts like an MP4 (an ftyp box) was cut short.
    if (classified.code === 'truncated' && !(await startsLikeMp4(file))) {
      throw new IngestError('not_video');
    }
    if (classified.code !== 'ffmpeg_failed') throw classified;
    // Whatever else ffprobe refuses, it could not read as media.
    const detail = lastStderrLine(failure.stderr ?? '');
    throw new IngestError('not_video', `ffprobe cannot read the file as media: ${detail}`);
  }
  return checkPackageable(parseProbe(JSON.parse(stdout) as unknown));
}
