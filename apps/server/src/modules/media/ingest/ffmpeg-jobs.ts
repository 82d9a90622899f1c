import { join } from 'node:path';
import {
  KEYFRAME_SECONDS,
  SEGMENT_SECONDS,
  THUMBNAIL_GRID,
  type LadderPlan,
  type VideoRendition,
} from './ladder.js';
import type { SubtitleRendition } from './subtitles.js';

/** One ffmpeg run: its arguments, and whether its `-progress` output measures the whole job. */
export interface FfmpegJob {
  name: 'subtitles' | 'renditions' | 'stills';
  args: string[];
  reportsProgress: boolean;
}

export interface JobOptions {
  source: string;
  staging: string;
  /** x264's preset: `veryfast` by default; tests use `ultrafast`. */
  preset?: string;
  /** Seconds between trick-play frames (10 by default). */
  thumbnailSeconds?: number;
  /** Where the poster and backdrop frame is taken, in seconds. */
  stillAt: number;
}

const QUIET = ['-hide_banner', '-nostdin', '-v', 'error', '-y'];

// fMP4 (CMAF) HLS as the demo ladder has it (scripts/make-media.sh), with 4 s segments.
const hlsOutput = (folder: string): string[] => [
  ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
  ...['-hls_segment_type', 'fmp4', '-hls_flags', 'independent_segments'],
  ...['-hls_fmp4_init_filename', 'init.mp4'],
  ...['-hls_segment_filename', join(folder, 'seg_%05d.m4s'), join(folder, 'index.m3u8')],
];

/** The filter chain that makes one encoded rendition from the (upright) decoded picture. */
const scaleChain = (rendition: VideoRendition) =>
  `scale=${rendition.width}:${rendition.height}:flags=bicubic,setsar=1,format=yuv420p`;

function encodedVideo(rendition: VideoRendition, options: JobOptions, copying: boolean): string[] {
  return [
    ...['-c:v', 'libx264', '-preset', options.preset ?? 'veryfast', '-profile:v', 'high'],
    ...['-b:v', `${rendition.kbps}k`, '-maxrate', `${rendition.kbps * 2}k`],
    ...['-bufsize', `${rendition.kbps * 2}k`],
    // Beside a copied rendition, keyframes go where the source has them, so that every
    // rendition cuts its segments at the same times; otherwise one every 2 s, and no extra
    // ones at scene changes.
    ...['-force_key_frames', copying ? 'source' : `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`],
    ...['-sc_threshold', '0'],
  ];
}

/** The main job: every video rendition, every audio track and the trick-play sheets, in one run. */
function renditionsJob(plan: LadderPlan, options: JobOptions): FfmpegJob {
  const encoded = plan.video.filter((rendition) => !rendition.copied);
  const copying = encoded.length < plan.video.length;
  // Decode once: a constant rate first when needed, then one branch per encoded rendition and
  // one for the thumbnails. ffmpeg turns rotated video upright before the graph (autorotate).
  const head = plan.resampleFrameRate ? `fps=${plan.frameRate},` : '';
  const branches = encoded.length + 1;
  const interval = options.thumbnailSeconds ?? 10;
  const graph = [
    `[0:v:0]${head}split=${branches}${encoded.map((_, i) => `[s${i}]`).join('')}[st]`,
    ...encoded.map((rendition, i) => `[s${i}]${scaleChain(rendition)}[v${i}]`),
    `[st]fps=1/${interval},scale=${plan.thumbnail.width}:${plan.thumbnail.height},setsar=1,tile=${THUMBNAIL_GRID.columns}x${THUMBNAIL_GRID.rows}[thumbs]`,
  ].join(';');
  const folder = (name: string) => join(options.staging, name);
  const video = plan.video.flatMap((rendition) => {
    const index = encoded.indexOf(rendition);
    const input =
      index < 0
        ? ['-map', '0:v:0', '-c:v', 'copy']
        : ['-map', `[v${index}]`, ...encodedVideo(rendition, options, copying)];
    return [...input, '-an', '-sn', ...hlsOutput(folder(rendition.name))];
  });
  const audio = plan.audio.flatMap((track) => [
    ...['-map', `0:${track.streamIndex}`],
    ...(track.copied ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-ac', '2', '-b:a', '128k']),
    ...['-vn', '-sn', ...hlsOutput(folder(track.name))],
  ]);
  const thumbnails = [
    ...['-map', '[thumbs]', '-c:v', 'mjpeg', '-q:v', '5', '-pix_fmt', 'yuvj420p'],
    ...['-fps_mode', 'passthrough', '-f', 'image2', '-start_number', '0'],
    join(options.staging, 'thumbnails', 'sheet-%03d.jpg'),
  ];
  return {
    name: 'renditions',
    args: [
      ...QUIET,
      ...['-progress', 'pipe:1', '-nostats', '-i', options.source],
      ...['-filter_complex', graph, ...video, ...audio, ...thumbnails],
    ],
    reportsProgress: true,
  };
}

/** Text subtitles, embedded and sidecar, each converted to one WebVTT file. */
function subtitlesJob(subtitles: SubtitleRendition[], options: JobOptions): FfmpegJob {
  const sidecars = subtitles.filter((track) => track.sidecar !== null);
  const inputs = [
    '-i',
    options.source,
    ...sidecars.flatMap((track) => ['-i', track.sidecar ?? '']),
  ];
  const outputs = subtitles.flatMap((track) => {
    const input =
      track.sidecar === null ? `0:${track.streamIndex}` : `${sidecars.indexOf(track) + 1}:s:0`;
    return [
      ...['-map', input, '-c:s', 'webvtt', '-f', 'webvtt'],
      join(options.staging, track.name, 'subtitles.vtt'),
    ];
  });
  return { name: 'subtitles', args: [...QUIET, ...inputs, ...outputs], reportsProgress: false };
}

/** The poster (2:3, 500 px wide, cropped from the middle) and the 1280-wide backdrop. */
function stillsJob(options: JobOptions): FfmpegJob {
  const square = 'scale=trunc(iw*sar/2)*2:ih,setsar=1';
  const graph = [
    `[0:v:0]${square},split=2[p][b]`,
    "[p]crop='min(iw,ih*2/3)':'min(ih,iw*3/2)',scale=500:750[poster]",
    '[b]scale=1280:-2[backdrop]',
  ].join(';');
  return {
    name: 'stills',
    args: [
      ...QUIET,
      ...['-ss', options.stillAt.toFixed(3), '-i', options.source, '-filter_complex', graph],
      ...['-map', '[poster]', '-frames:v', '1', '-q:v', '3', join(options.staging, 'poster.jpg')],
      ...['-map', '[backdrop]', '-frames:v', '1', '-q:v', '3'],
      join(options.staging, 'backdrop.jpg'),
    ],
    reportsProgress: false,
  };
}

/** The ffmpeg runs that package a source by `plan`, in order; the benchmark runs them by hand. */
export function ffmpegJobs(
  plan: LadderPlan,
  subtitles: SubtitleRendition[],
  options: JobOptions,
): FfmpegJob[] {
  return [
    ...(subtitles.length > 0 ? [subtitlesJob(subtitles, options)] : []),
    renditionsJob(plan, options),
    stillsJob(options),
  ];
}

/** The folders the jobs write into, which ffmpeg's muxers do not make themselves. */
export function jobFolders(plan: LadderPlan, subtitles: SubtitleRendition[]): string[] {
  return [
    ...plan.video.map((rendition) => rendition.name),
    ...plan.audio.map((track) => track.name),
    ...subtitles.map((track) => track.name),
    'thumbnails',
  ];
}
