import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeReminder } from '@/test/reminder-fixtures';
import { createReminderScheduler } from './reminder-scheduler';

const start = Date.UTC(2025, 2, 10, 20, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function setUp() {
  const fire = vi.fn();
  const scheduler = createReminderScheduler(fire);
  const fired = () => fire.mock.calls.map(([reminder, minutes]) => [reminder.id, minutes]);
  return { fire, scheduler, fired };
}

describe('the reminder scheduler', () => {
  beforeEach(() => vi.useFakeTimers({ now: start }));
  afterEach(() => vi.useRealTimers());

  it('fires at the activate time with the minutes to the start', () => {
    const { scheduler, fired } = setUp();
    scheduler.update([
      makeReminder(1, start + 30 * MINUTE, 5),
      makeReminder(2, start + 40 * MINUTE, 10),
    ]);
    vi.advanceTimersByTime(25 * MINUTE - 1);
    expect(fired()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired()).toEqual([[101, 5]]);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(fired()).toEqual([
      [101, 5],
      [102, 10],
    ]);
  });

  it('says 0 minutes for a reminder at the start', () => {
    const { scheduler, fired } = setUp();
    scheduler.update([makeReminder(1, start + MINUTE, 0)]);
    vi.advanceTimersByTime(MINUTE);
    expect(fired()).toEqual([[101, 0]]);
  });

  it('does not fire late a reminder whose moment passed before the list arrived', () => {
    const { scheduler, fired } = setUp();
    scheduler.update([makeReminder(1, start + 2 * MINUTE, 5)]);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(fired()).toEqual([]);
  });

  it('fires once, however often the list is refreshed', () => {
    const { scheduler, fired } = setUp();
    const reminder = makeReminder(1, start + 30 * MINUTE);
    scheduler.update([reminder]);
    vi.advanceTimersByTime(15 * MINUTE);
    scheduler.update([reminder]);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(fired()).toEqual([[101, 5]]);
    scheduler.update([reminder]);
    vi.advanceTimersByTime(15 * MINUTE);
    scheduler.update([reminder]);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(fired()).toEqual([[101, 5]]);
  });

  it('clears the timer of a deleted reminder', () => {
    const { scheduler, fired } = setUp();
    scheduler.update([makeReminder(1, start + 30 * MINUTE)]);
    scheduler.update([]);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(fired()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves the timer of an edited reminder', () => {
    const { scheduler, fired } = setUp();
    scheduler.update([makeReminder(1, start + 30 * MINUTE, 5)]);
    scheduler.update([makeReminder(1, start + 30 * MINUTE, 15)]);
    vi.advanceTimersByTime(15 * MINUTE);
    expect(fired()).toEqual([[101, 15]]);
    vi.advanceTimersByTime(15 * MINUTE);
    expect(fired()).toEqual([[101, 15]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the timer when the provisional reminder takes its server id, and fires with that copy', () => {
    const { scheduler, fired } = setUp();
    const stored = makeReminder(1, start + 30 * MINUTE);
    scheduler.update([{ ...stored, id: -1 }]);
    scheduler.update([stored]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(25 * MINUTE);
    expect(fired()).toEqual([[101, 5]]);
  });

  it('waits past setTimeout’s 24.8-day limit and fires on time', () => {
    const { scheduler, fired } = setUp();
    scheduler.update([makeReminder(1, start + 30 * DAY)]);
    vi.advanceTimersByTime(25 * DAY);
    expect(fired()).toEqual([]);
    vi.advanceTimersByTime(5 * DAY - 5 * MINUTE - 1);
    expect(fired()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired()).toEqual([[101, 5]]);
  });

  it('shows nothing when its timer fires long after the start (the computer slept)', () => {
    const fire = vi.fn();
    let now = start;
    const scheduler = createReminderScheduler(fire, () => now);
    scheduler.update([makeReminder(1, start + 30 * MINUTE)]);
    now = start + 3 * 60 * MINUTE;
    vi.advanceTimersByTime(25 * MINUTE);
    expect(fire).not.toHaveBeenCalled();
  });

  it('stop clears every timer', () => {
    const { scheduler, fired } = setUp();
    scheduler.update([makeReminder(1, start + 30 * MINUTE), makeReminder(2, start + 60 * MINUTE)]);
    scheduler.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(fired()).toEqual([]);
  });
});
