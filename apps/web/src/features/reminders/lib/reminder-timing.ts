import type { Reminder } from '@marquee/contract';

/** setTimeout's longest wait, 2^31 − 1 ms (about 24.8 days); a longer one would fire at once. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * How late a timer may fire and still show its reminder: a hidden tab's timers may be held
 * back up to a minute. Until the programme starts a late reminder is still worth showing.
 */
export const REMINDER_GRACE_MS = 60_000;

/**
 * A reminder's moment: its programme and when it fires. An edited reminder is a new moment;
 * the same one seen again in a refreshed list (or under its server id) is not.
 */
export function reminderMoment(reminder: Reminder): string {
  return `${reminder.epg_programme_id}@${reminder.activate_time_timestamp}`;
}

/** When the reminder fires, epoch ms. */
export function activateAt(reminder: Reminder): number {
  return reminder.activate_time_timestamp * 1000;
}

/** Minutes from `now` (epoch ms) to the programme's start, rounded; 0 once it has started. */
export function minutesUntilStart(reminder: Reminder, now: number): number {
  const minutes = Math.round((reminder.epg_programme.start_timestamp * 1000 - now) / 60_000);
  return Math.max(0, minutes);
}

/** The wait of the reminder's next timer: until its moment, cut to what setTimeout can hold. */
export function timerDelay(reminder: Reminder, now: number): number {
  return Math.min(Math.max(0, activateAt(reminder) - now), MAX_TIMER_DELAY_MS);
}

/** Whether the reminder's moment has come (a long wait's timer fires before it, and waits on). */
export function isDue(reminder: Reminder, now: number): boolean {
  return now >= activateAt(reminder);
}

/** Whether a timer that fired at `now` is still in time to show its reminder. */
export function isStillTimely(reminder: Reminder, now: number): boolean {
  const start = reminder.epg_programme.start_timestamp * 1000;
  return now <= Math.max(activateAt(reminder) + REMINDER_GRACE_MS, start);
}

/** What a new list of reminders does to the timers that are set. */
export interface TimerPlan {
  /** Reminders that get a timer. */
  set: Reminder[];
  /** Moments whose timers are cleared: reminders deleted, or moved to another time. */
  clear: string[];
}

/**
 * One timer per reminder. A reminder keeps the timer it has; a new one gets a timer unless its
 * moment had already passed when the list arrived (the tab was closed then: it is not fired
 * late) or it has fired already; a timer whose reminder left the list, or moved, is cleared.
 */
export function planTimers(
  reminders: readonly Reminder[],
  timed: ReadonlySet<string>,
  fired: ReadonlySet<string>,
  now: number,
): TimerPlan {
  const listed = new Set(reminders.map(reminderMoment));
  const set = reminders.filter((reminder) => {
    const moment = reminderMoment(reminder);
    return !timed.has(moment) && !fired.has(moment) && activateAt(reminder) >= now;
  });
  const clear = [...timed].filter((moment) => !listed.has(moment));
  return { set, clear };
}
