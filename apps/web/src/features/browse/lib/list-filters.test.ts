import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  hasActiveFilters,
  panelFilterCount,
  parseListSearch,
  toListSearch,
  toggleId,
} from './list-filters';

const movies = { yearFilter: true, currentYear: 2026 };
const tvShows = { yearFilter: false, currentYear: 2026 };

describe('parseListSearch', () => {
  it('reads genres, page, year and show-types', () => {
    expect(parseListSearch('?genres=3,5&page=2&year=1990-1999&show-types=1', movies)).toEqual({
      filters: { genres: [3, 5], showTypes: [1], year: { from: 1990, to: 1999 }, page: 2 },
      ignored: [],
    });
  });

  it('gives page 1 and no filters for an empty query', () => {
    expect(parseListSearch('', movies)).toEqual({ filters: NO_FILTERS, ignored: [] });
    expect(parseListSearch('?genres=&year=&page=', movies).ignored).toEqual([]);
  });

  it('drops a page that is not a whole number of 1 or more', () => {
    for (const page of ['abc', '0', '-2', '1.5', '2e3']) {
      const parsed = parseListSearch(`?page=${page}`, movies);
      expect(parsed.filters.page).toBe(1);
      expect(parsed.ignored).toEqual(['page']);
    }
  });

  it('drops a year range that is malformed, backwards or outside 1900..current year', () => {
    for (const year of ['3000-1', '1999-1990', '1850-1900', '2000-2027', '1990', 'abc']) {
      const parsed = parseListSearch(`?year=${year}`, movies);
      expect(parsed.filters.year).toBeNull();
      expect(parsed.ignored).toEqual(['year']);
    }
  });

  it('reads 1900..current year as no year filter', () => {
    expect(parseListSearch('?year=1900-2026', movies)).toEqual({
      filters: NO_FILTERS,
      ignored: [],
    });
  });

  it('ignores a year on TV shows, which have no year filter', () => {
    const parsed = parseListSearch('?year=1990-1999&genres=4', tvShows);
    expect(parsed.filters).toEqual({ ...NO_FILTERS, genres: [4] });
    expect(parsed.ignored).toEqual(['year']);
  });

  it('keeps the good ids of a list, once each, and drops the rest', () => {
    const parsed = parseListSearch('?genres=x,3,,3,7.5,4&show-types=abc', movies);
    expect(parsed.filters.genres).toEqual([3, 4]);
    expect(parsed.filters.showTypes).toEqual([]);
    expect(parsed.ignored).toEqual(['genres', 'show-types']);
  });

  it('reads encoded commas as commas', () => {
    expect(parseListSearch('?genres=3%2C5', movies).filters.genres).toEqual([3, 5]);
  });

  it('drops ids that do not exist once the genres and show types are known', () => {
    const parsed = parseListSearch('?genres=3,99&show-types=2', {
      ...movies,
      knownGenres: new Set([3, 4]),
      knownShowTypes: new Set([1, 2]),
    });
    expect(parsed.filters.genres).toEqual([3]);
    expect(parsed.filters.showTypes).toEqual([2]);
    expect(parsed.ignored).toEqual(['genres']);
  });
});

describe('toListSearch', () => {
  it('writes comma-separated ids, the range and the page', () => {
    expect(
      toListSearch({ genres: [3, 5], showTypes: [1, 2], year: { from: 1990, to: 1999 }, page: 2 }),
    ).toBe('genres=3,5&year=1990-1999&show-types=1,2&page=2');
  });

  it('leaves out page 1 and empty filters', () => {
    expect(toListSearch(NO_FILTERS)).toBe('');
    expect(toListSearch({ ...NO_FILTERS, genres: [8] })).toBe('genres=8');
  });

  it('reads back what it writes', () => {
    const filters = { genres: [2], showTypes: [4], year: { from: 1950, to: 1960 }, page: 3 };
    expect(parseListSearch(toListSearch(filters), movies).filters).toEqual(filters);
  });
});

describe('filter helpers', () => {
  it('toggles an id in and out', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('tells whether filters are set and counts the panel ones', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, genres: [1] })).toBe(true);
    const filters = { ...NO_FILTERS, showTypes: [1, 2], year: { from: 1990, to: 1999 } };
    expect(panelFilterCount(filters)).toBe(3);
  });
});
