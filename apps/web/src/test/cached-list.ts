import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { envelopeResponse, urlOf } from './fixtures';

/** What `itCachesOnce` checks of an entity's list: its options, its path and one item. */
export interface CachedList<T, K extends QueryKey> {
  options: () => FetchQueryOptions<T[], Error, T[], K> & { gcTime?: number };
  key: K;
  lifetimeMs: number;
  path: string;
  item: T;
}

/**
 * The tests every catalogue list of one cache shares: its one key, a lifetime of `lifetimeMs`
 * (fresh and kept alike), one request however many screens ask, and a failure left to the
 * query (each screen then does without the list).
 */
export function itCachesOnce<T, K extends QueryKey>({
  options,
  key,
  lifetimeMs,
  path,
  item,
}: CachedList<T, K>) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has one key and one lifetime, fresh as long as it is kept', () => {
    expect(options().queryKey).toEqual(key);
    expect(options().staleTime).toBe(lifetimeMs);
    expect(options().gcTime).toBe(lifetimeMs);
  });

  it(`asks ${path} once however many screens want it`, async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 1, data: [item] })),
    );
    const client = new QueryClient();
    const [first, second] = await Promise.all([
      client.fetchQuery(options()),
      client.fetchQuery(options()),
    ]);
    expect(first).toEqual([item]);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe(path);
  });

  it('leaves a failure to the query', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 0, message: 'Request failed' })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(options())).rejects.toThrow('Request failed');
  });
}
