import { describe, expect, it } from 'vitest';
import { tileSizeOf } from './live-assets.js';
import { frameTiles, segmentTile, sheetTiles, timelineThumbnails } from './thumbnail-cues.js';
import { indexAt, type LiveChannel } from './live-timeline.js';

const channel: LiveChannel = {
  epoch: new Date('2026-01-01T00:00:00.000Z'),
  assets: [
    { id: 'film', segments: [2, 2, 1.5].map((duration, n) => ({ uri: `s${n}`, duration })) },
    { id: 'promo', segments: [{ uri: 'p0', duration: 3 }] },
  ],
};
const tile = { width: 320, height: 180 };

describe('thumbnail cues', () => {
  it('time each segment from the first one listed and name its place in its asset’s row', () => {
    const first = indexAt(channel, new Date('2026-01-01T00:00:03.000Z'));
    const vtt = timelineThumbnails(
      channel,
      first,
      first + 3,
      sheetTiles(() => tile),
    );
    expect(vtt).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:02.000',
        'film/sheet.jpg#xywh=320,0,320,180',
        '',
        '00:00:02.000 --> 00:00:03.500',
        'film/sheet.jpg#xywh=640,0,320,180',
        '',
        '00:00:03.500 --> 00:00:06.500',
        'promo/sheet.jpg#xywh=0,0,320,180',
        '',
        '00:00:06.500 --> 00:00:08.500',
        'film/sheet.jpg#xywh=0,0,320,180',
        '',
      ].join('\n'),
    );
  });

  it('leave a gap where an asset has no sheet, and give an empty file for no segments', () => {
    const vtt = timelineThumbnails(
      channel,
      0,
      4,
      sheetTiles((id) => (id === 'promo' ? tile : undefined)),
    );
    expect(vtt).toBe('WEBVTT\n\n00:00:05.500 --> 00:00:08.500\npromo/sheet.jpg#xywh=0,0,320,180\n');
    expect(
      timelineThumbnails(
        channel,
        3,
        2,
        sheetTiles(() => tile),
      ),
    ).toBe('WEBVTT\n');
  });

  it('name a recorded segment’s own frame by its sequence number, a whole image', () => {
    const vtt = timelineThumbnails(channel, 2, 3, frameTiles);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nframe-2.jpg\n\n00:00:01.500 --> 00:00:04.500\nframe-3.jpg\n',
    );
  });

  it('size tiles 320 wide, as high as the picture’s shape, rounded to an even height', () => {
    expect(tileSizeOf('640x360')).toEqual({ width: 320, height: 180 });
    expect(tileSizeOf('720x576')).toEqual({ width: 320, height: 256 });
    expect(tileSizeOf('1920x817')).toEqual({ width: 320, height: 136 });
    expect(tileSizeOf('0x360')).toBeUndefined();
    expect(segmentTile('demo', 14, tile)).toBe('demo/sheet.jpg#xywh=4480,0,320,180');
  });
});
