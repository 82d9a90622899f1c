import { describe, expect, it } from 'vitest';
import { REMINDER_MINUTE_CHOICES, fitsBeforeStart, reminderMinutesFor } from './reminder-minutes';

describe('reminder minutes', () => {
  it('offers 5, 10, 15 and 30 minutes before, 5 first', () => {
    expect(REMINDER_MINUTE_CHOICES).toEqual([5, 10, 15, 30]);
  });

  it('a choice fits while its moment is still ahead, its exact second included', () => {
    expect(fitsBeforeStart(10, 600)).toBe(true);
    expect(fitsBeforeStart(10, 599)).toBe(false);
  });

  it('keeps the choice when it fits', () => {
    expect(reminderMinutesFor(15, 3600)).toBe(15);
  });

  it('falls back to the longest choice that fits', () => {
    expect(reminderMinutesFor(30, 20 * 60)).toBe(15);
  });

  it('reminds at the start when the programme is under 5 minutes away', () => {
    expect(reminderMinutesFor(5, 60)).toBe(0);
  });
});
