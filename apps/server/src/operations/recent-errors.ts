import { MINUTE, type Clock } from '../clock.js';

/** The minutes the window of recent server errors holds. */
const WINDOW_MINUTES = 60;

/** This instance's 5xx answers of the last hour, counted by the minute. */
export interface RecentErrors {
  /** Counts one 5xx answer now. */
  add(): void;
  /** The 5xx answers of the last hour (the current minute and the 59 before it). */
  lastHour(): number;
}

/**
 * A ring of 60 per-minute counts: no timestamp is kept per error, and a minute's count is
 * dropped when the ring comes round to it again.
 */
export function createRecentErrors(now: Clock): RecentErrors {
  const counts = new Array<number>(WINDOW_MINUTES).fill(0);
  const minutes = new Array<number>(WINDOW_MINUTES).fill(-1);
  const minuteNow = () => Math.floor(now().getTime() / MINUTE);
  return {
    add() {
      const minute = minuteNow();
      const slot = minute % WINDOW_MINUTES;
      if (minutes[slot] !== minute) {
        minutes[slot] = minute;
        counts[slot] = 0;
      }
      counts[slot]! += 1;
    },
    lastHour() {
      const oldest = minuteNow() - WINDOW_MINUTES + 1;
      return counts.reduce((sum, count, slot) => sum + (minutes[slot]! >= oldest ? count : 0), 0);
    },
  };
}
