/** With an ad between them, the grid splits after this many items (spec: catalogue §9). */
export const GRID_SPLIT_AFTER = 6;

/** The items before and after the ad; everything goes first when there is no ad. */
export function splitGrid<T>(items: readonly T[], withAd: boolean): [T[], T[]] {
  if (!withAd) return [[...items], []];
  return [items.slice(0, GRID_SPLIT_AFTER), items.slice(GRID_SPLIT_AFTER)];
}
