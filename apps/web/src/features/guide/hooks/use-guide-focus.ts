import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Programme } from '@marquee/contract';
import {
  focusedProgramme,
  moveRow,
  rowsPerScreen,
  stepProgramme,
  type GuideFocus,
} from '../lib/guide-navigation';
import {
  revealScroll,
  timeOfX,
  xOfTime,
  type GuideMetrics,
  type ScrollBox,
} from '../lib/guide-metrics';
import type { GuideRows } from './use-guide-rows';

interface FocusOptions {
  rows: GuideRows;
  metrics: GuideMetrics;
  origin: number;
  box: RefObject<ScrollBox | null>;
  scrollTo: (left: number, top: number) => void;
  /** Unix seconds. */
  now: number;
  onOpen: (row: number, programme: Programme) => void;
}

// Of a moment with no programme yet, this much of the time axis is brought into view.
const MOMENT_SECONDS = 30 * 60;

/**
 * The grid's focused programme, moved by the keys the app manages itself (arrows, Page Up and
 * Down, Home for now, Enter to open), the grid scrolling to keep it in view. The focus lives
 * in state, not in the DOM: rows drawn again or recycled never take it away.
 */
export function useGuideFocus(options: FocusOptions) {
  const { rows, metrics, origin, box, scrollTo, now, onOpen } = options;
  const [focus, setFocus] = useState<GuideFocus | null>(null);
  const reveal = useRef(false);
  const focused = focus ? focusedProgramme(focus, rows.programmesAt(focus.row)) : null;

  const leftEdge = () => (box.current ? timeOfX(box.current.left, origin, metrics) : now);

  /** Where the focus starts: the first row on screen, at now when now is on screen. */
  const start = (): GuideFocus => {
    const current = box.current;
    const row = current ? Math.floor(current.top / metrics.rowHeight) : 0;
    const left = leftEdge();
    const right = current
      ? timeOfX(current.left + current.width - metrics.channelWidth, origin, metrics)
      : now;
    const time = now >= left && now < right ? now : left;
    return moveRow({ row, time, programmeId: null }, 0, rows.count ?? row + 1, rows.programmesAt);
  };

  const move = (next: GuideFocus) => {
    reveal.current = true;
    setFocus(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || rows.count === null || rows.count === 0)
      return;
    const current = focus ?? start();
    const height = box.current?.height ?? 0;
    const page = rowsPerScreen(height, metrics.headerHeight, metrics.rowHeight);
    const programmes = rows.programmesAt(current.row);
    const byKey: Record<string, () => GuideFocus | null> = {
      ArrowRight: () => stepProgramme(current, programmes, 1, leftEdge()),
      ArrowLeft: () => stepProgramme(current, programmes, -1, leftEdge()),
      ArrowDown: () => moveRow(current, 1, rows.count!, rows.programmesAt),
      ArrowUp: () => moveRow(current, -1, rows.count!, rows.programmesAt),
      PageDown: () => moveRow(current, page, rows.count!, rows.programmesAt),
      PageUp: () => moveRow(current, -page, rows.count!, rows.programmesAt),
      Home: () => moveRow({ ...current, time: now }, 0, rows.count!, rows.programmesAt),
      Enter: () => {
        const programme = focusedProgramme(current, programmes);
        if (programme) onOpen(current.row, programme);
        return null;
      },
    };
    const action = byKey[event.key === ' ' ? 'Enter' : event.key];
    // Up from the first channel and Down from the last leave the grid: the app's spatial
    // navigation (TV mode) takes the focus to what is above or below it.
    const edge =
      (event.key === 'ArrowUp' && current.row === 0) ||
      (event.key === 'ArrowDown' && current.row >= rows.count - 1);
    if (!action || edge) return;
    event.preventDefault();
    const next = action();
    if (next) move(next);
  };

  // After a move, scroll so the focused programme (or the moment it waits at) is in view.
  const focusedId = focused?.id ?? null;
  useEffect(() => {
    const current = box.current;
    if (!reveal.current || !focus || !current) return;
    if (focused) reveal.current = false;
    const from = focused ? focused.start_timestamp : focus.time;
    const to = focused ? focused.end_timestamp : focus.time + MOMENT_SECONDS;
    const cell = {
      left: xOfTime(from, origin, metrics),
      right: xOfTime(to, origin, metrics),
      top: focus.row * metrics.rowHeight,
      bottom: (focus.row + 1) * metrics.rowHeight,
    };
    const next = revealScroll(cell, current, metrics);
    if (next.left !== current.left || next.top !== current.top) scrollTo(next.left, next.top);
    // `focused` follows `focusedId`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus, focusedId, box, origin, metrics, scrollTo]);

  return {
    focus,
    focused,
    setFocus,
    /** The focus when the grid gains it: kept if it had one, else where it starts. */
    enter: () => setFocus((previous) => previous ?? start()),
    /** Moves the focus to a moment (Jump to now, a day picked) in the same row. */
    moveTo: (time: number) =>
      setFocus((previous) =>
        previous
          ? moveRow({ ...previous, time }, 0, rows.count ?? previous.row + 1, rows.programmesAt)
          : previous,
      ),
    onKeyDown,
  };
}
