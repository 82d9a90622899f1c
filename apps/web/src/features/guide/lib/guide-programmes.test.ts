import { describe, expect, it } from 'vitest';
import type { Programme } from '@marquee/contract';
import { makeProgramme } from '@/test/channel-fixtures';
import { mergeProgrammes, programmeAt, programmesInSpan, programmeTime } from './guide-programmes';

const MIN = 60_000;
const T = 1_750_010_400_000;
const at = (minutes: number) => (T + minutes * MIN) / 1000;
// 0-30, 30-90, a gap, 120-150.
const row: Programme[] = [
  makeProgramme(1, T, T + 30 * MIN),
  makeProgramme(2, T + 30 * MIN, T + 90 * MIN),
  makeProgramme(3, T + 120 * MIN, T + 150 * MIN),
];

describe('guide programmes', () => {
  it('tells past, on-air and future programmes apart, the end belonging to the next', () => {
    expect(programmeTime(row[0]!, T + 30 * MIN)).toBe('past');
    expect(programmeTime(row[1]!, T + 30 * MIN)).toBe('now');
    expect(programmeTime(row[2]!, T + 30 * MIN)).toBe('future');
  });

  it('merges the tiles of a row in start order, a programme across a tile edge once', () => {
    const merged = mergeProgrammes([
      [row[1]!, row[0]!],
      [row[1]!, row[2]!],
    ]);
    expect(merged.map((programme) => programme.id)).toEqual([1, 2, 3]);
  });

  it('lists the programmes overlapping a span, one started before it included', () => {
    expect(programmesInSpan(row, at(45), at(125)).map((p) => p.id)).toEqual([2, 3]);
    expect(programmesInSpan(row, at(90), at(120))).toEqual([]);
    expect(programmesInSpan(row, at(-60), at(0))).toEqual([]);
  });

  it('finds the programme at a moment, or the nearest across a gap', () => {
    expect(programmeAt(row, at(30))?.id).toBe(2);
    expect(programmeAt(row, at(95))?.id).toBe(2);
    expect(programmeAt(row, at(110))?.id).toBe(3);
    expect(programmeAt(row, at(400))?.id).toBe(3);
    expect(programmeAt([], at(0))).toBeNull();
  });
});
