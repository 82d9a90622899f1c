import { describe, expect, it } from 'vitest';
import { GRID_SPLIT_AFTER, splitGrid } from './split-grid';

const items = Array.from({ length: 24 }, (_, index) => index + 1);

describe('splitGrid', () => {
  it('splits after 6 items when an ad sits between the parts', () => {
    expect(GRID_SPLIT_AFTER).toBe(6);
    const [first, rest] = splitGrid(items, true);
    expect(first).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rest).toHaveLength(18);
    expect(rest[0]).toBe(7);
  });

  it('keeps one grid without an ad', () => {
    expect(splitGrid(items, false)).toEqual([items, []]);
  });

  it('leaves the second part empty for 6 items or fewer', () => {
    expect(splitGrid([1, 2, 3], true)).toEqual([[1, 2, 3], []]);
  });
});
