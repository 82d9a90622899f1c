import { describe, expect, it } from 'vitest';
import { itCachesOnce } from '@/test/cached-list';
import { GENRES_LIFETIME_MS, genreKeys, genresQueryOptions } from '..';

describe('genresQueryOptions: the one cache of the genres', () => {
  it('lives an hour under the genre entity', () => {
    expect(GENRES_LIFETIME_MS).toBe(60 * 60_000);
    expect(genreKeys.list()).toEqual(['genre', 'list']);
  });

  itCachesOnce({
    options: genresQueryOptions,
    key: genreKeys.list(),
    lifetimeMs: GENRES_LIFETIME_MS,
    path: '/api/genres/list',
    item: { id: 4, name: 'Drama' },
  });
});
