/** One day of the guide's day picker: local midnight to the next, epoch milliseconds. */
export interface GuideDay {
  /** Days from today: -7 is a week ago, 0 today, 1 tomorrow. */
  offset: number;
  start: number;
  end: number;
}

/** How far the day picker reaches: 7 days back and 7 days ahead of today. */
export const GUIDE_DAYS_BACK = 7;
export const GUIDE_DAYS_AHEAD = 7;

/** Local midnight `offset` days from the day of `time` (epoch ms), in the viewer's time zone. */
export function localMidnight(time: number, offset = 0): number {
  const day = new Date(time);
  // Built from the calendar date, so days of 23 and 25 hours (clock changes) come out right.
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + offset).getTime();
}

/**
 * The days of the picker around `now` (epoch ms), each from one local midnight to the next in
 * the viewer's time zone, oldest first.
 */
export function guideDays(
  now: number,
  back = GUIDE_DAYS_BACK,
  ahead = GUIDE_DAYS_AHEAD,
): GuideDay[] {
  const days: GuideDay[] = [];
  for (let offset = -back; offset <= ahead; offset++) {
    days.push({ offset, start: localMidnight(now, offset), end: localMidnight(now, offset + 1) });
  }
  return days;
}

/** The day that holds `time` (epoch ms), if the picker has it. */
export function dayAt(days: readonly GuideDay[], time: number): GuideDay | undefined {
  return days.find((day) => day.start <= time && time < day.end);
}

/**
 * Where the guide goes when a day is picked: now for today, otherwise the same clock time on
 * that day (kept inside it when the clock changed in between).
 */
export function dayTarget(day: GuideDay, now: number): number {
  if (day.offset === 0) return now;
  const clock = new Date(now);
  const target = new Date(day.start);
  target.setHours(clock.getHours(), clock.getMinutes(), 0, 0);
  return Math.min(Math.max(target.getTime(), day.start), day.end - 60_000);
}
