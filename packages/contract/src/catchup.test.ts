import { describe, expect, it } from 'vitest';
import {
  catchupReachMinutes,
  catchupWindow,
  isCatchupAvailable,
  isMomentInCatchup,
  programmeSpan,
} from './catchup.js';

// Catalogue §4 Catchup: "Catchup is available only for past programmes within
// catchup_duration_total minutes of their start, when catchup_enabled is set."
const MINUTE = 60_000;
const now = Date.parse('2026-11-25T12:00:00Z');
const ago = (minutes: number) => now - minutes * MINUTE;
const weekly = { catchup_enabled: true, catchup_duration_total: 10_080 };
const off = { catchup_enabled: false, catchup_duration_total: 10_080 };

describe('catchupWindow (now less catchup_duration_total minutes, up to now)', () => {
  it('spans the 10080 minutes of catch-up back from now', () => {
    expect(catchupWindow(weekly, now)).toEqual({ start: ago(10_080), end: now });
    expect(catchupReachMinutes(weekly)).toBe(10_080);
  });

  it('is empty when catchup_enabled is not set, or the duration is 0', () => {
    expect(catchupWindow(off, now)).toEqual({ start: now, end: now });
    expect(catchupReachMinutes(off)).toBe(0);
    expect(catchupReachMinutes({ catchup_enabled: true, catchup_duration_total: 0 })).toBe(0);
  });
});

describe('isCatchupAvailable (catch-up only within catchup_duration_total minutes of the start)', () => {
  // A programme from 10:00 to 11:00 (Unix seconds), on a channel keeping 3 days (4320 minutes).
  const start = Date.UTC(2026, 10, 20, 10, 0) / 1000;
  const programme = programmeSpan({ start_timestamp: start, end_timestamp: start + 3600 });
  const channel = { catchup_enabled: true, catchup_duration_total: 4320 };
  const at = (minutesAfterStart: number) => (start + minutesAfterStart * 60) * 1000;

  it('is available once the programme is over, up to 4320 minutes after its start', () => {
    expect(isCatchupAvailable(channel, programme, at(60))).toBe(true);
    expect(isCatchupAvailable(channel, programme, at(4320))).toBe(true);
  });

  it('is not available 4321 minutes after the start', () => {
    expect(isCatchupAvailable(channel, programme, at(4321))).toBe(false);
  });

  it('is not available while the programme airs, nor before it starts', () => {
    expect(isCatchupAvailable(channel, programme, at(59))).toBe(false);
    expect(isCatchupAvailable(channel, programme, at(-5))).toBe(false);
  });

  it('is never available when catchup_enabled is not set', () => {
    const disabled = { ...channel, catchup_enabled: false };
    expect(isCatchupAvailable(disabled, programme, at(90))).toBe(false);
  });

  it('counts from the start, so a window shorter than the programme offers nothing', () => {
    const halfHour = { catchup_enabled: true, catchup_duration_total: 30 };
    expect(isCatchupAvailable(halfHour, programme, at(61))).toBe(false);
  });

  it('reads a programme as the API sends it, Unix seconds, in epoch ms', () => {
    expect(programme).toEqual({ start: start * 1000, end: (start + 3600) * 1000 });
  });
});

describe('isMomentInCatchup (the same rule for one moment of the timeline)', () => {
  it('holds a moment that aired up to 10080 minutes ago, and no earlier one', () => {
    expect(isMomentInCatchup(weekly, ago(10_080), now)).toBe(true);
    expect(isMomentInCatchup(weekly, ago(1), now)).toBe(true);
    expect(isMomentInCatchup(weekly, ago(10_081), now)).toBe(false);
  });

  it('holds no moment that has not aired, and none when catchup_enabled is not set', () => {
    expect(isMomentInCatchup(weekly, now, now)).toBe(false);
    expect(isMomentInCatchup(off, ago(5), now)).toBe(false);
  });
});
