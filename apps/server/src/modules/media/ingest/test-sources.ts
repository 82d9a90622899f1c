// Small sources for the engine's tests, made with ffmpeg's lavfi test patterns.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFfmpeg, type FfmpegTools } from './ffmpeg-tools.js';

/** The machine's ffmpeg; the tests need it (Debian: apt-get install ffmpeg). */
export function testTools(): FfmpegTools {
  const tools = findFfmpeg();
  if (!tools) throw new Error('The ingest tests need ffmpeg and ffprobe on PATH.');
  return tools;
}

/** A temporary folder and a way to remove it. */
export function tempFolder(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `marquee-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Runs ffmpeg quietly with the given arguments, overwriting its output. */
export function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** lavfi inputs: a moving test picture and a tone, of the given size, rate and length. */
export function patternInputs(
  size: string,
  seconds: number,
  rate = 25,
  pattern = 'testsrc2',
): string[] {
  return [
    ...['-f', 'lavfi', '-i', `${pattern}=size=${size}:rate=${rate}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
  ];
}

/** H.264 (main, yuv420p, keyframe every 2 s at 25 fps) and AAC options for a test source. */
export const H264_AAC = [
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
  ...['-g', '50', '-c:a', 'aac', '-b:a', '64k'],
];

/** ffprobe's JSON for a file's streams and format. */
export function probeJson(file: string, entries = ''): Record<string, unknown> {
  const select = entries === '' ? ['-show_streams', '-show_format'] : ['-show_entries', entries];
  const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', ...select, file]);
  return JSON.parse(out.toString()) as Record<string, unknown>;
}

/** Width and height of a file's first video stream, as ffprobe reads them. */
export function videoSize(file: string): { width: number; height: number; codec: string } {
  const json = probeJson(file, 'stream=width,height,codec_name,codec_type') as {
    streams: { codec_type: string; width: number; height: number; codec_name: string }[];
  };
  const video = json.streams.find((stream) => stream.codec_type === 'video');
  if (!video) throw new Error(`no video in ${file}`);
  return { width: video.width, height: video.height, codec: video.codec_name };
}

/**
 * An ffmetadata file of named chapters (seconds), to give a source with `-i FILE -map_chapters
 * N` (N: its input's index): the way editing tools and rips mark an intro or the credits.
 */
export function chaptersFile(
  path: string,
  chapters: { title: string; start: number; end: number }[],
): string {
  const blocks = chapters.map(
    ({ title, start, end }) =>
      `[CHAPTER]\nTIMEBASE=1/1000\nSTART=${Math.round(start * 1000)}\nEND=${Math.round(end * 1000)}\ntitle=${title}\n`,
  );
  writeFileSync(path, `;FFMETADATA1\n${blocks.join('')}`);
  return path;
}
