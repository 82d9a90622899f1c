import type { Pager } from '@marquee/contract';

/** Items per page of the movie and TV show lists (spec: catalogue §9). */
export const LIST_PAGE_SIZE = 24;

export interface PagerControls {
  /** The counter and buttons show only when there is more than one page. */
  visible: boolean;
  /** Previous only above page 1. */
  canPrevious: boolean;
  /** Next only while the page count exceeds the current page. */
  canNext: boolean;
}

/** Which paging controls a list shows (spec: catalogue §4 "Lists"). */
export function pagerControls(pager: Pick<Pager, 'page' | 'pageCount'>): PagerControls {
  return {
    visible: pager.pageCount > 1,
    canPrevious: pager.page > 1,
    canNext: pager.pageCount > pager.page,
  };
}
