import { describe, expect, it } from 'vitest';
import { GUIDE_PAGE_SIZE } from '@marquee/contract';
import { neighbourTiles, pageOfRow, tileGrid, tilesInView } from './guide-tiles';

const HOUR = 3600;
// 2025-06-15 18:00:00 UTC.
const SIX_PM = 1_750_010_400;

describe('tile maths', () => {
  it('cuts 6-hour windows from the hour before the opening view and pages of 50 channels', () => {
    const grid = tileGrid(SIX_PM + 20 * 60, 4 * HOUR);
    expect(grid).toEqual({ origin: SIX_PM, seconds: 6 * HOUR, pageSize: GUIDE_PAGE_SIZE });
  });

  it('lengthens the windows when the screen shows more than fits in 6 hours', () => {
    expect(tileGrid(SIX_PM, 7.5 * HOUR).seconds).toBe(8 * HOUR);
    expect(tileGrid(SIX_PM + 1800, 7.5 * HOUR).seconds).toBe(8 * HOUR);
    expect(tileGrid(SIX_PM + 2400, 7.5 * HOUR).seconds).toBe(9 * HOUR);
  });

  it('puts the opening view of any screen in a single tile, so the first paint is one call', () => {
    for (const minutes of [0, 20, 59]) {
      for (const viewHours of [1, 4.2, 5, 6, 10]) {
        const start = SIX_PM + minutes * 60;
        const grid = tileGrid(start, viewHours * HOUR);
        const view = { firstRow: 0, lastRow: 14, start, end: start + viewHours * HOUR };
        expect(tilesInView(grid, view)).toEqual([
          { page: 1, start: SIX_PM, end: SIX_PM + grid.seconds },
        ]);
      }
    }
  });

  it('numbers pages from 1, 50 rows each', () => {
    expect(pageOfRow(0, 50)).toBe(1);
    expect(pageOfRow(49, 50)).toBe(1);
    expect(pageOfRow(50, 50)).toBe(2);
    expect(pageOfRow(499, 50)).toBe(10);
  });

  it('gives every page by every window a view crosses, windows before the origin too', () => {
    const grid = tileGrid(SIX_PM, 4 * HOUR);
    const view = { firstRow: 45, lastRow: 60, start: SIX_PM - HOUR, end: SIX_PM + 2 * HOUR };
    expect(tilesInView(grid, view)).toEqual([
      { page: 1, start: SIX_PM - 6 * HOUR, end: SIX_PM },
      { page: 1, start: SIX_PM, end: SIX_PM + 6 * HOUR },
      { page: 2, start: SIX_PM - 6 * HOUR, end: SIX_PM },
      { page: 2, start: SIX_PM, end: SIX_PM + 6 * HOUR },
    ]);
  });

  it('a view ending on a window edge does not ask for the next window', () => {
    const grid = tileGrid(SIX_PM, 4 * HOUR);
    const view = { firstRow: 0, lastRow: 10, start: SIX_PM, end: SIX_PM + 6 * HOUR };
    expect(tilesInView(grid, view)).toHaveLength(1);
  });

  it('prefetches the windows either side and the pages above and below, within the pager', () => {
    const grid = tileGrid(SIX_PM, 4 * HOUR);
    const view = { firstRow: 55, lastRow: 70, start: SIX_PM, end: SIX_PM + 4 * HOUR };
    expect(neighbourTiles(grid, view, 3)).toEqual([
      { page: 2, start: SIX_PM - 6 * HOUR, end: SIX_PM },
      { page: 2, start: SIX_PM + 6 * HOUR, end: SIX_PM + 12 * HOUR },
      { page: 1, start: SIX_PM, end: SIX_PM + 6 * HOUR },
      { page: 3, start: SIX_PM, end: SIX_PM + 6 * HOUR },
    ]);
    expect(neighbourTiles(grid, view, 2).map((tile) => tile.page)).toEqual([2, 2, 1]);
  });
});
