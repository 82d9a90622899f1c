import { describe, expect, it } from 'vitest';
import {
  avcCodec,
  masterPlaylist,
  playlistSegments,
  segmentRates,
  subtitlePlaylist,
} from './hls-playlists.js';

describe('playlistSegments', () => {
  it('reads each segment with its duration', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.000000,\nseg_00000.m4s\n#EXTINF:1.500000,\nseg_00001.m4s\n#EXT-X-ENDLIST\n';
    expect(playlistSegments(playlist)).toEqual([
      { uri: 'seg_00000.m4s', seconds: 4 },
      { uri: 'seg_00001.m4s', seconds: 1.5 },
    ]);
  });
});

describe('segmentRates', () => {
  it('gives the peak segment rate and the mean over the whole', () => {
    expect(
      segmentRates([
        { seconds: 4, bytes: 500_000 },
        { seconds: 2, bytes: 500_000 },
      ]),
    ).toEqual({ peak: 2_000_000, average: Math.ceil(8_000_000 / 6) });
  });
});

describe('avcCodec', () => {
  it('reads profile, constraints and level after the avcC tag', () => {
    const init = Buffer.concat([
      Buffer.from([0, 0, 0, 20]),
      Buffer.from('avcC', 'latin1'),
      Buffer.from([1, 0x64, 0x00, 0x1f, 0xff]),
    ]);
    expect(avcCodec(init)).toBe('avc1.64001f');
    expect(avcCodec(Buffer.from('no box here'))).toBeNull();
  });
});

describe('masterPlaylist', () => {
  it('writes the groups, then each variant naming them', () => {
    const master = masterPlaylist(
      [
        {
          uri: 'v720/index.m3u8',
          bandwidth: 3_000_000,
          averageBandwidth: 2_000_000,
          width: 1280,
          height: 720,
          frameRate: 25,
          codecs: ['avc1.64001f', 'mp4a.40.2'],
        },
      ],
      [{ uri: 'a0/index.m3u8', language: 'en', name: 'English', isDefault: true }],
      [
        {
          uri: 's0/index.m3u8',
          language: 'pt-BR',
          name: 'Português "BR"',
          isDefault: false,
          forced: true,
        },
      ],
    );
    expect(master.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,URI="a0/index.m3u8"',
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="pt-BR",NAME="Português 'BR'",DEFAULT=NO,AUTOSELECT=YES,FORCED=YES,URI="s0/index.m3u8"`,
      '#EXT-X-STREAM-INF:BANDWIDTH=3000000,AVERAGE-BANDWIDTH=2000000,RESOLUTION=1280x720,FRAME-RATE=25.000,CODECS="avc1.64001f,mp4a.40.2",AUDIO="audio",SUBTITLES="subs"',
      'v720/index.m3u8',
      '',
    ]);
  });

  it('names no group that has no tracks', () => {
    const master = masterPlaylist(
      [
        {
          uri: 'v360/index.m3u8',
          bandwidth: 1,
          averageBandwidth: 1,
          width: 640,
          height: 360,
          frameRate: 30,
          codecs: ['avc1.64001e'],
        },
      ],
      [],
      [],
    );
    expect(master).not.toMatch(/AUDIO=|SUBTITLES=/);
  });
});

describe('subtitlePlaylist', () => {
  it('covers the whole duration with one file', () => {
    expect(subtitlePlaylist(125.5)).toContain('#EXT-X-TARGETDURATION:126\n');
    expect(subtitlePlaylist(125.5)).toContain('#EXTINF:125.500,\nsubtitles.vtt\n#EXT-X-ENDLIST');
  });
});
