import { describe, expect, it } from 'vitest';
import { parseDetailsId } from './details-id';

describe('parseDetailsId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseDetailsId('12')).toBe(12);
  });

  it.each(['abc', '0', '-3', '1.5', '12abc', '', '99999999999', undefined])('refuses %s', (raw) => {
    expect(parseDetailsId(raw)).toBeNull();
  });
});
