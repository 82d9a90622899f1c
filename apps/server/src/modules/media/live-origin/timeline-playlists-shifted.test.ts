import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveEdgeIndex, segmentAt, targetDuration, type LiveChannel } from './live-timeline.js';
import { shiftedPlaylist } from './timeline-playlists.js';
import type { ParsedSegment } from './live-timeline-fixtures.js';
import {
  at,
  channels,
  numbered,
  offsets,
  parsePlaylist,
  RUNS,
  small,
  tag,
} from './live-timeline-fixtures.js';

describe('shiftedPlaylist', () => {
  const shifted = (from: number, opened: number, now: number, notBefore = 0) =>
    shiftedPlaylist(small, at(now), {
      from: at(from),
      opened: at(opened),
      notBefore: at(notBefore),
      behindSeconds: 12,
      aheadSeconds: 12,
    });

  it('begins with the segment playing at `from`, says where `from` is, and lists what aired up to the ahead span', () => {
    expect(shifted(5, 100, 100)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-START:TIME-OFFSET=1.000,PRECISE=YES',
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
        '',
      ].join('\n'),
    );
  });

  it('grows at the pace of the clock, then slides its front on and leaves EXT-X-START out', () => {
    // 4 s later the viewer is at 9 s and the list reaches 21 s: a/0.ts of the next loop ends at 20.
    expect(shifted(5, 100, 104))
      .toBe(`${shifted(5, 100, 100)}#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:14.000Z
#EXTINF:4.000,
b/2.ts
#EXT-X-DISCONTINUITY
#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:18.000Z
#EXTINF:2.000,
a/0.ts
`);
    // 30 s later the viewer is at 35 s: the front is at 23 s (behind 12 s), in a/2.ts.
    const later = shifted(5, 100, 130);
    expect(later).not.toContain('EXT-X-START');
    expect(later).toContain('#EXT-X-MEDIA-SEQUENCE:8\n');
  });

  it('reaches the live edge when the viewer is near it, and lists nothing before notBefore', () => {
    // 100 s is 10 s into the sixth loop: b/0.ts, ending at 100 s, is the live edge.
    expect(shifted(90, 100, 100).trimEnd().endsWith('b/0.ts')).toBe(true);
    expect(liveEdgeIndex(small, at(100))).toBe(33);
    expect(shifted(90, 100, 100)).toContain('#EXT-X-MEDIA-SEQUENCE:30\n');
    expect(shifted(5, 100, 100, 8)).toContain('#EXT-X-MEDIA-SEQUENCE:3\n');
    expect(shifted(5, 100, 100, 8)).not.toContain('EXT-X-START');
  });

  // A stream opened at `from` + delay and asked for `elapsed` later, by a viewer whose channel
  // offers `reach` of catch-up (at least the delay, as the stream call requires).
  const sessions = fc.record({
    offset: offsets,
    delay: fc.integer({ min: 0, max: 3 * 86_400_000 }),
    elapsed: fc.integer({ min: 0, max: 86_400_000 }),
    extra: fc.integer({ min: 0, max: 86_400_000 }),
    behind: fc.integer({ min: 12, max: 900 }),
    ahead: fc.integer({ min: 12, max: 300 }),
  });
  const playlistOf = (
    channel: LiveChannel,
    session: typeof sessions extends fc.Arbitrary<infer S> ? S : never,
    elapsed = session.elapsed,
  ) => {
    const from = channel.epoch.getTime() + session.offset;
    const opened = from + session.delay;
    const now = opened + elapsed;
    const options = {
      from: new Date(from),
      opened: new Date(opened),
      notBefore: new Date(now - session.delay - session.extra),
      behindSeconds: session.behind,
      aheadSeconds: session.ahead,
    };
    return {
      text: shiftedPlaylist(channel, new Date(now), options),
      from,
      now,
      place: from + elapsed,
    };
  };

  it('is well formed, dated without gaps, near the viewer and bounded in length (property)', () => {
    fc.assert(
      fc.property(channels, sessions, (channel, session) => {
        const { text, now, place, from } = playlistOf(channel, session);
        const playlist = parsePlaylist(text);
        expect(playlist.endList).toBe(false);
        expect(playlist.tags.has('EXT-X-PLAYLIST-TYPE')).toBe(false);
        const target = targetDuration(channel);
        const segments = numbered(playlist);
        if (segments.length === 0) return;
        const start = (segment: ParsedSegment) => Date.parse(segment.programDateTime);
        const end = (segment: ParsedSegment) =>
          start(segment) + Math.round(segment.duration * 1000);
        segments.forEach((segment, position) => {
          const truth = segmentAt(channel, segment.index);
          expect(segment.uri).toBe(truth.segment.uri);
          expect(start(segment)).toBe(truth.start.getTime());
          expect(segment.discontinuitySequence).toBe(truth.discontinuityCount);
          if (position > 0) expect(start(segment)).toBe(end(segments[position - 1]!));
        });
        const [first, last] = [segments[0]!, segments.at(-1)!];
        // Never before `from`'s segment, and the viewer's place is listed or still to come.
        expect(end(first)).toBeGreaterThan(from);
        expect(start(first)).toBeLessThanOrEqual(place);
        // Up to `ahead` past the viewer, or the live edge, within a segment.
        const reach = Math.min(now, place + session.ahead * 1000);
        expect(end(last)).toBeLessThanOrEqual(reach);
        expect(end(last)).toBeGreaterThan(reach - target * 1000);
        const held = end(last) - start(first);
        expect(held).toBeLessThanOrEqual((session.behind + session.ahead + target) * 1000);
        const startOffset = playlist.tags.get('EXT-X-START');
        if (startOffset !== undefined) {
          expect(startOffset).toBe(
            `TIME-OFFSET=${((from - start(first)) / 1000).toFixed(3)},PRECISE=YES`,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  describe('keeps sequence numbers, URIs, dates and discontinuities as it grows and slides', () => {
    const growsAndSlides = fc.property(
      channels,
      sessions,
      fc.integer({ min: 1, max: 600_000 }),
      (channel, session, gap) => {
        const one = parsePlaylist(playlistOf(channel, session).text);
        const two = parsePlaylist(playlistOf(channel, session, session.elapsed + gap).text);
        for (const name of ['EXT-X-MEDIA-SEQUENCE', 'EXT-X-DISCONTINUITY-SEQUENCE']) {
          expect(tag(two, name)).toBeGreaterThanOrEqual(tag(one, name));
        }
        const earlier = numbered(one);
        const later = numbered(two);
        // An empty playlist's last segment is the one before its media sequence.
        const lastIndex = (playlist: typeof one) =>
          numbered(playlist).at(-1)?.index ?? tag(playlist, 'EXT-X-MEDIA-SEQUENCE') - 1;
        expect(lastIndex(two)).toBeGreaterThanOrEqual(lastIndex(one));
        const byIndex = new Map(later.map((segment) => [segment.index, segment]));
        for (const segment of earlier) {
          const same = byIndex.get(segment.index);
          if (!same) continue;
          expect([same.uri, same.programDateTime, same.discontinuitySequence]).toEqual([
            segment.uri,
            segment.programDateTime,
            segment.discontinuitySequence,
          ]);
        }
      },
    );

    it('at random (property)', () => {
      fc.assert(growsAndSlides, { numRuns: RUNS });
    });

    // A later playlist that lists nothing yet: once judged by the earlier one's media sequence.
    it('on the seed that once found a later, empty playlist', () => {
      fc.assert(growsAndSlides, { seed: -420474108, numRuns: RUNS });
    });
  });

  it('only appends while its front has not moved (property)', () => {
    fc.assert(
      fc.property(
        channels,
        offsets,
        fc.integer({ min: 0, max: 86_400_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 2, maxLength: 4 }),
        (channel, offset, delay, steps) => {
          const from = channel.epoch.getTime() + offset;
          const opened = from + delay;
          let previous = '';
          let now = opened;
          for (const step of steps) {
            now += step;
            const text = shiftedPlaylist(channel, new Date(now), {
              from: new Date(from),
              opened: new Date(opened),
              notBefore: new Date(from),
              behindSeconds: 60,
              aheadSeconds: 30,
            });
            expect(text.startsWith(previous)).toBe(true);
            previous = text;
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
