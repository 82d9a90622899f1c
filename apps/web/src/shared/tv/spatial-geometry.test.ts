import { describe, expect, it } from 'vitest';
import {
  arrowDirection,
  entryEdge,
  intersect,
  isBeyond,
  nearestInDirection,
  spatialDistance,
  type Rect,
} from './spatial-geometry';

/** A box from its left, top, width and height. */
const box = (left: number, top: number, width = 100, height = 50): Rect => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('arrowDirection', () => {
  it('names the direction of each arrow key and nothing for other keys', () => {
    expect(arrowDirection('ArrowUp')).toBe('up');
    expect(arrowDirection('ArrowDown')).toBe('down');
    expect(arrowDirection('ArrowLeft')).toBe('left');
    expect(arrowDirection('ArrowRight')).toBe('right');
    expect(arrowDirection('Enter')).toBeNull();
  });
});

describe('isBeyond', () => {
  const origin = box(100, 100);

  it('keeps only boxes past the far edge in the direction of the move', () => {
    expect(isBeyond(origin, box(220, 100), 'right')).toBe(true);
    expect(isBeyond(origin, box(150, 100), 'right')).toBe(false);
    expect(isBeyond(origin, box(-20, 100), 'left')).toBe(true);
    expect(isBeyond(origin, box(100, 160), 'down')).toBe(true);
    expect(isBeyond(origin, box(100, 40), 'up')).toBe(true);
    expect(isBeyond(origin, box(100, 120), 'up')).toBe(false);
  });

  it('counts boxes that touch or overlap by a hair as beside', () => {
    expect(isBeyond(origin, box(199, 100), 'right')).toBe(true);
    expect(isBeyond(origin, box(100, 149), 'down')).toBe(true);
  });
});

describe('spatialDistance', () => {
  it('is the gap between aligned boxes', () => {
    expect(spatialDistance(box(0, 0), box(130, 0), 'right')).toBe(30);
    expect(spatialDistance(box(0, 100), box(0, 0), 'up')).toBe(50);
  });

  it('is infinite for a box behind the move', () => {
    expect(spatialDistance(box(200, 0), box(0, 0), 'right')).toBe(Number.POSITIVE_INFINITY);
  });

  it('costs more for a sideways step off the row than for a vertical step off the column', () => {
    const sideways = spatialDistance(box(0, 0), box(130, 70), 'right');
    const vertical = spatialDistance(box(0, 0), box(120, 70), 'down');
    // Both lie 20 px off their line; sideways moves weigh that 30 times, vertical ones twice.
    expect(sideways).toBeGreaterThan(20 * 30);
    expect(vertical).toBeLessThan(20 * 3 + 30);
  });
});

describe('nearestInDirection', () => {
  it('moves along a row of cards to the next one', () => {
    const row = [box(0, 0), box(116, 0), box(232, 0), box(348, 0)];
    expect(nearestInDirection(row[1]!, row, 'right')).toBe(2);
    expect(nearestInDirection(row[1]!, row, 'left')).toBe(0);
  });

  it('prefers a box aligned on the cross axis over a nearer one beside the line', () => {
    const origin = box(0, 0);
    const aligned = box(300, 10);
    const nearerButLower = box(120, 200);
    expect(nearestInDirection(origin, [nearerButLower, aligned], 'right')).toBe(1);
  });

  it('goes down from a card to the card under it in the next carousel, not its neighbour', () => {
    const origin = box(232, 0, 100, 150);
    const nextRow = [box(0, 220, 100, 150), box(116, 220, 100, 150), box(232, 220, 100, 150)];
    expect(nearestInDirection(origin, nextRow, 'down')).toBe(2);
  });

  it('goes down from a narrow button to a wide row beneath it even when off to one side', () => {
    const button = box(900, 0, 40, 40);
    const cards = [box(0, 100, 150, 200), box(166, 100, 150, 200)];
    expect(nearestInDirection(button, cards, 'down')).toBe(1);
  });

  it('keeps to the row when moving sideways past the last card of a shorter row', () => {
    const origin = box(348, 0);
    const candidates = [box(0, 80), box(464, 400)];
    // Only the far, lower box lies to the right; the one below-left is not a choice.
    expect(nearestInDirection(origin, candidates, 'right')).toBe(1);
  });

  it('answers -1 when nothing lies that way', () => {
    expect(nearestInDirection(box(0, 0), [box(0, 100)], 'up')).toBe(-1);
    expect(nearestInDirection(box(0, 0), [], 'down')).toBe(-1);
  });

  it('gives a tie to the earlier box', () => {
    const origin = box(100, 0);
    expect(nearestInDirection(origin, [box(0, 100), box(200, 100)], 'down')).toBe(0);
  });
});

describe('entryEdge', () => {
  const container = box(0, 0, 1000, 600);

  it('enters a container from the edge opposite the move', () => {
    expect(entryEdge(container, 'down')).toEqual({ left: 0, right: 1000, top: 0, bottom: 0 });
    expect(entryEdge(container, 'up')).toEqual({ left: 0, right: 1000, top: 600, bottom: 600 });
    expect(entryEdge(container, 'right')).toEqual({ left: 0, right: 0, top: 0, bottom: 600 });
    expect(entryEdge(container, 'left')).toEqual({ left: 1000, right: 1000, top: 0, bottom: 600 });
  });

  it('makes Down from a container land on its topmost control and Up on its lowest', () => {
    const controls = [box(40, 520), box(40, 20), box(400, 300)];
    expect(nearestInDirection(entryEdge(container, 'down'), controls, 'down')).toBe(1);
    expect(nearestInDirection(entryEdge(container, 'up'), controls, 'up')).toBe(0);
  });
});

describe('intersect', () => {
  it('clips a box to bounds', () => {
    expect(intersect(box(-50, -50, 200, 200), box(0, 0, 100, 100))).toEqual(box(0, 0, 100, 100));
  });
});
