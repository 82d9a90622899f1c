import { describe, expect, it } from 'vitest';
import { itCachesOnce } from '@/test/cached-list';
import { SHOW_TYPES_LIFETIME_MS, showTypeKeys, showTypesQueryOptions } from '..';

describe('showTypesQueryOptions: the one cache of the show types', () => {
  it('lives an hour under the show-type entity', () => {
    expect(SHOW_TYPES_LIFETIME_MS).toBe(60 * 60_000);
    expect(showTypeKeys.list()).toEqual(['show-type', 'list']);
  });

  itCachesOnce({
    options: showTypesQueryOptions,
    key: showTypeKeys.list(),
    lifetimeMs: SHOW_TYPES_LIFETIME_MS,
    path: '/api/show-types/list',
    item: { id: 2, name: 'Series' },
  });
});
