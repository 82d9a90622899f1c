import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageMedia, type PackagedMedia } from './package-media.js';
import type { IngestProgress } from './progress.js';
import { findSidecars } from './sidecars.js';
import { H264_AAC, ffmpeg, probeJson, tempFolder, testTools, videoSize } from './test-sources.js';

const tools = testTools();
const folder = tempFolder('tracks');
const file = (name: string) => join(folder.path, name);
const staging = file('out');
const progress: IngestProgress[] = [];
let result: PackagedMedia;
const read = (path: string) => readFileSync(join(staging, path), 'utf8');

const SRT = (text: string) =>
  `1\n00:00:00,500 --> 00:00:02,000\n${text}\n\n2\n00:00:02,500 --> 00:00:03,500\nSecond line\n`;

// One source with two audio languages and an embedded mov_text subtitle, and an English
// sidecar beside it: packaged once, checked by each test.
beforeAll(async () => {
  writeFileSync(file('embedded.srt'), SRT('Olá'));
  writeFileSync(file('Film (2024).en.srt'), SRT('Hello'));
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=5'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=5'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=5'],
    ...['-i', file('embedded.srt'), '-map', '0:v', '-map', '1:a', '-map', '2:a', '-map', '3:s'],
    ...H264_AAC,
    ...['-c:s', 'mov_text', '-metadata:s:a:0', 'language=eng', '-metadata:s:a:1', 'language=por'],
    ...['-metadata:s:s:0', 'language=por', file('Film (2024).mp4')],
  ]);
  mkdirSync(staging);
  result = await packageMedia({
    tools,
    source: file('Film (2024).mp4'),
    sidecars: await findSidecars(file('Film (2024).mp4')),
    staging,
    preset: 'ultrafast',
    thumbnailSeconds: 1,
    onProgress: (p) => progress.push(p),
  });
});
afterAll(() => folder.remove());

describe('packageMedia with several tracks', () => {
  it('makes an audio rendition per track, in the audio group', () => {
    expect(result.audio).toEqual([
      { language: 'en', name: 'English' },
      { language: 'pt', name: 'Português' },
    ]);
    const master = read('master.m3u8');
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,URI="a0/index.m3u8"',
    );
    expect(master).toContain(
      'LANGUAGE="pt",NAME="Português",DEFAULT=NO,AUTOSELECT=YES,URI="a1/index.m3u8"',
    );
    const audio = probeJson(join(staging, 'a1', 'index.m3u8'), 'stream=codec_type,codec_name');
    expect(audio.streams).toEqual([{ codec_name: 'aac', codec_type: 'audio' }]);
  });

  it('converts the embedded mov_text and the sidecar to WebVTT subtitle renditions', () => {
    expect(result.subtitles).toEqual([
      { language: 'pt', name: 'Português', forced: false },
      { language: 'en', name: 'English', forced: false },
    ]);
    expect(read('s0/subtitles.vtt')).toBe(
      'WEBVTT\n\n00:00.500 --> 00:02.000\nOlá\n\n00:02.500 --> 00:03.500\nSecond line\n',
    );
    expect(read('s1/subtitles.vtt')).toContain('Hello');
    expect(read('s1/index.m3u8')).toContain('#EXTINF:5.000,\nsubtitles.vtt\n#EXT-X-ENDLIST');
    const master = read('master.m3u8');
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="s1/index.m3u8"',
    );
    expect(master).toMatch(/AUDIO="audio",SUBTITLES="subs"\nv180\/index\.m3u8\n$/);
  });

  it('writes trick-play sheets and cues that point into them', () => {
    expect(result.thumbnails).toBe('thumbnails/thumbnails.vtt');
    const cues = read('thumbnails/thumbnails.vtt').split('\n\n').slice(1);
    expect(cues).toHaveLength(5);
    expect(cues[4]).toBe('00:00:04.000 --> 00:00:05.000\nsheet-000.jpg#xywh=1280,0,320,180\n');
    expect(videoSize(join(staging, 'thumbnails', 'sheet-000.jpg'))).toEqual({
      width: 3200,
      height: 1800,
      codec: 'mjpeg',
    });
  });

  it('reports progress up to the end', () => {
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ fraction: 1, secondsLeft: 0 });
    expect(progress.every((p) => p.fraction >= 0 && p.fraction <= 1)).toBe(true);
  });
});
