/** Where a scrolling carousel stands, in pixels from its start (either writing direction). */
export interface CarouselMetrics {
  /** How far it is scrolled. */
  position: number;
  /** The furthest it scrolls; 0 when everything fits. */
  max: number;
  /** From one slide's start to the next one's. */
  step: number;
  /** Whole slides in view: a move goes this many slides on. */
  perPage: number;
}

/** Rounding slack for browsers that scroll to fractional pixels. */
const SLACK = 1;

/** Whether a carousel can move back (-1) or on (1): looping ones can whenever they scroll. */
export function canMove(metrics: CarouselMetrics, direction: -1 | 1, loop: boolean): boolean {
  if (metrics.max <= SLACK) return false;
  if (loop) return true;
  return direction < 0 ? metrics.position > SLACK : metrics.position < metrics.max - SLACK;
}

/**
 * Where a move back (-1) or on (1) goes: the previous or next page of whole slides, the last
 * page ending at the end; past either end a looping carousel goes round to the other end.
 * Null when it cannot move.
 */
export function moveTarget(
  metrics: CarouselMetrics,
  direction: -1 | 1,
  loop: boolean,
): number | null {
  const { position, max, step, perPage } = metrics;
  if (!canMove(metrics, direction, loop) || step <= 0) return null;
  const page = step * Math.max(1, perPage);
  if (direction > 0) {
    if (position >= max - SLACK) return 0;
    return Math.min(max, (Math.floor((position + SLACK) / page) + 1) * page);
  }
  if (position <= SLACK) return max;
  const previous = (Math.ceil((position - SLACK) / page) - 1) * page;
  return Math.max(0, Math.min(previous, max));
}

/** The slide at the start of the view (the slider's current slide). */
export function slideAt(metrics: Pick<CarouselMetrics, 'position' | 'step'>): number {
  return metrics.step > 0 ? Math.round(metrics.position / metrics.step) : 0;
}

/** Where slide `index` sits at the start of the view, within the scroll range. */
export function slideStart(metrics: Pick<CarouselMetrics, 'max' | 'step'>, index: number) {
  return Math.max(0, Math.min(metrics.max, index * metrics.step));
}
