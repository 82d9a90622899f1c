import { describe, expect, it } from 'vitest';
import { makeReminder } from '@/test/reminder-fixtures';
import {
  MAX_TIMER_DELAY_MS,
  isDue,
  isStillTimely,
  minutesUntilStart,
  planTimers,
  reminderMoment,
  timerDelay,
} from './reminder-timing';

const now = Date.UTC(2025, 2, 10, 20, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('reminder timing', () => {
  it('a reminder 5 minutes before a programme at 20:30 fires at 20:25', () => {
    const reminder = makeReminder(1, now + 30 * MINUTE);
    expect(timerDelay(reminder, now)).toBe(25 * MINUTE);
    expect(isDue(reminder, now + 25 * MINUTE - 1)).toBe(false);
    expect(isDue(reminder, now + 25 * MINUTE)).toBe(true);
  });

  it('counts the minutes to the start, rounded, and 0 once it has started', () => {
    const reminder = makeReminder(1, now + 5 * MINUTE);
    expect(minutesUntilStart(reminder, now)).toBe(5);
    expect(minutesUntilStart(reminder, now + 20_000)).toBe(5);
    expect(minutesUntilStart(reminder, now + 40_000)).toBe(4);
    expect(minutesUntilStart(reminder, now + 5 * MINUTE)).toBe(0);
    expect(minutesUntilStart(reminder, now + 6 * MINUTE)).toBe(0);
  });

  it('waits at most 2^31 − 1 ms (24.8 days) per timer', () => {
    const reminder = makeReminder(1, now + 30 * DAY);
    expect(MAX_TIMER_DELAY_MS).toBe(2_147_483_647);
    expect(timerDelay(reminder, now)).toBe(MAX_TIMER_DELAY_MS);
    expect(timerDelay(reminder, now + 10 * DAY)).toBe(20 * DAY - 5 * MINUTE);
  });

  it('a timer held back by a hidden tab still shows its reminder up to a minute late, or until the start', () => {
    const atStart = makeReminder(1, now, 0);
    expect(isStillTimely(atStart, now + MINUTE)).toBe(true);
    expect(isStillTimely(atStart, now + MINUTE + 1)).toBe(false);
    const thirtyBefore = makeReminder(2, now + 30 * MINUTE, 30);
    expect(isStillTimely(thirtyBefore, now + 30 * MINUTE)).toBe(true);
    expect(isStillTimely(thirtyBefore, now + 31 * MINUTE)).toBe(false);
  });

  it('an edited reminder is a new moment; its server id does not matter', () => {
    const reminder = makeReminder(1, now + 30 * MINUTE);
    expect(reminderMoment({ ...reminder, id: -1 })).toBe(reminderMoment(reminder));
    expect(reminderMoment(makeReminder(1, now + 30 * MINUTE, 10))).not.toBe(
      reminderMoment(reminder),
    );
  });

  describe('planTimers', () => {
    const future = makeReminder(1, now + 30 * MINUTE);
    const passed = makeReminder(2, now + 2 * MINUTE);

    it('sets a timer for a reminder still ahead, none for one whose moment passed while the tab was closed', () => {
      expect(planTimers([future, passed], new Set(), new Set(), now)).toEqual({
        set: [future],
        clear: [],
      });
    });

    it('keeps the timer a reminder has, and sets none for one that fired', () => {
      const timed = new Set([reminderMoment(future)]);
      const fired = new Set([reminderMoment(makeReminder(3, now + 10 * MINUTE))]);
      const plan = planTimers([future, makeReminder(3, now + 10 * MINUTE)], timed, fired, now);
      expect(plan).toEqual({ set: [], clear: [] });
    });

    it('clears the timer of a deleted reminder, and moves the timer of an edited one', () => {
      const timed = new Set([reminderMoment(future), reminderMoment(passed)]);
      const edited = makeReminder(1, now + 30 * MINUTE, 15);
      expect(planTimers([edited], timed, new Set(), now)).toEqual({
        set: [edited],
        clear: [reminderMoment(future), reminderMoment(passed)],
      });
    });
  });
});
