import { describe, expect, it } from 'vitest';
import { isSliderInfinite, slideStart, startShowing, visibleEntries } from './category-slider';

const entries = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('the category slider (catalogue §9: 6 at a time, infinite above 6)', () => {
  it('shows every entry, without moving, up to 6', () => {
    expect(isSliderInfinite(6)).toBe(false);
    expect(visibleEntries(entries(6), 0)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(slideStart(0, 1, 6)).toBe(0);
  });

  it('shows 6 at a time above 6 and goes round past the last', () => {
    expect(isSliderInfinite(7)).toBe(true);
    expect(visibleEntries(entries(8), 0)).toEqual([0, 1, 2, 3, 4, 5]);
    const next = slideStart(0, 1, 8);
    expect(visibleEntries(entries(8), next)).toEqual([6, 7, 0, 1, 2, 3]);
    expect(visibleEntries(entries(8), slideStart(0, -1, 8))).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('starts on the six that hold the chosen entry', () => {
    expect(startShowing(7, 9)).toBe(6);
    expect(startShowing(3, 9)).toBe(0);
    expect(startShowing(4, 5)).toBe(0);
  });
});
