import { describe, expect, it } from 'vitest';
import { formatIdList, idFilter, parseIdList, readSearchParams, toggleId } from './search-params';

describe('search page parameters', () => {
  it('reads comma-separated ids, dropping anything that is not a positive whole number', () => {
    expect(parseIdList('4,7')).toEqual([4, 7]);
    expect(parseIdList('4, x,4,-1,0,2.5,99999999999')).toEqual([4]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList(null)).toEqual([]);
  });

  it('writes ids back, or nothing for none', () => {
    expect(formatIdList([3, 1])).toBe('3,1');
    expect(formatIdList([])).toBeNull();
    expect(idFilter([])).toBeUndefined();
    expect(idFilter([2])).toEqual([2]);
  });

  it('reads q, genres and show-types, with odd values as no filter', () => {
    const params = new URLSearchParams('q=%20harbour%20&genres=2,abc&show-types=%3Cb%3E');
    expect(readSearchParams(params)).toEqual({ text: 'harbour', genres: [2], showTypes: [] });
    expect(readSearchParams(new URLSearchParams(''))).toEqual({
      text: '',
      genres: [],
      showTypes: [],
    });
  });

  it('toggles an id in and out of a filter', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2], 1)).toEqual([2]);
  });
});
