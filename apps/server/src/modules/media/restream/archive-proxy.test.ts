import { describe, expect, it } from 'vitest';
import { rewriteArchive } from './archive-proxy.js';

describe("an upstream archive's playlist, written again for the origin", () => {
  it('names every segment, key and init segment as a file of the stream, keeping the tags', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:4',
      '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example/k?id=1",IV=0x01',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:4.0,',
      'seg-1.m4s?token=secret',
      '#EXTINF:4.0,',
      '/other/seg-2.m4s',
      '#EXT-X-ENDLIST',
    ].join('\n');
    const { text: written, files } = rewriteArchive(
      text,
      'https://cdn.example/arc/index.m3u8',
      'shift-1-2',
    );
    expect(written).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-KEY:METHOD=AES-128,URI="archive/shift-1-2-k0.key",IV=0x01',
        '#EXT-X-MAP:URI="archive/shift-1-2-m0.mp4"',
        '#EXTINF:4.0,',
        'archive/shift-1-2-s0.m4s',
        '#EXTINF:4.0,',
        'archive/shift-1-2-s1.m4s',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
    expect(Object.fromEntries(files)).toEqual({
      'shift-1-2-k0.key': 'https://keys.example/k?id=1',
      'shift-1-2-m0.mp4': 'https://cdn.example/arc/init.mp4',
      'shift-1-2-s0.m4s': 'https://cdn.example/arc/seg-1.m4s?token=secret',
      'shift-1-2-s1.m4s': 'https://cdn.example/other/seg-2.m4s',
    });
  });
});
