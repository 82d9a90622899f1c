import { describe, expect, it } from 'vitest';
import { slidePageOf, trendingOrder } from './curation-service.js';

describe('slidePageOf', () => {
  it.each([
    [undefined, '/home'],
    ['/', '/home'],
    ['/home', '/home'],
    ['/home/', '/home'],
    ['/home?utm=x#top', '/home'],
    ['/movies', '/movies'],
  ])('reads %s as %s', (url, page) => {
    expect(slidePageOf(url)).toBe(page);
  });
});

describe('trendingOrder', () => {
  it('puts plays first, then the curated list, then the best rated, each once, up to the size', () => {
    expect(trendingOrder([7, 3], [3, 9], [1, 7, 9, 4, 5], 5)).toEqual([7, 3, 9, 1, 4]);
    expect(trendingOrder([], [], [2, 1], 100)).toEqual([2, 1]);
  });
});
