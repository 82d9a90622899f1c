import type { GuideView } from './guide-tiles';

/** The guide's fixed sizes in CSS pixels. */
export interface GuideMetrics {
  rowHeight: number;
  headerHeight: number;
  channelWidth: number;
  pxPerMinute: number;
}

/** Below this width the guide takes its phone sizes. */
export const GUIDE_PHONE_WIDTH = 640;

/**
 * Sizes for a viewport `width` wide: 30 minutes are 150 px on wider screens (a half-hour
 * programme shows its title and time) and 120 px on phones, where the channel column shows
 * the logo and number only.
 */
export function guideMetrics(width: number): GuideMetrics {
  return width < GUIDE_PHONE_WIDTH
    ? { rowHeight: 64, headerHeight: 40, channelWidth: 76, pxPerMinute: 4 }
    : { rowHeight: 72, headerHeight: 44, channelWidth: 216, pxPerMinute: 5 };
}

/** The scroll box of the grid: its scroll offsets and its client size. */
export interface ScrollBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How far past the screen the grid draws, and the step it redraws in. */
export interface Overscan {
  rows: number;
  /** Seconds drawn beyond each side, also the step the drawn span moves in. */
  seconds: number;
}

export const GUIDE_OVERSCAN: Overscan = { rows: 4, seconds: 30 * 60 };

/** The x of a moment (Unix seconds) on the time axis, which starts at `origin`. */
export const xOfTime = (time: number, origin: number, metrics: GuideMetrics): number =>
  ((time - origin) / 60) * metrics.pxPerMinute;

/** The moment (Unix seconds) at x on the time axis. */
export const timeOfX = (x: number, origin: number, metrics: GuideMetrics): number =>
  origin + (x / metrics.pxPerMinute) * 60;

/** The span (Unix seconds) and rows the scroll box shows, the sticky header and column aside. */
export function visibleSpan(box: ScrollBox, metrics: GuideMetrics, origin: number) {
  const start = timeOfX(box.left, origin, metrics);
  const end = timeOfX(box.left + box.width - metrics.channelWidth, origin, metrics);
  const firstRow = Math.floor(box.top / metrics.rowHeight);
  const lastRow = Math.ceil((box.top + box.height - metrics.headerHeight) / metrics.rowHeight) - 1;
  return { start, end, firstRow, lastRow };
}

/**
 * What the grid draws for a scroll box: the rows and span on screen plus the overscan, the span
 * snapped to the overscan's step so that small scrolls draw nothing new. `rowCount` is null
 * until the first answer says how many channels there are.
 */
export function drawnView(
  box: ScrollBox,
  metrics: GuideMetrics,
  origin: number,
  rowCount: number | null,
  overscan: Overscan = GUIDE_OVERSCAN,
): GuideView {
  const shown = visibleSpan(box, metrics, origin);
  const step = overscan.seconds;
  const lastRow = shown.lastRow + overscan.rows;
  return {
    firstRow: Math.max(0, shown.firstRow - overscan.rows),
    lastRow: rowCount === null ? lastRow : Math.min(rowCount - 1, lastRow),
    start: Math.floor(shown.start / step) * step - step,
    end: Math.ceil(shown.end / step) * step + step,
  };
}

/** A cell's box on the grid's programme area: x from the time axis, y from the first row. */
export interface CellBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

// Of a programme wider than the screen, this much staying in view is enough.
const ENOUGH_SHOWN = 120;

/**
 * The scroll offsets that bring a cell into view, moving as little as possible: a cell that
 * fits is shown whole; a wider one keeps at least a part of it on screen.
 */
export function revealScroll(
  cell: CellBox,
  box: ScrollBox,
  metrics: GuideMetrics,
): { left: number; top: number } {
  const width = box.width - metrics.channelWidth;
  const height = box.height - metrics.headerHeight;
  let { left, top } = box;
  if (cell.top < top) top = cell.top;
  else if (cell.bottom > top + height) top = cell.bottom - height;
  if (cell.right - cell.left <= width) {
    if (cell.left < left) left = cell.left;
    else if (cell.right > left + width) left = cell.right - width;
  } else if (cell.right < left + ENOUGH_SHOWN) {
    left = cell.right - width;
  } else if (cell.left > left + width - ENOUGH_SHOWN) {
    left = cell.left;
  }
  return { left: Math.max(0, left), top: Math.max(0, top) };
}
