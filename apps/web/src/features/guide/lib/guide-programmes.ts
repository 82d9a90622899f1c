import type { Programme } from '@marquee/contract';

/** Where a programme stands against now: over, on air or still to come. */
export type ProgrammeTime = 'past' | 'now' | 'future';

/** Whether a programme is over, on air or to come at `now` (epoch ms). */
export function programmeTime(
  programme: Pick<Programme, 'start_timestamp' | 'end_timestamp'>,
  now: number,
): ProgrammeTime {
  const seconds = now / 1000;
  if (programme.end_timestamp <= seconds) return 'past';
  return programme.start_timestamp <= seconds ? 'now' : 'future';
}

/**
 * One channel's programmes from several tiles, in start order, each once: a programme that
 * crosses a tile's edge comes in both tiles.
 */
export function mergeProgrammes(lists: ReadonlyArray<readonly Programme[]>): Programme[] {
  if (lists.length === 1) return [...lists[0]!];
  const byId = new Map<number, Programme>();
  for (const list of lists) for (const programme of list) byId.set(programme.id, programme);
  return [...byId.values()].sort((a, b) => a.start_timestamp - b.start_timestamp);
}

/** The index of the first programme (in start order) that ends after `time`. */
function firstEndingAfter(programmes: readonly Programme[], time: number): number {
  let low = 0;
  let high = programmes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (programmes[middle]!.end_timestamp <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The programmes (in start order) that overlap a span in Unix seconds. */
export function programmesInSpan(
  programmes: readonly Programme[],
  start: number,
  end: number,
): Programme[] {
  const shown: Programme[] = [];
  for (let index = firstEndingAfter(programmes, start); index < programmes.length; index++) {
    const programme = programmes[index]!;
    if (programme.start_timestamp >= end) break;
    shown.push(programme);
  }
  return shown;
}

/**
 * The programme on at `time` (Unix seconds) among programmes in start order, or the nearest one
 * when the channel has a gap there; null when there is none.
 */
export function programmeAt(programmes: readonly Programme[], time: number): Programme | null {
  const index = firstEndingAfter(programmes, time);
  const after = programmes[index];
  if (after && after.start_timestamp <= time) return after;
  const before = programmes[index - 1];
  if (!before) return after ?? null;
  if (!after) return before;
  return after.start_timestamp - time < time - before.end_timestamp ? after : before;
}
