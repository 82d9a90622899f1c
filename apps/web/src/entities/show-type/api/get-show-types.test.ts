import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { SHOW_TYPES_LIFETIME_MS, showTypeKeys, showTypesQueryOptions } from '..';

const fetchMock = vi.fn<typeof fetch>();
const series = { id: 2, name: 'Series' };

describe('showTypesQueryOptions: the one cache of the show types', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is keyed once, under the show-type entity, and lives an hour, fresh all along', () => {
    const options = showTypesQueryOptions();
    expect(options.queryKey).toEqual(['show-type', 'list']);
    expect(options.queryKey).toEqual(showTypeKeys.list());
    expect(SHOW_TYPES_LIFETIME_MS).toBe(60 * 60_000);
    expect(options.staleTime).toBe(SHOW_TYPES_LIFETIME_MS);
    expect(options.gcTime).toBe(SHOW_TYPES_LIFETIME_MS);
  });

  it('asks GET /show-types/list once however many screens want the show types', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 1, data: [series] })),
    );
    const client = new QueryClient();
    const [first, second] = await Promise.all([
      client.fetchQuery(showTypesQueryOptions()),
      client.fetchQuery(showTypesQueryOptions()),
    ]);
    expect(first).toEqual([series]);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/show-types/list');
  });

  it('leaves a failure to the query, which the screens read as no show types', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 0, message: 'Request failed' })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(showTypesQueryOptions())).rejects.toThrow('Request failed');
  });
});
