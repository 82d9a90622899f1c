import { describe, expect, it } from 'vitest';
import { folderOf, isPublicMedia, mapPlaylistUris, mediaPathOf } from './media-paths.js';

describe('mediaPathOf', () => {
  it('decodes a path segment by segment', () => {
    expect(mediaPathOf('vod/demo/master.m3u8')).toBe('vod/demo/master.m3u8');
    expect(mediaPathOf('vod/my%20film/seg%5F1.ts')).toBe('vod/my film/seg_1.ts');
  });

  it.each([
    '',
    '../x',
    'vod/../x',
    'vod/./x',
    'vod//x',
    'vod/',
    'vod/%2e%2e/x',
    'vod/%2E/x',
    'vod/..%2fx',
    'vod/a%2Fb',
    'vod/..%5cx',
    'vod\\..\\x',
    'vod/%00x',
    'vod/%zz',
    'vod/%',
  ])('refuses "%s"', (raw) => {
    expect(mediaPathOf(raw)).toBeUndefined();
  });
});

describe('folderOf', () => {
  it('keeps the folder with its slash', () => {
    expect(folderOf('vod/demo/master.m3u8')).toBe('vod/demo/');
    expect(folderOf('master.m3u8')).toBe('');
  });
});

describe('isPublicMedia', () => {
  it('lets trailers, adverts and WebVTT through, and nothing else', () => {
    expect(isPublicMedia('vod/trailer/master.m3u8')).toBe(true);
    expect(isPublicMedia('vod/advert/360p/seg_000.m4s')).toBe(true);
    expect(isPublicMedia('vod/advert-offer/master.m3u8')).toBe(true);
    expect(isPublicMedia('vod/demo/subtitles/en.vtt')).toBe(true);
    expect(isPublicMedia('vod/demo/master.m3u8')).toBe(false);
    expect(isPublicMedia('vod/trailers/master.m3u8')).toBe(false);
    expect(isPublicMedia('shared-hls/hls-aes-256/seg1.key')).toBe(false);
  });
});

describe('mapPlaylistUris', () => {
  it('maps URI lines and URI attributes, and leaves the rest as written', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="k.key",IV=0x1',
      '# a comment with URI="not.this"',
      '#EXTINF:4,',
      'seg$1.ts',
      '',
    ].join('\r\n');
    expect(mapPlaylistUris(playlist, (uri) => `/x/${uri}`)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-MAP:URI="/x/init.mp4"',
        '#EXT-X-KEY:METHOD=AES-128,URI="/x/k.key",IV=0x1',
        '# a comment with URI="not.this"',
        '#EXTINF:4,',
        '/x/seg$1.ts',
        '',
      ].join('\r\n'),
    );
  });
});
