import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { serverRoot } from '../../../paths.js';
import { SHIFT_AHEAD_SECONDS, SHIFT_BEHIND_SECONDS } from './live-playlists.js';
import {
  indexAt,
  liveEdgeIndex,
  livePlaylist,
  rangePlaylist,
  segmentAt,
  shiftedPlaylist,
  targetDuration,
  type LiveAsset,
  type LiveChannel,
} from './live-timeline.js';

// FC_RUNS (say 2000) searches deeper; the default keeps the file to about a second.
const RUNS = Number(process.env.FC_RUNS ?? 200);

const EPOCH = new Date('2026-01-01T00:00:00.000Z');
const at = (seconds: number) => new Date(EPOCH.getTime() + seconds * 1000);

// Two assets: three segments of 2 s, then three of 4 s; one loop is 18 s.
const small: LiveChannel = {
  epoch: EPOCH,
  assets: [
    { id: 'a', segments: [0, 1, 2].map((n) => ({ uri: `a/${n}.ts`, duration: 2 })) },
    { id: 'b', segments: [0, 1, 2].map((n) => ({ uri: `b/${n}.ts`, duration: 4 })) },
  ],
};

interface ParsedSegment {
  uri: string;
  duration: number;
  programDateTime: string;
  discontinuity: boolean;
  map: string | undefined;
}

interface ParsedPlaylist {
  tags: Map<string, string>;
  segments: ParsedSegment[];
  endList: boolean;
}

/** Just enough of an RFC 8216 media playlist parser to check what the timeline writes. */
function parsePlaylist(text: string): ParsedPlaylist {
  const lines = text.split('\n');
  if (lines[0] !== '#EXTM3U') throw new Error('No #EXTM3U on the first line');
  if (lines.at(-1) !== '') throw new Error('The playlist does not end with a newline');
  const parsed: ParsedPlaylist = { tags: new Map(), segments: [], endList: false };
  let pending: Partial<ParsedSegment> = {};
  for (const line of lines.slice(1, -1)) {
    if (line === '#EXT-X-ENDLIST') parsed.endList = true;
    else if (line === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (line.startsWith('#EXT-X-MAP:URI="')) pending.map = line.slice(16, -1);
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      pending.programDateTime = line.slice(25);
    } else if (line.startsWith('#EXTINF:')) pending.duration = Number(line.slice(8, -1));
    else if (line.startsWith('#')) {
      const colon = line.indexOf(':');
      if (colon < 0 || parsed.segments.length > 0 || Object.keys(pending).length > 0) {
        throw new Error(`Unexpected line ${line}`);
      }
      parsed.tags.set(line.slice(1, colon), line.slice(colon + 1));
    } else {
      if (pending.duration === undefined || pending.programDateTime === undefined) {
        throw new Error(`Segment ${line} has no EXTINF or PROGRAM-DATE-TIME`);
      }
      parsed.segments.push({
        uri: line,
        duration: pending.duration,
        programDateTime: pending.programDateTime,
        discontinuity: pending.discontinuity ?? false,
        map: pending.map,
      });
      pending = {};
    }
  }
  return parsed;
}

const tag = (playlist: ParsedPlaylist, name: string) => Number(playlist.tags.get(name));

