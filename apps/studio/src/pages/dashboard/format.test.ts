import { describe, expect, it } from 'vitest';
import { clockDuration } from './format';

describe('clockDuration', () => {
  it('writes minutes and seconds under an hour, hours beyond', () => {
    expect(clockDuration(0)).toBe('0:00');
    expect(clockDuration(95.4)).toBe('1:35');
    expect(clockDuration(3_725)).toBe('1:02:05');
  });
});
