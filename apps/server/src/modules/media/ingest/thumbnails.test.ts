import { describe, expect, it } from 'vitest';
import { thumbnailCues, vttTime } from './thumbnails.js';

describe('thumbnailCues', () => {
  it('names each ten-second tile of a sheet, row by row, then the next sheet', () => {
    const vtt = thumbnailCues(1005, { width: 320, height: 180 }, { columns: 10, rows: 10 });
    const cues = vtt.split('\n\n').slice(1);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(cues).toHaveLength(101);
    expect(cues[0]).toBe('00:00:00.000 --> 00:00:10.000\nsheet-000.jpg#xywh=0,0,320,180');
    expect(cues[11]).toBe('00:01:50.000 --> 00:02:00.000\nsheet-000.jpg#xywh=320,180,320,180');
    expect(cues[99]).toContain('sheet-000.jpg#xywh=2880,1620,320,180');
    expect(cues[100]).toBe('00:16:40.000 --> 00:16:45.000\nsheet-001.jpg#xywh=0,0,320,180\n');
  });

  it('gives a clip shorter than the interval one cue', () => {
    expect(thumbnailCues(4.5, { width: 320, height: 240 }, { columns: 10, rows: 10 })).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:04.500\nsheet-000.jpg#xywh=0,0,320,240\n',
    );
  });

  it('writes hours in timestamps', () => {
    expect(vttTime(3725.25)).toBe('01:02:05.250');
  });
});
