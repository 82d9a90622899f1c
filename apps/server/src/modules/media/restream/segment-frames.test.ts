import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runFfmpeg } from '../ingest/index.js';
import { createSegmentFrames, type FrameRunner } from './segment-frames.js';
import { recordingFile } from './segment-store.js';
import { h264Aac, patternInputs, testFfmpegPath } from './test-upstreams.js';
import { probeVideo } from './upstream-test-helpers.js';

let mediaDir: string;
const CHANNEL = 5;
const folder = () => join(mediaDir, recordingFile(CHANNEL, ''));

/** Segments the fake store holds, by sequence: 0 and 1 MPEG-TS, 2 fMP4 with its init. */
const held = new Map<number, { file: string; mapFile: string | null }>();
const segment = (channelId: number, sequence: number) =>
  Promise.resolve(channelId === CHANNEL ? held.get(sequence) : undefined);

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'marquee-frames-'));
  await mkdir(folder(), { recursive: true });
  const encode = (args: string[]) =>
    execFileSync(
      testFfmpegPath,
      ['-v', 'error', ...patternInputs(640, 360, 1), ...h264Aac(1), ...args],
      {
        cwd: folder(),
      },
    );
  encode(['-f', 'mpegts', '0.ts']);
  encode([
    ...['-f', 'hls', '-hls_time', '1', '-hls_segment_type', 'fmp4'],
    ...['-hls_fmp4_init_filename', 'init-0123456789ab.mp4', '-hls_segment_filename', 'seg-%d.m4s'],
    'fmp4.m3u8',
  ]);
  await writeFile(join(folder(), '1.ts'), 'not a video');
  held.set(0, { file: '0.ts', mapFile: null });
  held.set(1, { file: '1.ts', mapFile: null });
  held.set(2, { file: 'seg-0.m4s', mapFile: 'init-0123456789ab.mp4' });
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const ffmpeg: FrameRunner = (args) => runFfmpeg(testFfmpegPath, args, { durationSeconds: 0 });
const quietLog = () => ({ warn: vi.fn() });

/** A runner that writes a stand-in JPEG after `ms`, counting runs and the most at once. */
function countingRunner(ms = 50) {
  const seen = { runs: 0, running: 0, most: 0 };
  const run: FrameRunner = async (args) => {
    seen.runs += 1;
    seen.running += 1;
    seen.most = Math.max(seen.most, seen.running);
    await new Promise((done) => setTimeout(done, ms));
    await writeFile(args.at(-1)!, 'jpeg');
    seen.running -= 1;
  };
  return { seen, run };
}

describe('segment frames', () => {
  it("make a recorded segment's first picture into a JPEG as wide as a tile, MPEG-TS or fMP4 with its init", async () => {
    const frames = createSegmentFrames({ mediaDir, segment, run: ffmpeg, log: quietLog() });
    for (const sequence of [0, 2]) {
      const file = await frames.frame(CHANNEL, sequence, 320);
      expect(file).toBe(`channels/${CHANNEL}/frame-${sequence}.jpg`);
      expect(probeVideo(await readFile(join(mediaDir, file!)))).toBe('mjpeg,320,180');
    }
  });

  it('run one ffmpeg for two asks of one frame, and none once it is made', async () => {
    const { seen, run } = countingRunner();
    const frames = createSegmentFrames({ mediaDir, segment, run, log: quietLog() });
    await rm(join(folder(), 'frame-1.jpg'), { force: true });
    const [a, b] = await Promise.all([
      frames.frame(CHANNEL, 1, 320),
      frames.frame(CHANNEL, 1, 320),
    ]);
    expect(a).toBe(`channels/${CHANNEL}/frame-1.jpg`);
    expect(b).toBe(a);
    expect(seen.runs).toBe(1);
    expect(await frames.frame(CHANNEL, 1, 320)).toBe(a);
    expect(seen.runs).toBe(1);
    await rm(join(folder(), 'frame-1.jpg'));
  });

  it('run no more ffmpeg at once than its concurrency, the others in turn', async () => {
    const { seen, run } = countingRunner();
    const frames = createSegmentFrames({ mediaDir, segment, run, log: quietLog(), concurrency: 2 });
    const many = [3, 4, 5, 6, 7];
    for (const sequence of many) held.set(sequence, { file: '0.ts', mapFile: null });
    const made = await Promise.all(many.map((sequence) => frames.frame(CHANNEL, sequence, 320)));
    expect(made.every((file) => file !== undefined)).toBe(true);
    expect(seen).toEqual({ runs: 5, running: 0, most: 2 });
    for (const sequence of many) held.delete(sequence);
  });

  it('give no frame, and run nothing, for a segment no longer held', async () => {
    const { seen, run } = countingRunner();
    const frames = createSegmentFrames({ mediaDir, segment, run, log: quietLog() });
    expect(await frames.frame(CHANNEL, 99, 320)).toBeUndefined();
    expect(await frames.frame(CHANNEL + 1, 0, 320)).toBeUndefined();
    expect(seen.runs).toBe(0);
  });

  it('give no frame when ffmpeg fails, saying so in the log and leaving no file, and try again later', async () => {
    const log = quietLog();
    const frames = createSegmentFrames({ mediaDir, segment, run: ffmpeg, log });
    expect(await frames.frame(CHANNEL, 1, 320)).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      { channel: CHANNEL, sequence: 1 },
      expect.stringContaining(`no frame of segment 1`),
    );
    expect((await readdir(folder())).filter((name) => name.startsWith('frame-1'))).toEqual([]);
    expect(await frames.frame(CHANNEL, 1, 320)).toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('delete a frame made while its segment was pruned', async () => {
    const { run } = countingRunner();
    held.set(8, { file: '0.ts', mapFile: null });
    const frames = createSegmentFrames({
      mediaDir,
      segment: async (channelId, sequence) => {
        const found = await segment(channelId, sequence);
        held.delete(8);
        return found;
      },
      run,
      log: quietLog(),
    });
    expect(await frames.frame(CHANNEL, 8, 320)).toBeUndefined();
    expect((await readdir(folder())).filter((name) => name.startsWith('frame-8'))).toEqual([]);
  });
});
