import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playlistSegments } from './hls-playlists.js';
import { packageMedia, type PackagedMedia } from './package-media.js';
import {
  H264_AAC,
  ffmpeg,
  patternInputs,
  probeJson,
  tempFolder,
  testTools,
  videoSize,
} from './test-sources.js';

const tools = testTools();
const folder = tempFolder('package');
const source = (name: string) => join(folder.path, name);
let staged = 0;
const packaged = async (name: string, extra: { forceEncode?: boolean } = {}) => {
  staged += 1;
  const staging = join(folder.path, `out-${staged}`);
  mkdirSync(staging);
  const result = await packageMedia({
    tools,
    source: source(name),
    sidecars: [],
    staging,
    preset: 'ultrafast',
    ...extra,
  });
  return { result, staging, read: (path: string) => readFileSync(join(staging, path), 'utf8') };
};
const sizes = (result: PackagedMedia) =>
  result.renditions.map((r) => `${r.width}x${r.height}${r.copied ? ' copied' : ''}`);

beforeAll(() => {
  ffmpeg([...patternInputs('320x240', 4), ...H264_AAC, source('small.mp4')]);
  ffmpeg([...patternInputs('1280x720', 5), ...H264_AAC, source('hd.mp4')]);
  ffmpeg([
    ...patternInputs('320x180', 3),
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p10le'],
    ...['-x265-params', 'log-level=none', '-c:a', 'aac', source('hevc10.mkv')],
  ]);
  ffmpeg([
    '-i',
    source('small.mp4'),
    '-c',
    'copy',
    '-metadata:s:v',
    'rotate=90',
    source('rotated.mp4'),
  ]);
  // x264 needs even sizes in 4:2:0; 4:4:4 takes odd ones (and is a profile nothing copies).
  // (testsrc2 rounds its size down to even numbers; testsrc keeps it.)
  ffmpeg([
    ...patternInputs('1917x803', 2, 25, 'testsrc'),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv444p', '-c:a', 'aac'],
    source('odd.mp4'),
  ]);
  // 2 s at 25 fps, then frames 80 ms apart: a variable rate, as phones record.
  ffmpeg([
    ...patternInputs('320x180', 4),
    ...['-vf', "setpts='if(lt(N,50),N/25,2+(N-50)/12.5)/TB'", '-fps_mode', 'vfr'],
    ...H264_AAC,
    source('variable.mp4'),
  ]);
});
afterAll(() => folder.remove());

describe('packageMedia', () => {
  it('copies a small H.264/AAC source as its one rendition', async () => {
    const { result, staging, read } = await packaged('small.mp4');
    expect(sizes(result)).toEqual(['320x240 copied']);
    expect(result).toMatchObject({ width: 320, height: 240, master: 'master.m3u8' });
    expect(result.durationSeconds).toBeCloseTo(4, 0);
    const master = read('master.m3u8');
    expect(master).toMatch(
      /#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=320x240,FRAME-RATE=25.000,CODECS="avc1\.42c0[0-9a-f]{2},mp4a\.40\.2",AUDIO="audio"\nv240\/index\.m3u8/,
    );
    expect(master).toContain('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="und"');
    expect(master).not.toContain('SUBTITLES=');
    const video = read('v240/index.m3u8');
    expect(video).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(video).toContain('seg_00000.m4s');
    expect(readdirSync(join(staging, 'a0'))).toContain('init.mp4');
    expect(videoSize(join(staging, 'v240', 'index.m3u8'))).toMatchObject({
      width: 320,
      height: 240,
    });
    expect(videoSize(join(staging, 'poster.jpg'))).toEqual({
      width: 500,
      height: 750,
      codec: 'mjpeg',
    });
    expect(videoSize(join(staging, 'backdrop.jpg'))).toEqual({
      width: 1280,
      height: 960,
      codec: 'mjpeg',
    });
  });

  it('copies 720p and encodes 540p, 432p and 360p cut at the same times', async () => {
    const { result, staging, read } = await packaged('hd.mp4');
    expect(sizes(result)).toEqual(['1280x720 copied', '960x540', '768x432', '640x360']);
    const cuts = (name: string) =>
      playlistSegments(read(`${name}/index.m3u8`)).map((s) => s.seconds);
    // The source has a keyframe every 2 s: 4 s segments, then the last second.
    expect(cuts('v720')).toEqual([4, 1]);
    for (const name of ['v540', 'v432', 'v360']) {
      expect(cuts(name)).toEqual(cuts('v720'));
      expect(read('master.m3u8')).toContain(`${name}/index.m3u8`);
    }
    expect(read('master.m3u8')).toMatch(/RESOLUTION=640x360,FRAME-RATE=25.000,CODECS="avc1\./);
    expect(videoSize(join(staging, 'v360', 'index.m3u8'))).toMatchObject({
      width: 640,
      height: 360,
    });
  });

  it('encodes 10-bit HEVC to 8-bit H.264', async () => {
    const { result, staging, read } = await packaged('hevc10.mkv');
    expect(sizes(result)).toEqual(['320x180']);
    const stream = probeJson(join(staging, 'v180', 'index.m3u8'), 'stream=codec_name,pix_fmt');
    expect(stream.streams).toEqual([{ codec_name: 'h264', pix_fmt: 'yuv420p' }]);
    // (x264's ultrafast preset turns High into Constrained Baseline; veryfast keeps High.)
    expect(read('master.m3u8')).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
  });

  it('turns a rotated clip upright', async () => {
    const { result, staging } = await packaged('rotated.mp4');
    expect(result).toMatchObject({ width: 240, height: 320 });
    expect(sizes(result)).toEqual(['240x320']);
    expect(videoSize(join(staging, 'v240', 'index.m3u8'))).toMatchObject({
      width: 240,
      height: 320,
    });
  });

  it('encodes an odd-sized source to even sizes', async () => {
    const { result, staging } = await packaged('odd.mp4');
    expect(sizes(result)).toEqual(['1718x720', '1290x540', '1032x432', '860x360']);
    expect(videoSize(join(staging, 'v540', 'index.m3u8'))).toMatchObject({
      width: 1290,
      height: 540,
    });
  });

  it('encodes a variable frame rate source at a constant 25 fps', async () => {
    const { result, staging, read } = await packaged('variable.mp4');
    expect(sizes(result)).toEqual(['320x180']);
    const rates = probeJson(
      join(staging, 'v180', 'index.m3u8'),
      'stream=r_frame_rate,avg_frame_rate',
    );
    expect(rates.streams).toEqual([{ r_frame_rate: '25/1', avg_frame_rate: '25/1' }]);
    expect(read('master.m3u8')).toContain('FRAME-RATE=25.000');
  });
});
