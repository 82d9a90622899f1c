import { describe, expect, it } from 'vitest';
import {
  YEAR_FILTER_FROM,
  formatYearRange,
  isWholeYearRange,
  isYearRangeValid,
  yearChoices,
} from './year-range';

describe('the year filter range', () => {
  it('runs from 1900 to the current year', () => {
    expect(YEAR_FILTER_FROM).toBe(1900);
    const years = yearChoices(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });

  it('accepts a range inside 1900..current year that runs forwards', () => {
    expect(isYearRangeValid({ from: 1990, to: 1999 }, 2026)).toBe(true);
    expect(isYearRangeValid({ from: 1900, to: 2026 }, 2026)).toBe(true);
    expect(isYearRangeValid({ from: 2000, to: 2000 }, 2026)).toBe(true);
  });

  it('refuses a range before 1900, after the current year, or running backwards', () => {
    expect(isYearRangeValid({ from: 1899, to: 1950 }, 2026)).toBe(false);
    expect(isYearRangeValid({ from: 2000, to: 2027 }, 2026)).toBe(false);
    expect(isYearRangeValid({ from: 1999, to: 1990 }, 2026)).toBe(false);
  });

  it('treats 1900..current year as no filter', () => {
    expect(isWholeYearRange({ from: 1900, to: 2026 }, 2026)).toBe(true);
    expect(isWholeYearRange({ from: 1901, to: 2026 }, 2026)).toBe(false);
  });

  it('writes a range as from-to', () => {
    expect(formatYearRange({ from: 1990, to: 1999 })).toBe('1990-1999');
  });
});
