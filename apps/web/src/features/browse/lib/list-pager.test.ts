import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, pagerControls } from './list-pager';

describe('pagerControls', () => {
  it('pages by 24', () => {
    expect(LIST_PAGE_SIZE).toBe(24);
  });

  it('hides the counter when there is one page', () => {
    expect(pagerControls({ page: 1, pageCount: 1 }).visible).toBe(false);
    expect(pagerControls({ page: 1, pageCount: 0 }).visible).toBe(false);
  });

  it('offers Next only while the page count exceeds the page', () => {
    expect(pagerControls({ page: 1, pageCount: 3 })).toEqual({
      visible: true,
      canPrevious: false,
      canNext: true,
    });
    expect(pagerControls({ page: 3, pageCount: 3 }).canNext).toBe(false);
  });

  it('offers Previous only above page 1', () => {
    expect(pagerControls({ page: 2, pageCount: 3 })).toEqual({
      visible: true,
      canPrevious: true,
      canNext: true,
    });
    expect(pagerControls({ page: 1, pageCount: 3 }).canPrevious).toBe(false);
  });
});
