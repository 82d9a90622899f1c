import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { serverRoot } from '../../../paths.js';
import { SHIFT_AHEAD_SECONDS, SHIFT_BEHIND_SECONDS } from './live-playlists.js';
import { segmentAt, type LiveChannel } from './live-timeline.js';
import { livePlaylist, shiftedPlaylist } from './timeline-playlists.js';
import type { TimelineEntry } from './segment-timeline.js';
import { at, EPOCH, parsePlaylist, tag } from './live-timeline-fixtures.js';

describe('a channel of the committed demo media', () => {
  const vod = join(serverRoot, 'media', 'vod');
  // The VOD playlists carry no PROGRAM-DATE-TIME, so they are read for EXTINF/URI pairs only.
  function vodSegments(id: string, rendition: string) {
    const lines = readFileSync(join(vod, id, rendition, 'index.m3u8'), 'utf8').split('\n');
    return lines.flatMap((line, n) =>
      line.startsWith('#EXTINF:')
        ? [{ duration: Number(line.slice(8).split(',')[0]), uri: lines[n + 1]! }]
        : [],
    );
  }
  const rendition = (name: string) => (uri: string, of: TimelineEntry) =>
    `${of.assetId}/${name}/${uri}`;
  // One loop is the film's 15 segments then the trailer's 6, all of 2 s: 42 s, two boundaries.
  const channel: LiveChannel = {
    epoch: EPOCH,
    assets: ['demo', 'trailer'].map((id) => ({
      id,
      map: 'init.mp4',
      segments: vodSegments(id, '360p'),
    })),
  };

  it('plays the film and the trailer in a live playlist that names files on disk', () => {
    const now = at(86_400 + 0.5);
    const playlist = parsePlaylist(
      livePlaylist(channel, now, { windowSeconds: 180, uri: rendition('360p') }),
    );
    expect(tag(playlist, 'EXT-X-TARGETDURATION')).toBe(2);
    expect(tag(playlist, 'EXT-X-MEDIA-SEQUENCE')).toBe((86_400 - 180) / 2);
    expect(tag(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(
      segmentAt(channel, (86_400 - 180) / 2).discontinuityCount,
    );
    expect(playlist.segments).toHaveLength(90);
    // 86 220 s is 36 s into a loop; boundaries fall at 0 and 30 s of each loop.
    expect(playlist.segments.filter((segment) => segment.discontinuity)).toHaveLength(9);
    playlist.segments.forEach((segment, position) => {
      expect(existsSync(join(vod, segment.uri)), segment.uri).toBe(true);
      expect(segment.map !== undefined).toBe(segment.discontinuity || position === 0);
      if (segment.map) expect(existsSync(join(vod, segment.map)), segment.map).toBe(true);
    });
  });

  it('cuts aligned 360p and 720p playlists from one channel through the URI mapping', () => {
    expect(vodSegments('demo', '720p').map((s) => s.duration)).toEqual(
      vodSegments('demo', '360p').map((s) => s.duration),
    );
    const film: LiveChannel = { epoch: EPOCH, assets: [channel.assets[0]!] };
    const now = at(3600.25);
    const low = livePlaylist(film, now, { windowSeconds: 180, uri: rendition('360p') });
    const high = livePlaylist(film, now, { windowSeconds: 180, uri: rendition('720p') });
    expect(high).toBe(low.replaceAll('/360p/', '/720p/'));
    for (const segment of parsePlaylist(high).segments) {
      expect(existsSync(join(vod, segment.uri)), segment.uri).toBe(true);
    }
  });

  it('keeps a time-shifted session to 20 minutes of media, however long it runs', () => {
    const now = at(30 * 86_400);
    const sizes = [0, 0.1, 0.25, 1, 6, 48].map((hours) => {
      // A day back, opened `hours` ago.
      const opened = new Date(now.getTime() - hours * 3_600_000);
      const text = shiftedPlaylist(channel, now, {
        from: new Date(opened.getTime() - 86_400_000),
        opened,
        notBefore: new Date(now.getTime() - 7 * 86_400_000),
        behindSeconds: SHIFT_BEHIND_SECONDS,
        aheadSeconds: SHIFT_AHEAD_SECONDS,
        uri: rendition('720p'),
      });
      return {
        segments: parsePlaylist(text).segments.length,
        bytes: text.length,
        gzipped: gzipSync(text).length,
      };
    });
    // Opened: the 5 minutes ahead; then it grows by a segment every 2 s up to 20 minutes.
    expect(sizes.map((size) => size.segments)).toEqual([150, 330, 600, 600, 600, 600]);
    // About 94 bytes a segment as written, under 6 as sent gzipped (56 KB and 3.2 KB at 600).
    for (const size of sizes) {
      expect(size.bytes).toBeLessThan(60_000);
      expect(size.gzipped).toBeLessThan(4_000);
    }
  });
});
