import { describe, expect, it } from 'vitest';
import {
  parseThumbnailTrack,
  parseVttTimestamp,
  resolveAgainst,
  thumbnailAt,
  type ThumbnailCue,
} from './thumbnail-track';

const VTT_URL = '/media/s/abc.def/library/film-1/thumbnails/thumbnails.vtt';
const SHEET = '/media/s/abc.def/library/film-1/thumbnails/sheet-000.jpg';

/** The ingest's index: a frame every 10 s, 320x180 tiles, `count` cues over 5 columns. */
function ingestVtt(count: number): string {
  const stamp = (seconds: number) => {
    const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
    const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
    const ss = String(seconds % 60).padStart(2, '0');
    return `${hh}:${mm}:${ss}.000`;
  };
  const cues = Array.from({ length: count }, (_, index) => {
    const x = (index % 5) * 320;
    const y = Math.floor(index / 5) * 180;
    return `${stamp(index * 10)} --> ${stamp(index * 10 + 10)}\nsheet-000.jpg#xywh=${x},${y},320,180`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

describe('parseThumbnailTrack', () => {
  it("reads the ingest's cues: 10 s each, 320x180 tiles, the sheet beside the index", () => {
    const cues = parseThumbnailTrack(ingestVtt(7), VTT_URL);
    expect(cues).toHaveLength(7);
    expect(cues[0]).toEqual({ start: 0, end: 10, image: SHEET, x: 0, y: 0, w: 320, h: 180 });
    expect(cues[1]).toEqual({ start: 10, end: 20, image: SHEET, x: 320, y: 0, w: 320, h: 180 });
    expect(cues[6]).toEqual({ start: 60, end: 70, image: SHEET, x: 320, y: 180, w: 320, h: 180 });
  });

  it('keeps the signed token of an absolute index URL and its query', () => {
    const [cue] = parseThumbnailTrack(
      'WEBVTT\n\n00:00.000 --> 00:10.000\n../sheets/a.jpg?v=2#xywh=0,0,320,180\n',
      'https://cdn.example/media/s/tok/t/thumbnails/thumbnails.vtt',
    );
    expect(cue?.image).toBe('https://cdn.example/media/s/tok/t/sheets/a.jpg?v=2');
  });

  it('accepts CRLF, a BOM, cue ids, MM:SS.mmm, cue settings and NOTE blocks', () => {
    const text = [
      '\uFEFFWEBVTT - trick play',
      '',
      'NOTE made by the ingest',
      '',
      'first',
      '00:00.000 --> 00:10.000 align:start',
      'sheet-000.jpg#xywh=pixel:0,0,320,180',
      '',
      '2',
      '01:00:00.000 --> 01:00:10.000',
      'sheet-036.jpg#xywh=640,360,320,180',
      '',
    ].join('\r\n');
    const cues = parseThumbnailTrack(text, VTT_URL);
    expect(cues.map((cue) => [cue.start, cue.end, cue.x, cue.y])).toEqual([
      [0, 10, 0, 0],
      [3600, 3610, 640, 360],
    ]);
    expect(cues[1]?.image).toBe(SHEET.replace('sheet-000', 'sheet-036'));
  });

  it('reads a cue without #xywh as the whole image', () => {
    const [cue] = parseThumbnailTrack('WEBVTT\n\n00:00.000 --> 00:10.000\nframe-1.jpg', VTT_URL);
    expect(cue).toMatchObject({ x: null, y: null, w: null, h: null });
    expect(cue?.image).toBe(SHEET.replace('sheet-000', 'frame-1'));
  });

  it('skips malformed cues and keeps the good ones, in time order', () => {
    const text = [
      'WEBVTT',
      '00:00:20.000 --> 00:00:30.000\nsheet-000.jpg#xywh=640,0,320,180',
      '00:00:1x.000 --> 00:00:20.000\nsheet-000.jpg#xywh=320,0,320,180',
      '00:00:10.000 --> 00:00:05.000\nsheet-000.jpg#xywh=320,0,320,180',
      '00:00:30.000 --> 00:00:40.000\nsheet-000.jpg#xywh=1,2,0,180',
      '00:00:40.000 --> 00:00:50.000\nsheet-000.jpg#xywh=percent:0,0,50,50',
      '00:00:50.000 --> 00:01:00.000\n',
      'an id\nanother line\n00:01:00.000 --> 00:01:10.000\nsheet-000.jpg',
      '00:00:00.000 --> 00:00:10.000\nsheet-000.jpg#xywh=0,0,320,180',
    ].join('\n\n');
    const cues = parseThumbnailTrack(text, VTT_URL);
    expect(cues.map((cue) => cue.start)).toEqual([0, 20]);
  });

  it('gives no cues for text that is not WebVTT, and never throws', () => {
    expect(parseThumbnailTrack('<html>403</html>', VTT_URL)).toEqual([]);
    expect(parseThumbnailTrack('', VTT_URL)).toEqual([]);
    expect(parseThumbnailTrack('WEBVTTX\n\n00:00.000 --> 00:10.000\na.jpg', VTT_URL)).toEqual([]);
    expect(() =>
      parseThumbnailTrack('WEBVTT\n\n00:00.000 --> 00:10.000\nhttp://[', ''),
    ).not.toThrow();
  });
});

describe('parseVttTimestamp', () => {
  it('reads HH:MM:SS.mmm and MM:SS.mmm, and nothing else', () => {
    expect(parseVttTimestamp('01:02:03.450')).toBe(3723.45);
    expect(parseVttTimestamp('02:03.450')).toBe(123.45);
    expect(parseVttTimestamp('2:03.450')).toBeNaN();
    expect(parseVttTimestamp('00:60:00.000')).toBeNaN();
    expect(parseVttTimestamp('00:00:01,000')).toBeNaN();
  });
});

describe('resolveAgainst', () => {
  it('resolves against a path-only URL and stays path-only', () => {
    expect(resolveAgainst('sheet-000.jpg', VTT_URL)).toBe(SHEET);
    expect(resolveAgainst('/other/a.jpg', VTT_URL)).toBe('/other/a.jpg');
  });

  it('keeps an absolute sheet URL as it is', () => {
    expect(resolveAgainst('https://img.example/a.jpg', VTT_URL)).toBe('https://img.example/a.jpg');
  });
});

describe('thumbnailAt', () => {
  const cues = parseThumbnailTrack(ingestVtt(360), VTT_URL);
  const xAt = (seconds: number) => thumbnailAt(cues, seconds)?.x;

  it('finds the 10 s cue holding a moment, its start included and its end not', () => {
    expect(xAt(0)).toBe(0);
    expect(xAt(9.999)).toBe(0);
    expect(xAt(10)).toBe(320);
    expect(thumbnailAt(cues, 1234)).toMatchObject({ start: 1230, end: 1240, x: 960, y: 4320 });
  });

  it('shows the last cue at the very end, and nothing beyond or before the track', () => {
    expect(thumbnailAt(cues, 3600)?.start).toBe(3590);
    expect(thumbnailAt(cues, 3600.5)).toBeUndefined();
    expect(thumbnailAt(cues, -1)).toBeUndefined();
    expect(thumbnailAt([], 5)).toBeUndefined();
  });

  it('shows nothing in a gap between cues', () => {
    const gapped: ThumbnailCue[] = [cues[0]!, cues[2]!];
    expect(thumbnailAt(gapped, 15)).toBeUndefined();
    expect(thumbnailAt(gapped, 25)?.start).toBe(20);
  });
});
