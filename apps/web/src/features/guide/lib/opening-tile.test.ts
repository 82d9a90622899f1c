import { describe, expect, it } from 'vitest';
import { guideMetrics } from './guide-metrics';
import { openingTiles } from './opening-tile';

// 2025-06-15 18:40 UTC.
const OPEN = 1_750_012_800;

describe('openingTiles', () => {
  it('a desktop opening on now needs one tile: the first 50 channels over 6 hours', () => {
    const { grid, first } = openingTiles(OPEN, 1440, 900);
    expect(first).toEqual([{ page: 1, start: grid.origin, end: grid.origin + 6 * 3600 }]);
    expect(grid.origin).toBeLessThanOrEqual(OPEN - 3600);
  });

  it('a phone, a 4K screen and a tall one also open on one tile', () => {
    expect(openingTiles(OPEN, 390, 844).first).toHaveLength(1);
    expect(openingTiles(OPEN, 3840, 2160).first).toHaveLength(1);
    expect(openingTiles(OPEN, 1080, 3000, guideMetrics(1080)).first).toHaveLength(1);
  });
});
