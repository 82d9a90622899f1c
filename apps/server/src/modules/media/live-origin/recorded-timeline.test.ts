import { describe, expect, it } from 'vitest';
import { programmeMediaPlaylist } from './live-playlists.js';
import { at, parsePlaylist } from './live-timeline-fixtures.js';
import { recordedTimeline } from './recorded-timeline.js';
import { livePlaylist, rangePlaylist, shiftedPlaylist } from './timeline-playlists.js';

/** Received segments of 2 s from `seconds` on, numbered from `first`; `gapAfter` leaves 10 s out. */
function rows(options: { first: number; count: number; seconds: number; gapAfter?: number }) {
  let start = options.seconds;
  return Array.from({ length: options.count }, (_, n) => {
    const sequence = options.first + n;
    const afterGap = options.gapAfter !== undefined && n === options.gapAfter + 1;
    if (afterGap) start += 10;
    const row = {
      sequence,
      startsAt: at(start),
      durationMs: 2000,
      file: `${sequence}.ts`,
      mapFile: null,
      discontinuity: afterGap,
      discontinuitySequence: options.gapAfter !== undefined && n > options.gapAfter ? 1 : 0,
    };
    start += 2;
    return row;
  });
}

describe('the timeline of a restreamed channel', () => {
  it('lists the received segments of the live window with their numbers and times', () => {
    const received = rows({ first: 40, count: 5, seconds: 100 });
    const timeline = recordedTimeline(
      received,
      { sequence: 45, discontinuitySequence: 0 },
      at(110),
    );
    const playlist = parsePlaylist(livePlaylist(timeline, at(110), { windowSeconds: 6 }));
    expect(playlist.tags.get('EXT-X-MEDIA-SEQUENCE')).toBe('42');
    expect(playlist.tags.get('EXT-X-TARGETDURATION')).toBe('2');
    expect(playlist.segments.map((segment) => segment.uri)).toEqual([
      'recording/42.ts',
      'recording/43.ts',
      'recording/44.ts',
    ]);
    expect(playlist.segments[0]!.programDateTime).toBe(at(104).toISOString());
  });

  it('marks the gap of a restart or a failover as a discontinuity, counted once it leaves the window', () => {
    const received = rows({ first: 0, count: 6, seconds: 0, gapAfter: 2 });
    const next = { sequence: 6, discontinuitySequence: 1 };
    const whole = parsePlaylist(
      livePlaylist(recordedTimeline(received, next, at(30)), at(30), { windowSeconds: 60 }),
    );
    expect(whole.segments.map((segment) => segment.discontinuity)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(whole.tags.get('EXT-X-DISCONTINUITY-SEQUENCE')).toBe('0');
    const after = parsePlaylist(
      livePlaylist(recordedTimeline(received.slice(3), next, at(30)), at(30), { windowSeconds: 6 }),
    );
    expect(after.tags.get('EXT-X-MEDIA-SEQUENCE')).toBe('3');
    expect(after.tags.get('EXT-X-DISCONTINUITY-SEQUENCE')).toBe('1');
    expect(after.segments.some((segment) => segment.discontinuity)).toBe(false);
  });

  it('plays a moment in a gap from the first segment after it', () => {
    const received = rows({ first: 0, count: 6, seconds: 0, gapAfter: 2 });
    const timeline = recordedTimeline(received, { sequence: 6, discontinuitySequence: 1 }, at(30));
    // Segments 0-2 cover 0-6 s, the gap 6-16 s, segment 3 starts at 16 s.
    expect(timeline.indexAt(at(9))).toBe(3);
    expect(timeline.indexAt(at(5))).toBe(2);
    const catchup = parsePlaylist(rangePlaylist(timeline, at(8), at(18), { ended: true }));
    expect(catchup.segments.map((segment) => segment.uri)).toEqual(['recording/3.ts']);
  });

  it('plays a programme that began before the recording from where the recording starts', () => {
    const received = rows({ first: 0, count: 10, seconds: 60 });
    const timeline = recordedTimeline(received, { sequence: 10, discontinuitySequence: 0 }, at(90));
    const text = programmeMediaPlaylist(timeline, { start: at(0), stop: at(70) }, at(90), true);
    const playlist = parsePlaylist(text);
    expect(playlist.endList).toBe(true);
    expect(playlist.tags.get('EXT-X-START')).toBe('TIME-OFFSET=0.000,PRECISE=YES');
    expect(playlist.segments.map((segment) => segment.uri)).toEqual([
      'recording/0.ts',
      'recording/1.ts',
      'recording/2.ts',
      'recording/3.ts',
      'recording/4.ts',
    ]);
  });

  it('starts a programme on air over from its start, up to the last segment received', () => {
    const received = rows({ first: 0, count: 10, seconds: 0 });
    const timeline = recordedTimeline(received, { sequence: 10, discontinuitySequence: 0 }, at(20));
    const text = programmeMediaPlaylist(timeline, { start: at(5), stop: at(600) }, at(20), false);
    const playlist = parsePlaylist(text);
    expect(playlist.tags.get('EXT-X-PLAYLIST-TYPE')).toBe('EVENT');
    expect(playlist.tags.get('EXT-X-START')).toBe('TIME-OFFSET=1.000,PRECISE=YES');
    expect(playlist.segments[0]!.uri).toBe('recording/2.ts');
    expect(playlist.segments.at(-1)!.uri).toBe('recording/9.ts');
  });

  it('writes an empty live playlist that names the segment to come before anything is received', () => {
    const timeline = recordedTimeline([], { sequence: 7, discontinuitySequence: 2 }, at(0));
    const playlist = parsePlaylist(livePlaylist(timeline, at(0), { windowSeconds: 180 }));
    expect(playlist.segments).toEqual([]);
    expect(playlist.tags.get('EXT-X-MEDIA-SEQUENCE')).toBe('7');
    expect(playlist.tags.get('EXT-X-DISCONTINUITY-SEQUENCE')).toBe('2');
  });

  it('gives an init segment again whenever it changes', () => {
    const received = rows({ first: 0, count: 4, seconds: 0 }).map((row, n) => ({
      ...row,
      file: `${row.sequence}.m4s`,
      mapFile: n < 2 ? 'init-aaaaaaaaaaaa.mp4' : 'init-bbbbbbbbbbbb.mp4',
      discontinuity: n === 2,
      discontinuitySequence: n >= 2 ? 1 : 0,
    }));
    const timeline = recordedTimeline(received, { sequence: 4, discontinuitySequence: 1 }, at(8));
    const playlist = parsePlaylist(livePlaylist(timeline, at(8), { windowSeconds: 60 }));
    expect(playlist.segments.map((segment) => segment.map)).toEqual([
      'recording/init-aaaaaaaaaaaa.mp4',
      undefined,
      'recording/init-bbbbbbbbbbbb.mp4',
      undefined,
    ]);
  });

  it('plays a moment from before the recording began from where it starts, not from the live edge', () => {
    const received = rows({ first: 0, count: 30, seconds: 100 });
    const timeline = recordedTimeline(
      received,
      { sequence: 30, discontinuitySequence: 0 },
      at(160),
    );
    const text = shiftedPlaylist(timeline, at(160), {
      from: at(40),
      opened: at(160),
      notBefore: at(0),
      behindSeconds: 900,
      aheadSeconds: 300,
    });
    const playlist = parsePlaylist(text);
    expect(playlist.tags.get('EXT-X-START')).toBe('TIME-OFFSET=0.000,PRECISE=YES');
    expect(playlist.segments[0]!.uri).toBe('recording/0.ts');
  });
});