/** Each listed segment with its media and Discontinuity Sequence Numbers (RFC 8216 §6.2.2). */
function numbered(playlist: ParsedPlaylist) {
  let discontinuitySequence = tag(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE');
  return playlist.segments.map((segment, position) => {
    if (segment.discontinuity) discontinuitySequence += 1;
    const index = tag(playlist, 'EXT-X-MEDIA-SEQUENCE') + position;
    return { ...segment, index, discontinuitySequence };
  });
}

// Channels of 1 to 3 assets of 1 to 4 segments, durations 0.5 s to 6 s in milliseconds.
const channels = fc
  .record({
    epochMs: fc.integer({ min: 0, max: 4_000_000_000_000 }),
    assets: fc.array(
      fc.array(fc.integer({ min: 500, max: 6000 }), { minLength: 1, maxLength: 4 }),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  })
  .map(({ epochMs, assets }): LiveChannel => ({
    epoch: new Date(epochMs),
    assets: assets.map((durations, a) => ({
      id: `asset-${a}`,
      segments: durations.map((ms, s) => ({ uri: `${a}/${s}.ts`, duration: ms / 1000 })),
    })),
  }));
// Offsets from the epoch: early on (a short history) and far on (many loops).
const offsets = fc.oneof(
  fc.integer({ min: 0, max: 120_000 }),
  fc.integer({ min: 0, max: 20 * 365 * 86_400_000 }),
);
const windows = fc.integer({ min: 1, max: 300 });
const after = (channel: LiveChannel, ms: number) => new Date(channel.epoch.getTime() + ms);

/** The segment at `index` found the slow way, walking from the epoch. */
function scanTo(channel: LiveChannel, index: number) {
  let startMs = channel.epoch.getTime();
  let boundaries = 0;
  let position = 0;
  for (let n = 0; ; n += 1) {
    for (const asset of channel.assets) {
      if (n > 0 || asset !== channel.assets[0]) boundaries += 1;
      for (const segment of asset.segments) {
        if (position === index) return { asset, segment, startMs, boundaries };
        startMs += Math.round(segment.duration * 1000);
        position += 1;
      }
    }
  }
}

describe('segmentAt and indexAt', () => {
  it('place segments of the small channel by loop and asset', () => {
    expect(segmentAt(small, 0)).toMatchObject({
      index: 0,
      asset: { id: 'a' },
      segment: { uri: 'a/0.ts' },
      start: at(0),
      duration: 2,
      discontinuityBefore: false,
      discontinuityCount: 0,
    });
    expect(segmentAt(small, 3)).toMatchObject({
      segment: { uri: 'b/0.ts' },
      start: at(6),
      end: at(10),
      discontinuityBefore: true,
      discontinuityCount: 1,
    });
    expect(segmentAt(small, 6)).toMatchObject({
      segment: { uri: 'a/0.ts' },
      start: at(18),
      discontinuityBefore: true,
      discontinuityCount: 2,
    });
    expect(segmentAt(small, 6 * 1000 + 4)).toMatchObject({
      segment: { uri: 'b/1.ts' },
      start: at(18_000 + 10),
      discontinuityBefore: false,
      discontinuityCount: 2001,
    });
  });

  it('find the segment playing at an instant, a boundary belonging to the next segment', () => {
    expect(indexAt(small, at(0))).toBe(0);
    expect(indexAt(small, at(17.999))).toBe(5);
    expect(indexAt(small, at(18))).toBe(6);
    expect(indexAt(small, at(18_000 + 10))).toBe(6004);
    expect(liveEdgeIndex(small, at(18))).toBe(5);
    expect(liveEdgeIndex(small, at(1))).toBe(-1);
  });

  it('refuse an index or instant before the epoch and an empty channel', () => {
    expect(() => segmentAt(small, -1)).toThrow(RangeError);
    expect(() => indexAt(small, at(-1))).toThrow(RangeError);
    expect(() => indexAt({ epoch: EPOCH, assets: [] }, at(0))).toThrow(RangeError);
    expect(() => indexAt({ epoch: EPOCH, assets: [{ id: 'x', segments: [] }] }, at(0))).toThrow(
      RangeError,
    );
  });

  it('agree with a walk from the epoch (property)', () => {
    fc.assert(
      fc.property(channels, fc.integer({ min: 0, max: 60 }), (channel, index) => {
        const slow = scanTo(channel, index);
        const fast = segmentAt(channel, index);
        expect(fast.asset).toBe(slow.asset);
        expect(fast.segment).toBe(slow.segment);
        expect(fast.start.getTime()).toBe(slow.startMs);
        expect(fast.discontinuityCount).toBe(slow.boundaries);
        expect(indexAt(channel, fast.start)).toBe(index);
        expect(indexAt(channel, new Date(fast.end.getTime() - 1))).toBe(index);
      }),
      { numRuns: RUNS },
    );
  });
});

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
  const rendition = (name: string) => (uri: string, of: LiveAsset) => `${of.id}/${name}/${uri}`;
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
