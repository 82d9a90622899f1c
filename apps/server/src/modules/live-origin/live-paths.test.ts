import { describe, expect, it } from 'vitest';
import { masterPath, mediaPlaylistPath, parseLivePath } from './live-paths.js';

describe('live paths', () => {
  it('put a channel profile’s playlists and segments in one folder, read back as written', () => {
    const folder = { channelId: 7, profileId: 31 };
    expect(masterPath(folder)).toBe('live/7/31/master.m3u8');
    expect(masterPath(folder, 905)).toBe('live/7/31/programme-905.m3u8');
    expect(mediaPlaylistPath('720p', undefined)).toBe('720p/live.m3u8');
    expect(parseLivePath('live/7/31/programme-905.m3u8')).toEqual({
      ...folder,
      kind: 'master',
      programmeId: 905,
    });
    expect(parseLivePath(`live/7/31/${mediaPlaylistPath('720p', 905)}`)).toEqual({
      ...folder,
      kind: 'media',
      rendition: '720p',
      programmeId: 905,
    });
    expect(parseLivePath('live/7/31/360p/trailer/init.mp4')).toEqual({
      ...folder,
      kind: 'file',
      rendition: '360p',
      asset: 'trailer',
      file: 'init.mp4',
    });
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
      'live/7/31/360p/demo/.hidden',
      'live/7/31/360p/demo/seg_000.m4s/more',
    ]) {
      expect(parseLivePath(path), path).toBeUndefined();
    }
  });
});
