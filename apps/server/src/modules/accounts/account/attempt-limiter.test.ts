import { describe, expect, it } from 'vitest';
import {
  LOGIN_PER_ADDRESS,
  LOGIN_PER_IDENTIFIER,
  PIN_CHECKS,
  waitAfter,
} from './attempt-limiter.js';

describe('waitAfter', () => {
  it('lets 4 failures pass, then waits 30 s and doubles up to 15 minutes', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) =>
      waitAfter(n, LOGIN_PER_IDENTIFIER),
    );
    expect(waits.map((ms) => ms / 1000)).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
    expect(waitAfter(10_000, LOGIN_PER_IDENTIFIER)).toBe(15 * 60_000);
  });

  it('gives an address more room than one account, and PINs the same as logins', () => {
    expect(waitAfter(19, LOGIN_PER_ADDRESS)).toBe(0);
    expect(waitAfter(20, LOGIN_PER_ADDRESS)).toBe(30_000);
    expect(PIN_CHECKS.maxFailures).toBe(5);
  });
});
