import { describe, expect, it } from 'vitest';
import { isCatchupAvailable } from './catchup';

// A programme from 10:00 to 11:00 (Unix seconds), on a channel keeping 3 days (4320 minutes).
const start = Date.UTC(2026, 10, 20, 10, 0) / 1000;
const programme = { start_timestamp: start, end_timestamp: start + 3600 };
const channel = { catchup_enabled: true, catchup_duration_total: 4320 };
const at = (minutesAfterStart: number) => (start + minutesAfterStart * 60) * 1000;

describe('isCatchupAvailable (catch-up within catchup_duration_total minutes of the start)', () => {
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
});
