import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError } from './ingest-error.js';
import { parseProbe, parseRatio, probeMedia } from './probe.js';
import {
  H264_AAC,
  chaptersFile,
  ffmpeg,
  patternInputs,
  tempFolder,
  testTools,
} from './test-sources.js';

const tools = testTools();
const folder = tempFolder('probe');
const file = (name: string) => join(folder.path, name);

beforeAll(() => {
  ffmpeg([...patternInputs('320x180', 2), ...H264_AAC, file('good.mp4')]);
  ffmpeg([...patternInputs('320x180', 2), '-map', '1:a', '-c:a', 'aac', file('audio.m4a')]);
  ffmpeg([...patternInputs('320x180', 2), '-map', '0:v', ...H264_AAC, file('silent.mp4')]);
  ffmpeg(['-i', file('good.mp4'), '-c', 'copy', file('truncated.mp4')]);
  // Without +faststart the moov box comes last: cutting the file in half loses it.
  truncateSync(file('truncated.mp4'), 20_000);
  writeFileSync(file('text.mp4'), 'This is not a film.\n'.repeat(50));
  writeFileSync(file('empty.mp4'), '');
  const chapters = chaptersFile(file('chapters.txt'), [
    { title: 'Intro', start: 0, end: 1.5 },
    { title: 'Part one', start: 1.5, end: 2.5 },
    { title: 'End Credits', start: 2.5, end: 3 },
  ]);
  ffmpeg([
    ...patternInputs('320x180', 3),
    ...['-i', chapters, '-map_chapters', '2'],
    ...H264_AAC,
    file('chapters.mp4'),
  ]);
});
afterAll(() => folder.remove());

const failure = async (name: string) =>
  probeMedia(tools, file(name)).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('probeMedia', () => {
  it('reads a good file', async () => {
    const probe = await probeMedia(tools, file('good.mp4'));
    expect(probe.durationSeconds).toBeCloseTo(2, 0);
    expect(probe.video).toMatchObject({ codec: 'h264', width: 320, height: 180, bitDepth: 8 });
    // x264's ultrafast preset drops CABAC, so Main comes out as Constrained Baseline.
    expect(probe.video?.profile).toBe('Constrained Baseline');
    expect(probe.video?.frameRate).toBe(25);
    expect(probe.audio).toHaveLength(1);
  });

  it("reads the intro and credits of a file's chapters, and none of a file without", async () => {
    const probe = await probeMedia(tools, file('chapters.mp4'));
    expect(probe.markers).toEqual({
      intro: { start: 0, end: 1.5 },
      credits: { start: 2.5, end: 3 },
    });
    expect((await probeMedia(tools, file('good.mp4'))).markers).toEqual({});
  });

  it.each([
    ['text.mp4', 'not_video'],
    ['empty.mp4', 'empty_file'],
    ['truncated.mp4', 'truncated'],
    ['audio.m4a', 'no_video'],
    ['silent.mp4', 'no_audio'],
  ])('refuses %s as %s', async (name, code) => {
    const error = await failure(name);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe(code);
    expect((error as IngestError).message).toMatch(/^[A-Z].*\.$|: /);
  });
});

const stream = (extra: Record<string, unknown>) => ({
  index: 0,
  codec_type: 'video',
  codec_name: 'h264',
  width: 1920,
  height: 1080,
  r_frame_rate: '25/1',
  avg_frame_rate: '25/1',
  ...extra,
});

describe('parseProbe', () => {
  it('reads rotation from the display matrix, counter-clockwise, as a clockwise turn', () => {
    const probe = parseProbe({
      format: { duration: '4.0' },
      streams: [stream({ side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] })],
    });
    expect(probe.video?.rotation).toBe(90);
    expect(parseProbe({ streams: [stream({ tags: { rotate: '270' } })] }).video?.rotation).toBe(
      270,
    );
  });

  it('tells variable frame rates from constant ones', () => {
    const vfr = parseProbe({
      streams: [stream({ r_frame_rate: '30/1', avg_frame_rate: '2997/125' })],
    });
    expect(vfr.video?.variableFrameRate).toBe(true);
    expect(vfr.video?.baseFrameRate).toBe(30);
    const ntsc = parseProbe({
      streams: [stream({ r_frame_rate: '30000/1001', avg_frame_rate: '30000/1001' })],
    });
    expect(ntsc.video?.variableFrameRate).toBe(false);
    expect(ntsc.video?.frameRate).toBeCloseTo(29.97, 2);
  });

  it('reads bit depth, pixel aspect and level', () => {
    const probe = parseProbe({
      streams: [
        stream({
          pix_fmt: 'yuv420p10le',
          profile: 'Main 10',
          level: 150,
          sample_aspect_ratio: '32:27',
        }),
      ],
    });
    expect(probe.video).toMatchObject({ bitDepth: 10, level: 150, profile: 'Main 10' });
    expect(probe.video?.sampleAspect).toBeCloseTo(32 / 27, 5);
  });

  it('lists audio and subtitles with languages and dispositions', () => {
    const probe = parseProbe({
      format: { duration: '60' },
      streams: [
        stream({}),
        {
          index: 1,
          codec_type: 'audio',
          codec_name: 'ac3',
          channels: 6,
          tags: { language: 'por' },
          disposition: { default: 1 },
        },
        {
          index: 2,
          codec_type: 'subtitle',
          codec_name: 'subrip',
          tags: { language: 'eng', title: 'Signs' },
          disposition: { forced: 1 },
        },
        { index: 3, codec_type: 'subtitle', codec_name: 'hdmv_pgs_subtitle' },
      ],
    });
    expect(probe.audio).toEqual([
      {
        index: 1,
        codec: 'ac3',
        profile: null,
        channels: 6,
        language: 'pt',
        title: null,
        isDefault: true,
      },
    ]);
    expect(probe.subtitles.map((s) => [s.index, s.language, s.title, s.forced, s.text])).toEqual([
      [2, 'en', 'Signs', true, true],
      [3, 'und', null, false, false],
    ]);
  });

  it('does not take cover art for video', () => {
    const probe = parseProbe({
      streams: [stream({ codec_name: 'mjpeg', disposition: { attached_pic: 1 } })],
    });
    expect(probe.video).toBeNull();
  });

  it('reads ratios', () => {
    expect(parseRatio('0/0')).toBeNull();
    expect(parseRatio('1/1')).toBe(1);
  });
});
