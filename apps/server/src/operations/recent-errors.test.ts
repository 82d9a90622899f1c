import { describe, expect, it } from 'vitest';
import { MINUTE } from '../clock.js';
import { createRecentErrors } from './recent-errors.js';

describe('the recent server errors', () => {
  it('count the errors of the last hour and forget older ones', () => {
    let at = Date.parse('2026-01-01T10:00:30Z');
    const errors = createRecentErrors(() => new Date(at));
    errors.add();
    errors.add();
    at += 30 * MINUTE;
    errors.add();
    expect(errors.lastHour()).toBe(3);
    at += 30 * MINUTE;
    expect(errors.lastHour()).toBe(1);
    at += 2 * 60 * MINUTE;
    errors.add();
    expect(errors.lastHour()).toBe(1);
  });
});
