import type { Programme } from '@marquee/contract';
import { programmeAt } from './guide-programmes';

/**
 * The focused place of the guide: a row, its programme (null until the row's programmes are
 * there) and the moment, Unix seconds, that moving up and down keeps.
 */
export interface GuideFocus {
  row: number;
  programmeId: number | null;
  time: number;
}

/** A row's programmes in start order; undefined while its tile has not arrived. */
export type RowProgrammes = (row: number) => readonly Programme[] | undefined;

// Where a move lands when the row has nothing there to move to yet.
const EMPTY_STEP_SECONDS = 30 * 60;

/**
 * The programme the focus stands on: the same programme when it is still there (rows are
 * drawn again and answers refetched), or else the one at the focus's moment.
 */
export function focusedProgramme(
  focus: GuideFocus,
  programmes: readonly Programme[] | undefined,
): Programme | null {
  if (!programmes) return null;
  if (focus.programmeId !== null) {
    const same = programmes.find((programme) => programme.id === focus.programmeId);
    if (same) return same;
  }
  return programmeAt(programmes, focus.time);
}

/**
 * The moment a focused programme keeps for moves up and down: its start, or the left edge of
 * the screen for one that started before it.
 */
export function anchorTime(programme: Programme, viewStart: number): number {
  return Math.max(programme.start_timestamp, Math.min(viewStart, programme.end_timestamp - 1));
}

/**
 * Left (-1) or right (1): the previous or next programme of the row. Past the last programme
 * there is, the focus moves on to the moment after it, taken up when that tile arrives.
 */
export function stepProgramme(
  focus: GuideFocus,
  programmes: readonly Programme[] | undefined,
  direction: -1 | 1,
  viewStart: number,
): GuideFocus {
  const current = focusedProgramme(focus, programmes);
  if (!programmes || !current) {
    return { ...focus, programmeId: null, time: focus.time + direction * EMPTY_STEP_SECONDS };
  }
  const target = programmes[programmes.indexOf(current) + direction];
  if (target) return { ...focus, programmeId: target.id, time: anchorTime(target, viewStart) };
  const time = direction > 0 ? current.end_timestamp : current.start_timestamp - 1;
  return { ...focus, programmeId: null, time };
}

/**
 * Up or down by `delta` rows (one, or a screen for Page Up and Down), within the rows there
 * are: the programme at the same moment in the row reached.
 */
export function moveRow(
  focus: GuideFocus,
  delta: number,
  rowCount: number,
  programmesOf: RowProgrammes,
): GuideFocus {
  const row = Math.min(Math.max(0, focus.row + delta), Math.max(0, rowCount - 1));
  const programmes = programmesOf(row);
  const programme = programmes ? programmeAt(programmes, focus.time) : null;
  return { row, time: focus.time, programmeId: programme?.id ?? null };
}

/** Rows a Page Up or Page Down moves: those a screen shows whole, at least one. */
export function rowsPerScreen(height: number, headerHeight: number, rowHeight: number): number {
  return Math.max(1, Math.floor((height - headerHeight) / rowHeight));
}
