import { describe, expect, it } from 'vitest';
import { compareCodePoints } from './code-point-order.js';

describe('compareCodePoints', () => {
  it('puts characters beyond U+FFFF after every other character', () => {
    expect(compareCodePoints('𝔸', '\uffff')).toBeGreaterThan(0);
    expect(compareCodePoints('\ue000', '𝔸')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0);
    expect(compareCodePoints('same', 'same')).toBe(0);
  });
});
