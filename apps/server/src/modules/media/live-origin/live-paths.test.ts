import { describe, expect, it } from 'vitest';
import {
  LIVE_STREAM,
  masterPath,
  mediaPlaylistPath,
  parseLivePath,
  frameUri,
  sheetUri,
  thumbnailsPath,
} from './live-paths.js';

describe('live paths', () => {
  it('put a channel profile’s playlists and segments in one folder, read back as written', () => {
    const folder = { channelId: 7, profileId: 31 };
    expect(masterPath(folder)).toBe('live/7/31/master.m3u8');
    const programme = { kind: 'programme', programmeId: 905 } as const;
    const shift = { kind: 'shift', from: 1_790_000_000, opened: 1_790_003_600 } as const;
    expect(masterPath(folder, programme)).toBe('live/7/31/programme-905.m3u8');
    expect(mediaPlaylistPath('720p', LIVE_STREAM)).toBe('720p/live.m3u8');
    expect(parseLivePath('live/7/31/programme-905.m3u8')).toEqual({
      ...folder,
      kind: 'master',
      stream: programme,
    });
    expect(parseLivePath(`live/7/31/${mediaPlaylistPath('720p', programme)}`)).toEqual({
      ...folder,
      kind: 'media',
      rendition: '720p',
      stream: programme,
    });
    expect(masterPath(folder, shift)).toBe('live/7/31/shift-1790000000-1790003600.m3u8');
    expect(parseLivePath(`live/7/31/${mediaPlaylistPath('360p', shift)}`)).toEqual({
      ...folder,
      kind: 'media',
      rendition: '360p',
      stream: shift,
    });
    expect(parseLivePath('live/7/31/360p/trailer/init.mp4')).toEqual({
      ...folder,
      kind: 'file',
      rendition: '360p',
      asset: 'trailer',
      file: 'init.mp4',
    });
  });

  it('put a stream’s thumbnails and the sheets they name in the same folder, read back', () => {
    const folder = { channelId: 7, profileId: 31 };
    const programme = { kind: 'programme', programmeId: 905 } as const;
    const shift = { kind: 'shift', from: 1_790_000_000, opened: 1_790_003_600 } as const;
    expect(thumbnailsPath(folder, programme)).toBe('live/7/31/thumbnails/programme-905.vtt');
    expect(parseLivePath(thumbnailsPath(folder, programme))).toEqual({
      ...folder,
      kind: 'thumbnails',
      stream: programme,
    });
    expect(parseLivePath(thumbnailsPath(folder, shift))).toEqual({
      ...folder,
      kind: 'thumbnails',
      stream: shift,
    });
    expect(parseLivePath(`live/7/31/thumbnails/${sheetUri('demo')}`)).toEqual({
      ...folder,
      kind: 'sheet',
      asset: 'demo',
    });
  });

  it('read a recorded segment’s frame beside the thumbnails that name it, by its sequence', () => {
    const folder = { channelId: 7, profileId: 31 };
    for (const sequence of [0, 42, 2 ** 31 - 1]) {
      expect(parseLivePath(`live/7/31/thumbnails/${frameUri(sequence)}`)).toEqual({
        ...folder,
        kind: 'frame',
        sequence,
      });
    }
  });

  it('read nothing from a path no channel serves', () => {
    for (const path of [
      'vod/demo/master.m3u8',
      'live/0/31/master.m3u8',
      'live/7/x/master.m3u8',
      'live/7/31/live.m3u8',
      'live/7/31/360p/master.m3u8',
      'live/7/31/programme-0.m3u8',
      'live/7/31/programme-99999999999.m3u8',
      'live/7/31/shift-1790000000.m3u8',
      'live/7/31/shift-1790003600-1790000000.m3u8',
      'live/7/31/shift-01790000000-1790003600.m3u8',
      'live/7/31/shift-x-1790003600.m3u8',
      'live/7/31/360p/shift--1-1790003600.m3u8',
      'live/7/31/360p/demo/.hidden',
      'live/7/31/360p/demo/seg_000.m4s/more',
      'live/7/31/thumbnails/live.vtt',
      'live/7/31/thumbnails/programme-905.m3u8',
      'live/7/31/thumbnails/demo/seg_000.m4s',
      'live/7/31/thumbnails/../sheet.jpg',
      'live/7/31/thumbnails/demo/sheet.jpg/more',
      'live/7/31/thumbnails/frame-01.jpg',
      'live/7/31/thumbnails/frame--1.jpg',
      'live/7/31/thumbnails/frame-1.jpeg',
      'live/7/31/thumbnails/frame-1.jpg.tmp',
      'live/7/31/thumbnails/frame-2147483648.jpg',
      'live/7/31/thumbnails/frame-1x.jpg',
      'live/7/31/thumbnails/demo/frame-1.jpg',
    ]) {
      expect(parseLivePath(path), path).toBeUndefined();
    }
  });
});
