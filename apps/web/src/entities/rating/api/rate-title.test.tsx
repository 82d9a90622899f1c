import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ItemType, type VodItem } from '@marquee/contract';
import { envelopeResponse, makeMovie, urlOf } from '@/test/fixtures';
import { titleKeys } from '@/entities/title';
import { track } from '@/entities/analytics';
import { i18n, loadLanguage } from '@/shared/i18n/i18n';
import { notify } from '@/shared/ui/notify';
import { rateTitle, useRateTitle } from './rate-title';

vi.mock('@/entities/analytics/api/analytics', () => ({ track: vi.fn() }));
vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const rated = (message?: string) =>
  envelopeResponse({ status: 1, message, data: { rating: 4, rate_average: 7.5, rate_count: 3 } });

let client: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

describe('rateTitle: the rating path /{id}/{rating}', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(rated()));
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a film', '/api/vods/rate/3/4', ItemType.movie],
    ['an episode', '/api/vods/rate/3/4', ItemType.episode],
    ['a TV show (video type 2)', '/api/multi-event-vods/rate/3/4', ItemType.show],
  ])('rates %s at %s', async (_, path, videoType) => {
    const answer = await rateTitle({ id: 3, rating: 4, videoType });
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe(path);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(answer.data).toEqual({ rating: 4, rate_average: 7.5, rate_count: 3 });
  });
});

describe('useRateTitle', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(notify).mockClear();
    vi.mocked(track).mockClear();
    client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  });
  afterEach(() => vi.unstubAllGlobals());

  const rate = async (videoType: ItemType, onRated = vi.fn()) => {
    const { result } = renderHook(() => useRateTitle(onRated), { wrapper });
    act(() => result.current.mutate({ id: 3, rating: 4, videoType, title: 'The Long Night' }));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    return onRated;
  };

  it('says "Item successfully rated" and records movie_rate for a film', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(rated('Item successfully rated')));
    const onRated = await rate(ItemType.movie);
    expect(notify).toHaveBeenCalledWith('success', 'Item successfully rated');
    expect(track).toHaveBeenCalledWith('movie_rate', { id: 3, title: 'The Long Night', rating: 4 });
    expect(onRated).toHaveBeenCalledWith(
      { rating: 4, rate_average: 7.5, rate_count: 3 },
      expect.objectContaining({ id: 3 }),
    );
  });

  it.each([
    ['a film', ItemType.movie, titleKeys.movie(3)],
    ['an episode', ItemType.episode, titleKeys.episode(3)],
    ['a TV show', ItemType.show, titleKeys.tvShow(3)],
  ])(
    'shows the new average on the cached details of %s, wherever it was rated',
    async (_, videoType, key) => {
      client.setQueryData(key, makeMovie({ id: 3, rate: { rate_average: 5, rate_count: 1 } }));
      fetchMock.mockImplementation(() => Promise.resolve(rated()));
      await rate(videoType);
      expect(client.getQueryData<VodItem>(key)?.rate).toEqual({ rate_average: 7.5, rate_count: 3 });
    },
  );

  it('records rate_episode for an episode, and says so without a server message', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(rated()));
    await rate(ItemType.episode);
    expect(notify).toHaveBeenCalledWith('success', 'Item successfully rated');
    expect(track).toHaveBeenCalledWith('rate_episode', expect.objectContaining({ id: 3 }));
  });

  it('shows "Item already rated" as an error, in the interface language', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        envelopeResponse(
          { status: 0, message: 'Item already rated', notice: { key: 'alreadyRated' } },
          409,
        ),
      ),
    );
    await rate(ItemType.show);
    expect(notify).toHaveBeenCalledWith('error', 'Item already rated');
    expect(track).not.toHaveBeenCalled();
    await loadLanguage('pt');
    try {
      await rate(ItemType.movie);
      expect(notify).toHaveBeenLastCalledWith('error', 'Este título já foi classificado');
    } finally {
      await loadLanguage('en');
    }
  });

  it('says "Request failed" when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await rate(ItemType.movie);
    expect(notify).toHaveBeenCalledWith('error', 'Request failed');
  });
});
