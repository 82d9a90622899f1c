import { describe, expect, it } from 'vitest';
import { makeCategories } from '@/test/channel-fixtures';
import { findCategoryPath, parseCategoryRouteId } from './category-route';

describe('parseCategoryRouteId', () => {
  it('reads a number, "all" or "favorite_channels", and no id as "all"', () => {
    expect(parseCategoryRouteId('12')).toBe(12);
    expect(parseCategoryRouteId('all')).toBe('all');
    expect(parseCategoryRouteId('favorite_channels')).toBe('favorite_channels');
    expect(parseCategoryRouteId(undefined)).toBe('all');
  });

  it('reads anything else as no category', () => {
    for (const raw of ['0', '-3', '2.5', 'news', '1e3', '99999999999', ' 4', 'ALL']) {
      expect(parseCategoryRouteId(raw), raw).toBeNull();
    }
  });
});

describe('findCategoryPath', () => {
  it('finds a sub-category beneath its parent', () => {
    expect(findCategoryPath(makeCategories(), 12)?.map((category) => category.name)).toEqual([
      'News',
      'World',
    ]);
    expect(findCategoryPath(makeCategories(), 2)?.map((category) => category.name)).toEqual([
      'Sport',
    ]);
    expect(findCategoryPath(makeCategories(), 99)).toBeNull();
  });
});
