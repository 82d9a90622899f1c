import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveEdgeIndex, segmentAt, targetDuration, type LiveChannel } from './live-timeline.js';
import { livePlaylist, rangePlaylist } from './timeline-playlists.js';
import {
  after,
  at,
  channels,
  EPOCH,
  numbered,
  offsets,
  parsePlaylist,
  RUNS,
  small,
  tag,
  windows,
} from './live-timeline-fixtures.js';

describe('livePlaylist', () => {
  it('writes the window ending at the live edge, the boundary before its first segment counted in the sequence', () => {
    expect(livePlaylist(small, at(20), { windowSeconds: 12 })).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:3',
        '#EXT-X-DISCONTINUITY-SEQUENCE:1',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:06.000Z',
        '#EXTINF:4.000,',
        'b/0.ts',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:10.000Z',
        '#EXTINF:4.000,',
        'b/1.ts',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:14.000Z',
        '#EXTINF:4.000,',
        'b/2.ts',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:18.000Z',
        '#EXTINF:2.000,',
        'a/0.ts',
        '',
      ].join('\n'),
    );
  });

  it('keeps the tag while the segment before the boundary is still listed', () => {
    expect(livePlaylist(small, at(5.5), { windowSeconds: 12 })).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-DISCONTINUITY-SEQUENCE:0',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:00.000Z',
        '#EXTINF:2.000,',
        'a/0.ts',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:02.000Z',
        '#EXTINF:2.000,',
        'a/1.ts',
        '',
      ].join('\n'),
    );
    const text = livePlaylist(small, at(10), { windowSeconds: 12 });
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-DISCONTINUITY-SEQUENCE:0\n');
    expect(text).toContain('a/2.ts\n#EXT-X-DISCONTINUITY\n');
  });

  it('lists no segment before the first one has finished', () => {
    expect(livePlaylist(small, at(1.999), { windowSeconds: 180 })).toBe(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n' +
        '#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-DISCONTINUITY-SEQUENCE:0\n',
    );
  });

  it('holds three minutes of media in a three-minute window, and three target durations at least', () => {
    const three = parsePlaylist(livePlaylist(small, at(3600), { windowSeconds: 180 }));
    const seconds = three.segments.reduce((sum, segment) => sum + segment.duration, 0);
    expect(seconds).toBeGreaterThanOrEqual(180);
    expect(seconds - three.segments[0]!.duration).toBeLessThan(180);
    const tiny = parsePlaylist(livePlaylist(small, at(3600), { windowSeconds: 1 }));
    expect(
      tiny.segments.reduce((sum, segment) => sum + segment.duration, 0),
    ).toBeGreaterThanOrEqual(12);
  });

  it('writes EXT-X-MAP for the first segment and after each boundary', () => {
    const fmp4: LiveChannel = {
      epoch: EPOCH,
      assets: small.assets.map((asset) => ({ ...asset, map: `${asset.id}/init.mp4` })),
    };
    const text = livePlaylist(fmp4, at(20), {
      windowSeconds: 12,
      uri: (uri) => `/media/live/${uri}`,
    });
    expect(text).toContain(
      '#EXT-X-DISCONTINUITY-SEQUENCE:1\n#EXT-X-MAP:URI="/media/live/b/init.mp4"\n',
    );
    expect(text).toContain('#EXT-X-DISCONTINUITY\n#EXT-X-MAP:URI="/media/live/a/init.mp4"\n');
    expect(text.match(/EXT-X-MAP/g)).toHaveLength(2);
    expect(text).toContain('\n/media/live/b/1.ts\n');
  });

  it('keeps sequence numbers, URIs, dates and discontinuities as the window slides (property)', () => {
    // Mostly a few seconds to minutes apart, so that the two windows share segments.
    const gaps = fc.oneof(fc.integer({ min: 1, max: 400_000 }), offsets);
    fc.assert(
      fc.property(channels, offsets, gaps, windows, (channel, offset, gap, windowSeconds) => {
        const [t1, t2] = [after(channel, offset), after(channel, offset + gap)];
        const one = parsePlaylist(livePlaylist(channel, t1, { windowSeconds }));
        const two = parsePlaylist(livePlaylist(channel, t2, { windowSeconds }));
        expect(tag(two, 'EXT-X-MEDIA-SEQUENCE')).toBeGreaterThanOrEqual(
          tag(one, 'EXT-X-MEDIA-SEQUENCE'),
        );
        expect(tag(two, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBeGreaterThanOrEqual(
          tag(one, 'EXT-X-DISCONTINUITY-SEQUENCE'),
        );
        expect(one.tags.get('EXT-X-TARGETDURATION')).toBe(two.tags.get('EXT-X-TARGETDURATION'));
        const later = new Map(numbered(two).map((segment) => [segment.index, segment]));
        numbered(one).forEach((segment, position) => {
          const same = later.get(segment.index);
          if (!same) return;
          expect(same.uri).toBe(segment.uri);
          expect(same.programDateTime).toBe(segment.programDateTime);
          expect(same.discontinuitySequence).toBe(segment.discontinuitySequence);
          // The tag itself only goes when the segment before it has left the window.
          if (position > 0 && same.index > tag(two, 'EXT-X-MEDIA-SEQUENCE')) {
            expect(same).toEqual(segment);
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('is well formed at any instant (property)', () => {
    fc.assert(
      fc.property(channels, offsets, windows, (channel, offset, windowSeconds) => {
        const now = after(channel, offset);
        const text = livePlaylist(channel, now, { windowSeconds });
        // Pure: the same instant gives the same bytes, even from an equal copy of the channel.
        expect(livePlaylist(structuredClone(channel), now, { windowSeconds })).toBe(text);
        const playlist = parsePlaylist(text);
        expect(playlist.endList).toBe(false);
        expect(playlist.tags.has('EXT-X-PLAYLIST-TYPE')).toBe(false);
        const target = tag(playlist, 'EXT-X-TARGETDURATION');
        expect(target).toBe(targetDuration(channel));
        const segments = numbered(playlist);
        if (segments.length === 0) {
          expect(liveEdgeIndex(channel, now)).toBe(-1);
          return;
        }
        expect(playlist.segments[0]!.discontinuity).toBe(false);
        segments.forEach((segment, position) => {
          const truth = segmentAt(channel, segment.index);
          expect(segment.uri).toBe(truth.segment.uri);
          expect(segment.discontinuitySequence).toBe(truth.discontinuityCount);
          expect(Math.round(segment.duration)).toBeLessThanOrEqual(target);
          const previous = segments[position - 1];
          if (!previous) return;
          expect(Date.parse(segment.programDateTime) - Date.parse(previous.programDateTime)).toBe(
            Math.round(previous.duration * 1000),
          );
        });
        const last = segments.at(-1)!;
        const lastEnd = Date.parse(last.programDateTime) + Math.round(last.duration * 1000);
        expect(lastEnd).toBeLessThanOrEqual(now.getTime());
        // ...and it is the live edge: the next segment has not finished.
        expect(segmentAt(channel, last.index + 1).end.getTime()).toBeGreaterThan(now.getTime());
      }),
      { numRuns: RUNS },
    );
  });
});

describe('rangePlaylist', () => {
  it('writes a finished programme as VOD, from the segment playing at its start to the one playing at its end', () => {
    expect(rangePlaylist(small, at(5), at(11), { ended: true })).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXT-X-MEDIA-SEQUENCE:2',
        '#EXT-X-DISCONTINUITY-SEQUENCE:0',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:04.000Z',
        '#EXTINF:2.000,',
        'a/2.ts',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:06.000Z',
        '#EXTINF:4.000,',
        'b/0.ts',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:10.000Z',
        '#EXTINF:4.000,',
        'b/1.ts',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
    // A programme ending on a boundary does not take the next segment.
    expect(rangePlaylist(small, at(6), at(18), { ended: true })).not.toContain('a/0.ts');
  });

  it('writes start-over as an EVENT playlist growing to the last finished segment', () => {
    const text = rangePlaylist(small, at(5), at(11), { ended: false });
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:EVENT\n#EXT-X-MEDIA-SEQUENCE:2\n');
    expect(text.trimEnd().endsWith('b/0.ts')).toBe(true);
    expect(text).not.toContain('#EXT-X-ENDLIST');
  });

  it('only appends as start-over grows, and ends as the catch-up of the same span (property)', () => {
    fc.assert(
      fc.property(
        channels,
        offsets,
        fc.array(fc.integer({ min: 1, max: 600_000 }), { minLength: 2, maxLength: 4 }),
        (channel, offset, steps) => {
          const from = after(channel, offset);
          let previous = '';
          let to = from;
          for (const step of steps) {
            to = new Date(to.getTime() + step);
            const text = rangePlaylist(channel, from, to, { ended: false });
            expect(text.startsWith(previous)).toBe(true);
            previous = text;
          }
          const growing = parsePlaylist(previous);
          const finished = parsePlaylist(rangePlaylist(channel, from, to, { ended: true }));
          expect(finished.endList).toBe(true);
          expect(finished.tags.get('EXT-X-MEDIA-SEQUENCE')).toBe(
            growing.tags.get('EXT-X-MEDIA-SEQUENCE'),
          );
          expect(finished.segments.slice(0, growing.segments.length)).toEqual(growing.segments);
          const first = finished.segments[0]!;
          const last = finished.segments.at(-1)!;
          expect(first.discontinuity).toBe(false);
          expect(Date.parse(first.programDateTime)).toBeLessThanOrEqual(from.getTime());
          expect(Date.parse(first.programDateTime) + first.duration * 1000).toBeGreaterThan(
            from.getTime(),
          );
          expect(Date.parse(last.programDateTime)).toBeLessThan(to.getTime());
          expect(Date.parse(last.programDateTime) + last.duration * 1000).toBeGreaterThanOrEqual(
            to.getTime(),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
