import { describe, expect, it } from 'vitest';
import { GUIDE_WINDOW_MAX_SECONDS } from '@marquee/contract';
import { channelStripWindow } from './guide-window';

const noon = new Date(2026, 10, 20, 12, 0).getTime();
const midnight = new Date(2026, 10, 20, 0, 0).getTime() / 1000;
const nextMidnight = new Date(2026, 10, 21, 0, 0).getTime() / 1000;

describe('channelStripWindow (today and the catch-up window before it)', () => {
  it('is today alone without catch-up', () => {
    expect(channelStripWindow(0, noon)).toEqual({ start: midnight, end: nextMidnight });
  });

  it('reaches back 1440 minutes before midnight for a one-day catch-up', () => {
    expect(channelStripWindow(1440, noon)).toEqual({
      start: midnight - 1440 * 60,
      end: nextMidnight,
    });
  });

  it('never asks for more than the 8 days one guide call allows', () => {
    const { start, end } = channelStripWindow(30 * 1440, noon);
    expect(end - start).toBe(GUIDE_WINDOW_MAX_SECONDS);
  });
});
