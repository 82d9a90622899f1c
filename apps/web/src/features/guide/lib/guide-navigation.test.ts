import { describe, expect, it } from 'vitest';
import type { Programme } from '@marquee/contract';
import { makeProgramme } from '@/test/channel-fixtures';
import {
  anchorTime,
  focusedProgramme,
  moveRow,
  rowsPerScreen,
  stepProgramme,
  type GuideFocus,
} from './guide-navigation';

const MIN = 60_000;
const T = 1_750_010_400_000;
const at = (minutes: number) => (T + minutes * MIN) / 1000;
const programme = (id: number, from: number, to: number): Programme =>
  makeProgramme(id, T + from * MIN, T + to * MIN);

// Row 0: 0-30, 30-90, 90-120. Row 1: one film 0-180. Row 2 has not arrived. Row 3: 20-60, 60-75.
const rows: Record<number, Programme[]> = {
  0: [programme(1, 0, 30), programme(2, 30, 90), programme(3, 90, 120)],
  1: [programme(10, 0, 180)],
  3: [programme(30, 20, 60), programme(31, 60, 75)],
};
const programmesOf = (index: number) => rows[index];
const VIEW_START = at(0);

describe('guide navigation', () => {
  it('moves right and left by programme, keeping each one’s start as the moment', () => {
    const focus: GuideFocus = { row: 0, programmeId: 1, time: at(0) };
    const right = stepProgramme(focus, rows[0], 1, VIEW_START);
    expect(right).toEqual({ row: 0, programmeId: 2, time: at(30) });
    expect(stepProgramme(right, rows[0], -1, VIEW_START)).toEqual(focus);
  });

  it('a programme that started before the left edge keeps the edge as its moment', () => {
    expect(anchorTime(programme(10, 0, 180), at(45))).toBe(at(45));
    const focus: GuideFocus = { row: 0, programmeId: 3, time: at(90) };
    expect(stepProgramme(focus, rows[0], -1, at(45))).toEqual({
      row: 0,
      programmeId: 2,
      time: at(45),
    });
  });

  it('past the last programme there is, moves on to the moment after it', () => {
    const focus: GuideFocus = { row: 0, programmeId: 3, time: at(90) };
    expect(stepProgramme(focus, rows[0], 1, VIEW_START)).toEqual({
      row: 0,
      programmeId: null,
      time: at(120),
    });
    expect(stepProgramme({ ...focus, programmeId: 1 }, rows[0], -1, VIEW_START).time).toBe(
      at(0) - 1,
    );
  });

  it('up and down keep the moment: the programme at that time in the next row', () => {
    const focus: GuideFocus = { row: 0, programmeId: 2, time: at(30) };
    const down = moveRow(focus, 1, 4, programmesOf);
    expect(down).toEqual({ row: 1, programmeId: 10, time: at(30) });
    // The row below has not arrived: the moment waits for it.
    const twoDown = moveRow(down, 1, 4, programmesOf);
    expect(twoDown).toEqual({ row: 2, programmeId: null, time: at(30) });
    expect(moveRow(twoDown, 1, 4, programmesOf)).toEqual({ row: 3, programmeId: 30, time: at(30) });
    // Back up to the first row: the same programme as before, not the film's start.
    expect(moveRow(down, -1, 4, programmesOf)).toEqual(focus);
  });

  it('Page Up and Down move a screen of rows and stop at the first and last row', () => {
    expect(rowsPerScreen(764, 44, 72)).toBe(10);
    expect(rowsPerScreen(100, 44, 72)).toBe(1);
    const focus: GuideFocus = { row: 1, programmeId: 10, time: at(40) };
    expect(moveRow(focus, 10, 4, programmesOf)).toEqual({ row: 3, programmeId: 30, time: at(40) });
    expect(moveRow(focus, -10, 4, programmesOf)).toEqual({ row: 0, programmeId: 2, time: at(40) });
  });

  it('keeps the focused programme when its row is drawn again from a new answer', () => {
    const focus: GuideFocus = { row: 0, programmeId: 2, time: at(30) };
    const refetched = rows[0]!.map((item) => ({ ...item }));
    expect(focusedProgramme(focus, refetched)).toBe(refetched[1]);
    // A guide imported again gives new ids: the programme at the same moment takes its place.
    const reimported = refetched.map((item) => ({ ...item, id: item.id + 100 }));
    expect(focusedProgramme(focus, reimported)?.id).toBe(102);
    // A row that has not arrived focuses nothing yet.
    expect(focusedProgramme(focus, undefined)).toBeNull();
  });

  it('with nothing loaded in the row, left and right move half an hour', () => {
    const focus: GuideFocus = { row: 2, programmeId: null, time: at(30) };
    expect(stepProgramme(focus, undefined, 1, VIEW_START).time).toBe(at(60));
    expect(stepProgramme(focus, undefined, -1, VIEW_START).time).toBe(at(0));
  });
});
