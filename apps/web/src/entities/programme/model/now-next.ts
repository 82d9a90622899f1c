import type { Programme } from '@marquee/contract';

/** What is on at a moment and what follows it. */
export interface NowAndNext {
  now: Programme | null;
  next: Programme | null;
}

/**
 * The programme on air at `now` (epoch ms: started at or before it, ending after it) and the
 * first one starting after it, from programmes in any order.
 */
export function nowAndNext(programmes: readonly Programme[], now: number): NowAndNext {
  const seconds = now / 1000;
  let current: Programme | null = null;
  let next: Programme | null = null;
  for (const programme of programmes) {
    if (programme.start_timestamp <= seconds && seconds < programme.end_timestamp) {
      if (!current || programme.start_timestamp > current.start_timestamp) current = programme;
    } else if (programme.start_timestamp > seconds) {
      if (!next || programme.start_timestamp < next.start_timestamp) next = programme;
    }
  }
  return { now: current, next };
}

/** How far a programme is at `now` (epoch ms), 0 to 1. */
export function programmeProgress(
  programme: Pick<Programme, 'start_timestamp' | 'end_timestamp'>,
  now: number,
): number {
  const length = programme.end_timestamp - programme.start_timestamp;
  if (length <= 0) return 1;
  const share = (now / 1000 - programme.start_timestamp) / length;
  return Math.min(1, Math.max(0, share));
}
