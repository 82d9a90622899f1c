import { describe, expect, it } from 'vitest';
import { momentLink, momentPlan, parseAt } from './moment-link';

const now = Date.parse('2026-11-25T12:00:00Z');
const weekly = { catchup_enabled: true, catchup_duration_total: 10_080 };

describe('parseAt', () => {
  it('reads ISO 8601 dates and times, with or without an offset', () => {
    expect(parseAt('2026-11-25T10:30:00Z')).toEqual({ kind: 'moment', at: now - 90 * 60_000 });
    expect(parseAt('2026-11-25T10:30:00.500Z')).toEqual({
      kind: 'moment',
      at: now - 90 * 60_000 + 500,
    });
    expect(parseAt('2026-11-25T11:30+01:00')).toEqual({ kind: 'moment', at: now - 90 * 60_000 });
    expect(parseAt('2026-11-25T10:30:00-0000')).toEqual({ kind: 'moment', at: now - 90 * 60_000 });
    expect(parseAt('2026-11-25')).toEqual({ kind: 'moment', at: Date.parse('2026-11-25') });
  });

  it('tells a missing value from one that is not a date', () => {
    expect(parseAt(null)).toEqual({ kind: 'none' });
    for (const bad of ['', 'yesterday', '1', '1732530000', '2026-13-45T10:00Z', '25/11/2026']) {
      expect(parseAt(bad), bad).toEqual({ kind: 'invalid' });
    }
  });
});

describe('momentPlan', () => {
  it('plays live for now, the future and within 10 s of now', () => {
    expect(momentPlan(weekly, now + 3_600_000, now)).toEqual({ kind: 'live' });
    expect(momentPlan(weekly, now - 9_000, now)).toEqual({ kind: 'live' });
  });

  it('plays from a moment of the 7-day window, a minute inside it at its very start', () => {
    expect(momentPlan(weekly, now - 3_600_000, now)).toEqual({
      kind: 'catchup',
      from: now - 3_600_000,
    });
    const start = now - 10_080 * 60_000;
    expect(momentPlan(weekly, start, now)).toEqual({ kind: 'catchup', from: start + 60_000 });
  });

  it('plays live, saying why, before the window or without catch-up', () => {
    expect(momentPlan(weekly, now - 10_081 * 60_000, now)).toEqual({
      kind: 'live',
      refused: 'beforeWindow',
    });
    expect(momentPlan({ ...weekly, catchup_enabled: false }, now - 60_000, now)).toEqual({
      kind: 'live',
      refused: 'noCatchup',
    });
  });
});

describe('momentLink', () => {
  it('links the channel at the moment in UTC to the second, and reads back as it', () => {
    const link = momentLink('https://tv.example', 7, now - 1_234);
    expect(link).toBe('https://tv.example/channels/7?at=2026-11-25T11:59:58Z');
    expect(parseAt(new URL(link).searchParams.get('at'))).toEqual({
      kind: 'moment',
      at: now - 2_000,
    });
  });
});
