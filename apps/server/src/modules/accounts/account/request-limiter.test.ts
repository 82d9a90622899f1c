import { describe, expect, it } from 'vitest';
import {
  REGISTRATIONS_PER_ADDRESS,
  REGISTRATIONS_PER_EMAIL,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_EMAIL,
  minutesOf,
  secondsOverLimit,
} from './request-limiter.js';

const MINUTE = 60_000;
const start = new Date('2026-01-01T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('secondsOverLimit', () => {
  it('lets five registrations of one e-mail an hour through and holds the sixth to the hour', () => {
    expect(secondsOverLimit(5, start, later(10 * MINUTE), REGISTRATIONS_PER_EMAIL)).toBe(0);
    expect(secondsOverLimit(6, start, later(10 * MINUTE), REGISTRATIONS_PER_EMAIL)).toBe(3000);
    expect(secondsOverLimit(6, start, later(60 * MINUTE - 200), REGISTRATIONS_PER_EMAIL)).toBe(1);
  });

  it('gives a client address 20 requests an hour, and an e-mail 5, for both forms', () => {
    for (const policy of [REGISTRATIONS_PER_ADDRESS, RESET_REQUESTS_PER_ADDRESS]) {
      expect(secondsOverLimit(20, start, start, policy)).toBe(0);
      expect(secondsOverLimit(21, start, start, policy)).toBe(3600);
    }
    expect(secondsOverLimit(6, start, start, RESET_REQUESTS_PER_EMAIL)).toBe(3600);
  });
});

describe('minutesOf', () => {
  it('rounds a wait up to whole minutes', () => {
    expect([1, 60, 61, 3000, 3600].map(minutesOf)).toEqual([1, 1, 2, 50, 60]);
  });
});
