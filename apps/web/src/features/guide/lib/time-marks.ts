/** A mark of the guide's time header: a moment, Unix seconds, and whether a day starts there. */
export interface TimeMark {
  time: number;
  midnight: boolean;
}

const HALF_HOUR_MS = 30 * 60_000;

/**
 * The half-hour marks of a span (Unix seconds) on the viewer's clock: each on :00 or :30 of
 * local time, whatever the zone's offset, a clock change included.
 */
export function timeMarks(start: number, end: number): TimeMark[] {
  const marks: TimeMark[] = [];
  const first = new Date(start * 1000);
  first.setMinutes(first.getMinutes() < 30 ? 0 : 30, 0, 0);
  for (let time = first.getTime(); time < end * 1000; time += HALF_HOUR_MS) {
    const local = new Date(time);
    // A clock change moves local time off the half hour: snap back onto it.
    if (local.getMinutes() % 30 !== 0 || local.getSeconds() !== 0) continue;
    if (time < start * 1000) continue;
    marks.push({ time: time / 1000, midnight: local.getHours() === 0 && local.getMinutes() === 0 });
  }
  return marks;
}
