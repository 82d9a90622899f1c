import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './schedule-time';

describe('the schedule fields', () => {
  it('read back the moment they were given', () => {
    const moment = new Date(2026, 11, 1, 8, 30).toISOString();
    expect(toLocalInput(moment)).toBe('2026-12-01T08:30');
    expect(fromLocalInput('2026-12-01T08:30')).toBe(moment);
  });

  it('leave an empty bound empty, and a value that is no date as typed', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('soon')).toBe('soon');
  });
});
