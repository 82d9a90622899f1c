import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexAt, liveEdgeIndex, segmentAt } from './live-timeline.js';
import { at, channels, EPOCH, RUNS, scanTo, small } from './live-timeline-fixtures.js';

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
