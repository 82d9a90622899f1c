import { describe, expect, it } from 'vitest';
import { positionAtWallClock, wallClockAt, type DatedSegment } from './live-timeline';

const EIGHT_PM = Date.UTC(2026, 10, 24, 20, 0, 0);

/** Four 6 s segments from 600 s on the timeline, the first dated 20:00:00. */
const segments: DatedSegment[] = [0, 1, 2, 3].map((index) => ({
  start: 600 + index * 6,
  duration: 6,
  programDateTime: EIGHT_PM + index * 6000,
}));

describe('wallClockAt', () => {
  it("is the holding segment's PROGRAM-DATE-TIME plus the time into it", () => {
    expect(wallClockAt(segments, 600)).toBe(EIGHT_PM);
    expect(wallClockAt(segments, 613.5)).toBe(EIGHT_PM + 13_500);
  });

  it('follows a jump of PROGRAM-DATE-TIME (a discontinuity) from the segment that has it', () => {
    const jumped = [
      ...segments.slice(0, 2),
      { ...segments[2]!, programDateTime: EIGHT_PM + 60_000 },
    ];
    expect(wallClockAt(jumped, 614)).toBe(EIGHT_PM + 62_000);
  });

  it('is null for a playlist without PROGRAM-DATE-TIME', () => {
    const undated = segments.map((segment) => ({ ...segment, programDateTime: null }));
    expect(wallClockAt(undated, 610)).toBeNull();
    expect(wallClockAt([], 610)).toBeNull();
  });
});

describe('positionAtWallClock', () => {
  it('is the position of a time within the segments', () => {
    expect(positionAtWallClock(segments, EIGHT_PM + 7_250)).toBe(607.25);
    expect(positionAtWallClock(segments, EIGHT_PM + 23_999)).toBeCloseTo(623.999);
  });

  it('extends the nearest segment outside them (the core keeps it within the window)', () => {
    expect(positionAtWallClock(segments, EIGHT_PM - 10_000)).toBe(590);
    expect(positionAtWallClock(segments, EIGHT_PM + 30_000)).toBe(630);
  });

  it('is null for a playlist without PROGRAM-DATE-TIME', () => {
    const undated = segments.map((segment) => ({ ...segment, programDateTime: null }));
    expect(positionAtWallClock(undated, EIGHT_PM)).toBeNull();
  });
});
