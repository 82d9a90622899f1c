import type { Pager } from '@marquee/contract';

/** The pager of a list page: `total` items in pages of `limit`. */
export function pager(page: number, limit: number, total: number): Pager {
  return { page, pageCount: Math.ceil(total / limit), count: total };
}
