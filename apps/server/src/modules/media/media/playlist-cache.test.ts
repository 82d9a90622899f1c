import { describe, expect, it } from 'vitest';
import { changingPlaylistMaxAge, mediaCacheControl } from './playlist-cache.js';

/** A live sliding window: no ENDLIST, no playlist type, 6 s target. */
const LIVE = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:6
#EXT-X-MEDIA-SEQUENCE:2680
#EXT-X-DISCONTINUITY-SEQUENCE:3
#EXT-X-PROGRAM-DATE-TIME:2026-11-24T20:00:00.000Z
#EXTINF:6.000,
seg_2680.ts
#EXTINF:6.000,
seg_2681.ts
#EXTINF:6.000,
seg_2682.ts
`;

describe('changingPlaylistMaxAge', () => {
  it('keeps a live playlist at most half its target duration', () => {
    expect(changingPlaylistMaxAge(LIVE)).toBe(3);
    expect(changingPlaylistMaxAge(LIVE.replace('TARGETDURATION:6', 'TARGETDURATION:5'))).toBe(2);
    expect(changingPlaylistMaxAge(LIVE.replace('TARGETDURATION:6', 'TARGETDURATION:1'))).toBe(0);
    expect(changingPlaylistMaxAge(LIVE.replaceAll('\n', '\r\n'))).toBe(3);
  });

  it('treats an event playlist as changing until it ends', () => {
    const event = LIVE.replace('#EXT-X-VERSION:6', '#EXT-X-VERSION:6\n#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(changingPlaylistMaxAge(event)).toBe(3);
    expect(changingPlaylistMaxAge(`${event}#EXT-X-ENDLIST\n`)).toBeUndefined();
  });

  it('treats VOD, ended and multivariant playlists as fixed', () => {
    expect(changingPlaylistMaxAge(`${LIVE}#EXT-X-ENDLIST\n`)).toBeUndefined();
    const vod = LIVE.replace('#EXT-X-VERSION:6', '#EXT-X-VERSION:6\n#EXT-X-PLAYLIST-TYPE:VOD');
    expect(changingPlaylistMaxAge(vod)).toBeUndefined();
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n360p/index.m3u8\n';
    expect(changingPlaylistMaxAge(master)).toBeUndefined();
  });
});

describe('mediaCacheControl', () => {
  it('keeps signed media privately: a day when fixed, half a target duration when live', () => {
    expect(mediaCacheControl({ signed: true })).toBe('private, max-age=86400');
    expect(mediaCacheControl({ signed: true, playlist: `${LIVE}#EXT-X-ENDLIST` })).toBe(
      'private, max-age=86400',
    );
    expect(mediaCacheControl({ signed: true, playlist: LIVE })).toBe('private, max-age=3');
  });

  it('keeps unsigned media as before: segments a day, playlists a minute, live less', () => {
    expect(mediaCacheControl({ signed: false })).toBe('public, max-age=86400');
    expect(mediaCacheControl({ signed: false, playlist: `${LIVE}#EXT-X-ENDLIST` })).toBe(
      'public, max-age=60',
    );
    expect(mediaCacheControl({ signed: false, playlist: LIVE })).toBe('public, max-age=3');
  });
});
