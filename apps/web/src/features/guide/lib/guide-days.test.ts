import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAt, dayTarget, guideDays, localMidnight } from './guide-days';

const HOUR = 3_600_000;

describe('guideDays', () => {
  // The viewer's zone: Lisbon moves its clocks on 30 March 2025 (23 hours) and 26 October (25).
  const previousZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Lisbon';
  });
  afterAll(() => {
    process.env.TZ = previousZone;
  });

  it('runs from 7 days back to 7 days ahead, each from one local midnight to the next', () => {
    const now = new Date(2025, 5, 15, 20, 30).getTime();
    const days = guideDays(now);
    expect(days.map((day) => day.offset)).toEqual([
      -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(new Date(days[0]!.start).toString()).toContain('Sun Jun 08 2025 00:00:00');
    expect(new Date(days[7]!.start).toString()).toContain('Sun Jun 15 2025 00:00:00');
    expect(new Date(days[14]!.end).toString()).toContain('Mon Jun 23 2025 00:00:00');
    for (let index = 1; index < days.length; index++) {
      expect(days[index]!.start).toBe(days[index - 1]!.end);
    }
  });

  it('gives the day the clocks go forward 23 hours and the day they go back 25', () => {
    const spring = guideDays(new Date(2025, 2, 28, 12).getTime());
    const springDay = spring.find((day) => new Date(day.start).getDate() === 30)!;
    expect(springDay.end - springDay.start).toBe(23 * HOUR);
    expect(new Date(springDay.end).toString()).toContain('Mon Mar 31 2025 00:00:00');

    const autumn = guideDays(new Date(2025, 9, 26, 12).getTime());
    const autumnDay = autumn.find((day) => day.offset === 0)!;
    expect(autumnDay.end - autumnDay.start).toBe(25 * HOUR);
    expect(autumn.find((day) => day.offset === 1)!.end - autumnDay.end).toBe(24 * HOUR);
  });

  it('finds the day that holds a moment, and none outside the picker', () => {
    const now = new Date(2025, 5, 15, 20, 30).getTime();
    const days = guideDays(now);
    expect(dayAt(days, now)?.offset).toBe(0);
    expect(dayAt(days, localMidnight(now, 1))?.offset).toBe(1);
    expect(dayAt(days, localMidnight(now, 1) - 1)?.offset).toBe(0);
    expect(dayAt(days, localMidnight(now, 8))).toBeUndefined();
  });

  it('goes to now for today and to the same clock time on another day, across a clock change', () => {
    const now = new Date(2025, 2, 29, 20, 30).getTime();
    const days = guideDays(now);
    expect(
      dayTarget(
        days.find((day) => day.offset === 0)!,
        now,
      ),
    ).toBe(now);
    const tomorrow = days.find((day) => day.offset === 1)!;
    expect(new Date(dayTarget(tomorrow, now)).toString()).toContain('Sun Mar 30 2025 20:30:00');
    // The clocks went forward an hour at 01:00: 20:30 is 19.5 hours after midnight.
    expect(dayTarget(tomorrow, now) - tomorrow.start).toBe(19.5 * HOUR);
  });
});
