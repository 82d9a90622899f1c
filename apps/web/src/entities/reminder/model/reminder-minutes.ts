/** The minutes before a programme a person can pick for its reminder; the first is the default. */
export const REMINDER_MINUTE_CHOICES = [5, 10, 15, 30] as const;

/** Whether a reminder `minutes` before a programme starting in `secondsUntilStart` is still ahead. */
export function fitsBeforeStart(minutes: number, secondsUntilStart: number): boolean {
  return minutes * 60 <= secondsUntilStart;
}

/**
 * The minutes a reminder is set to: the choice when its moment is still ahead, else the
 * longest choice that is, else 0 (when the programme starts), so that "Remind me" on a
 * programme a few minutes away still reminds.
 */
export function reminderMinutesFor(choice: number, secondsUntilStart: number): number {
  if (fitsBeforeStart(choice, secondsUntilStart)) return choice;
  const fitting = REMINDER_MINUTE_CHOICES.filter((minutes) =>
    fitsBeforeStart(minutes, secondsUntilStart),
  );
  return fitting.at(-1) ?? 0;
}
