import { GUIDE_PAGE_SIZE } from '@marquee/contract';

const HOUR = 3600;

/** The shortest time window of a tile: 6 hours. */
export const TILE_MIN_SECONDS = 6 * HOUR;

/** One tile of the guide's data: a page of channels of `/epgs/index` by a window, Unix seconds. */
export interface GuideTile {
  page: number;
  start: number;
  end: number;
}

/**
 * How the guide is cut into tiles: windows of `seconds` from `origin` (whole hours, both ways),
 * pages of `pageSize` channels.
 */
export interface TileGrid {
  origin: number;
  seconds: number;
  pageSize: number;
}

/** What is on screen (plus its overscan): rows first to last, inclusive; a span in Unix seconds. */
export interface GuideView {
  firstRow: number;
  lastRow: number;
  start: number;
  end: number;
}

/**
 * The tile grid for a guide that opens on `viewStart` showing `viewSeconds` of time (overscan
 * included): the windows start at the hour before it and are long enough that the opening view
 * sits in one window, so the first paint needs one call.
 */
export function tileGrid(
  viewStart: number,
  viewSeconds: number,
  pageSize: number = GUIDE_PAGE_SIZE,
): TileGrid {
  const origin = Math.floor(viewStart / HOUR) * HOUR;
  const reach = viewStart + viewSeconds - origin;
  const seconds = Math.max(TILE_MIN_SECONDS, Math.ceil(reach / HOUR) * HOUR);
  return { origin, seconds, pageSize };
}

/** The page of `/epgs/index` that holds a row (rows from 0, pages from 1). */
export const pageOfRow = (row: number, pageSize: number): number => Math.floor(row / pageSize) + 1;

/** The index of the window holding `time` (Unix seconds); negative before the origin. */
const windowIndex = (grid: TileGrid, time: number) =>
  Math.floor((time - grid.origin) / grid.seconds);

const tileAt = (grid: TileGrid, page: number, index: number): GuideTile => {
  const start = grid.origin + index * grid.seconds;
  return { page, start, end: start + grid.seconds };
};

/** The tiles a view needs, page by page, earliest window first. */
export function tilesInView(grid: TileGrid, view: GuideView): GuideTile[] {
  if (view.lastRow < view.firstRow || view.end <= view.start) return [];
  const tiles: GuideTile[] = [];
  const lastPage = pageOfRow(view.lastRow, grid.pageSize);
  const lastWindow = windowIndex(grid, view.end - 1);
  for (let page = pageOfRow(view.firstRow, grid.pageSize); page <= lastPage; page++) {
    for (let index = windowIndex(grid, view.start); index <= lastWindow; index++) {
      tiles.push(tileAt(grid, page, index));
    }
  }
  return tiles;
}

/**
 * The tiles next to a view, to fetch before they are scrolled to: the windows before and after
 * for the view's pages, and the pages above and below (up to `pageCount`) for its windows.
 */
export function neighbourTiles(grid: TileGrid, view: GuideView, pageCount: number): GuideTile[] {
  if (view.lastRow < view.firstRow) return [];
  const firstPage = pageOfRow(view.firstRow, grid.pageSize);
  const lastPage = Math.min(pageOfRow(view.lastRow, grid.pageSize), pageCount);
  const firstWindow = windowIndex(grid, view.start);
  const lastWindow = windowIndex(grid, view.end - 1);
  const tiles: GuideTile[] = [];
  for (let page = firstPage; page <= lastPage; page++) {
    tiles.push(tileAt(grid, page, firstWindow - 1), tileAt(grid, page, lastWindow + 1));
  }
  for (let index = firstWindow; index <= lastWindow; index++) {
    if (firstPage > 1) tiles.push(tileAt(grid, firstPage - 1, index));
    if (lastPage < pageCount) tiles.push(tileAt(grid, lastPage + 1, index));
  }
  return tiles;
}
