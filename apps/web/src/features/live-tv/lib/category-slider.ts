/** The category slider shows this many at a time (catalogue §2 and §9)... */
export const CATEGORIES_PER_VIEW = 6;

/** ...and goes round without end above that many. */
export function isSliderInfinite(count: number): boolean {
  return count > CATEGORIES_PER_VIEW;
}

/** The entries in view from `start`: all of them up to 6; above 6, six, going round past the last. */
export function visibleEntries<T>(entries: readonly T[], start: number): T[] {
  if (!isSliderInfinite(entries.length)) return [...entries];
  return Array.from(
    { length: CATEGORIES_PER_VIEW },
    (_, offset) => entries[(start + offset) % entries.length]!,
  );
}

/** Where the slider starts after a move of six back (-1) or on (1); it only moves when infinite. */
export function slideStart(start: number, direction: -1 | 1, count: number): number {
  if (!isSliderInfinite(count)) return 0;
  const moved = (start + direction * CATEGORIES_PER_VIEW) % count;
  return moved < 0 ? moved + count : moved;
}

/** The first start that shows entry `index`: the six it falls among. */
export function startShowing(index: number, count: number): number {
  if (!isSliderInfinite(count) || index < 0) return 0;
  return index - (index % CATEGORIES_PER_VIEW);
}
