import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { GENRES_LIFETIME_MS, genreKeys, genresQueryOptions } from '..';

const fetchMock = vi.fn<typeof fetch>();
const drama = { id: 4, name: 'Drama' };

describe('genresQueryOptions: the one cache of the genres', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is keyed once, under the genre entity, and lives an hour, fresh all along', () => {
    const options = genresQueryOptions();
    expect(options.queryKey).toEqual(['genre', 'list']);
    expect(options.queryKey).toEqual(genreKeys.list());
    expect(GENRES_LIFETIME_MS).toBe(60 * 60_000);
    expect(options.staleTime).toBe(GENRES_LIFETIME_MS);
    expect(options.gcTime).toBe(GENRES_LIFETIME_MS);
  });

  it('asks GET /genres/list once however many screens want the genres', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 1, data: [drama] })),
    );
    const client = new QueryClient();
    const [first, second] = await Promise.all([
      client.fetchQuery(genresQueryOptions()),
      client.fetchQuery(genresQueryOptions()),
    ]);
    expect(first).toEqual([drama]);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/genres/list');
  });

  it('leaves a failure to the query, which the screens read as no genres', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 0, message: 'Request failed' })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(genresQueryOptions())).rejects.toThrow('Request failed');
  });
});
