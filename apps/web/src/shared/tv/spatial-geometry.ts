/** A box on screen, as getBoundingClientRect gives it (only the edges are read). */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where an arrow key points. */
export type Direction = 'up' | 'down' | 'left' | 'right';

/** The direction an arrow key's `key` names, or null for any other key. */
export function arrowDirection(key: string): Direction | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    default:
      return null;
  }
}

// Edges that touch or overlap by a hair still count as beside each other (sub-pixel layouts).
const SLACK = 2;

// How much a step off the line costs against a step along it (the CSS spatial navigation
// draft's weights): sideways moves keep strictly to their row, up and down moves may drift to a
// column nearby, so Down from a narrow button still reaches the row beneath it.
const OFF_AXIS_WEIGHT: Record<Direction, number> = { left: 30, right: 30, up: 2, down: 2 };

const horizontal = (direction: Direction) => direction === 'left' || direction === 'right';

/** The distance between two ranges on one axis: 0 when they overlap. */
function rangeGap(startA: number, endA: number, startB: number, endB: number): number {
  if (endA <= startB) return startB - endA;
  if (endB <= startA) return startA - endB;
  return 0;
}

/** Whether `candidate` lies past `origin` in `direction` (its near edge beyond the far one). */
export function isBeyond(origin: Rect, candidate: Rect, direction: Direction): boolean {
  switch (direction) {
    case 'right':
      return candidate.left >= origin.right - SLACK;
    case 'left':
      return candidate.right <= origin.left + SLACK;
    case 'down':
      return candidate.top >= origin.bottom - SLACK;
    case 'up':
      return candidate.bottom <= origin.top + SLACK;
  }
}

/**
 * How far a move from `origin` to `candidate` goes, lower is nearer: the straight gap between
 * the boxes plus a weighted penalty for every pixel off the line of the move, so a box aligned
 * on the cross axis (overlapping it) beats one at the same distance beside it. Infinity when
 * the candidate is not in that direction.
 */
export function spatialDistance(origin: Rect, candidate: Rect, direction: Direction): number {
  if (!isBeyond(origin, candidate, direction)) return Number.POSITIVE_INFINITY;
  const along = horizontal(direction)
    ? Math.max(
        0,
        direction === 'right' ? candidate.left - origin.right : origin.left - candidate.right,
      )
    : Math.max(
        0,
        direction === 'down' ? candidate.top - origin.bottom : origin.top - candidate.bottom,
      );
  const across = horizontal(direction)
    ? rangeGap(origin.top, origin.bottom, candidate.top, candidate.bottom)
    : rangeGap(origin.left, origin.right, candidate.left, candidate.right);
  return Math.hypot(along, across) + OFF_AXIS_WEIGHT[direction] * across;
}

/**
 * The index of the nearest of `candidates` from `origin` in `direction`, or -1 when none lies
 * that way. Ties go to the earlier candidate (document order).
 */
export function nearestInDirection(
  origin: Rect,
  candidates: readonly Rect[],
  direction: Direction,
): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  candidates.forEach((candidate, index) => {
    const distance = spatialDistance(origin, candidate, direction);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * The line a move starts from when the focus is on a container rather than on a control (the
 * page, the player's layer): its edge opposite the move, so Down goes to the topmost control
 * inside it, Up to the lowest, and so on.
 */
export function entryEdge(container: Rect, direction: Direction): Rect {
  switch (direction) {
    case 'down':
      return { ...container, bottom: container.top };
    case 'up':
      return { ...container, top: container.bottom };
    case 'right':
      return { ...container, right: container.left };
    case 'left':
      return { ...container, left: container.right };
  }
}

/** The part of `rect` inside `bounds` (empty boxes keep their edges crossed). */
export function intersect(rect: Rect, bounds: Rect): Rect {
  return {
    left: Math.max(rect.left, bounds.left),
    top: Math.max(rect.top, bounds.top),
    right: Math.min(rect.right, bounds.right),
    bottom: Math.min(rect.bottom, bounds.bottom),
  };
}
