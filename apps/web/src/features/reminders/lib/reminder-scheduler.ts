import type { Reminder } from '@marquee/contract';
import {
  isDue,
  isStillTimely,
  minutesUntilStart,
  planTimers,
  reminderMoment,
  timerDelay,
} from './reminder-timing';

/** Keeps one timer per reminder (reminder-timing.ts has the rules). */
export interface ReminderScheduler {
  /** Sets, keeps, moves and clears timers for the reminders as they are now. */
  update(reminders: readonly Reminder[]): void;
  /** Clears every timer. */
  stop(): void;
}

/**
 * A scheduler that calls `fire` with the reminder and the minutes to its programme's start
 * when its moment comes, once per moment.
 */
export function createReminderScheduler(
  fire: (reminder: Reminder, minutes: number) => void,
  clock: () => number = Date.now,
): ReminderScheduler {
  // Each timer fires with the latest copy of its reminder (the server's, once it answers).
  const timers = new Map<string, { timer: ReturnType<typeof setTimeout>; reminder: Reminder }>();
  const fired = new Set<string>();

  function arm(moment: string, reminder: Reminder): void {
    const timer = setTimeout(
      () => {
        const latest = timers.get(moment)?.reminder ?? reminder;
        const now = clock();
        // A wait longer than setTimeout holds ends early: wait on.
        if (!isDue(latest, now)) return arm(moment, latest);
        timers.delete(moment);
        fired.add(moment);
        if (isStillTimely(latest, now)) fire(latest, minutesUntilStart(latest, now));
      },
      timerDelay(reminder, clock()),
    );
    timers.set(moment, { timer, reminder });
  }

  return {
    update(reminders) {
      const plan = planTimers(reminders, new Set(timers.keys()), fired, clock());
      for (const moment of plan.clear) {
        clearTimeout(timers.get(moment)?.timer);
        timers.delete(moment);
      }
      for (const reminder of reminders) {
        const entry = timers.get(reminderMoment(reminder));
        if (entry) entry.reminder = reminder;
      }
      for (const reminder of plan.set) arm(reminderMoment(reminder), reminder);
    },
    stop() {
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
