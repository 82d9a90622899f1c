import { describe, expect, it } from 'vitest';
import { clockTime, progressLine } from './progress-line.js';

describe('progressLine', () => {
  it('draws the share done, the speed as a multiple of real time and the time left', () => {
    expect(
      progressLine('Sunrise Harbour (2019).mkv', { fraction: 0.42, speed: 3.14, secondsLeft: 48 }),
    ).toBe('[##########--------------]  42%  3.1x  0:48 left  Sunrise Harbour (2019).mkv');
  });

  it('draws a full bar at the end and leaves out a time left not known yet', () => {
    expect(progressLine('a.mp4', { fraction: 1, speed: 0, secondsLeft: null })).toBe(
      `[${'#'.repeat(24)}] 100%  0.0x  a.mp4`,
    );
  });
});

describe('clockTime', () => {
  it('shows minutes and seconds, and hours once there are any', () => {
    expect(clockTime(59.6)).toBe('1:00');
    expect(clockTime(3725)).toBe('1:02:05');
  });
});
