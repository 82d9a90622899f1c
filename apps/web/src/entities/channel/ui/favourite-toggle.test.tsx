import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InfiniteData } from '@tanstack/react-query';
import type { Channel, List } from '@marquee/contract';
import { channelPage, makeChannel } from '@/test/channel-fixtures';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { channelKeys } from '../api/channel-keys';
import { FavouriteToggle } from './favourite-toggle';

const news = makeChannel({ id: 4, title: 'News 24', favorite: false });
const sport = makeChannel({ id: 9, title: 'Sport', favorite: true });

const gridKey = channelKeys.list({ limit: 40 });
const searchKey = channelKeys.list({ title: 'ne', limit: 20 });

/** The channel list, a search, the favourites and the channel itself, all cached. */
function renderWithCaches(channel: Channel, answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  const view = renderRoutes([{ path: '/', element: <FavouriteToggle channel={channel} /> }]);
  const { queryClient } = view;
  queryClient.setQueryData<InfiniteData<List<Channel>>>(gridKey, {
    pages: [channelPage([news]), channelPage([sport])],
    pageParams: [1, 2],
  });
  queryClient.setQueryData<List<Channel>>(searchKey, channelPage([news]));
  queryClient.setQueryData<Channel[]>(channelKeys.favourites(), [sport]);
  queryClient.setQueryData<Channel>(channelKeys.detail(news.id), news);
  return { ...view, fetchMock };
}

const flags = (data: unknown) =>
  JSON.stringify(data)
    .match(/"id":4,[^}]*?"favorite":(true|false)/g)
    ?.map((entry) => entry.endsWith('true'));

describe('FavouriteToggle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a toggle button pressed while the channel is a favourite', () => {
    renderWithCaches(sport, () => envelopeResponse({ status: 1, data: {} }));
    expect(screen.getByRole('button', { name: 'Favourite Sport' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('flips the flag of the channel with that id in every cached list and adds it to the favourites', async () => {
    const { queryClient, fetchMock } = renderWithCaches(news, () =>
      envelopeResponse({ status: 1, data: { channel_id: 4, favorite: true } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favourite News 24' }));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe('/api/channels/toggle-favorite');
    expect(JSON.parse(init?.body as string)).toEqual({ channel_id: 4 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(flags(queryClient.getQueryData(gridKey))).toEqual([true]);
    expect(flags(queryClient.getQueryData(searchKey))).toEqual([true]);
    expect(queryClient.getQueryData<Channel>(channelKeys.detail(4))?.favorite).toBe(true);
    expect(
      queryClient.getQueryData<Channel[]>(channelKeys.favourites())?.map((channel) => channel.id),
    ).toEqual([4, 9]);
    // The other channel is left as it was.
    expect(queryClient.getQueryData<InfiniteData<List<Channel>>>(gridKey)?.pages[1]).toEqual(
      channelPage([sport]),
    );
  });

  it('takes an unfavourited channel out of the favourites', async () => {
    const { queryClient } = renderWithCaches(sport, () =>
      envelopeResponse({ status: 1, data: { channel_id: 9, favorite: false } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Sport' }));
    await waitFor(() => expect(queryClient.getQueryData(channelKeys.favourites())).toEqual([]));
    expect(
      queryClient.getQueryData<InfiniteData<List<Channel>>>(gridKey)?.pages[1]?.items[0]?.favorite,
    ).toBe(false);
  });

  it('puts the flag back when the server refuses', async () => {
    const { queryClient } = renderWithCaches(news, () =>
      envelopeResponse({ status: 0, message: 'Not found' }, 404),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favourite News 24' }));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(flags(queryClient.getQueryData(gridKey))).toEqual([false]);
    expect(
      queryClient.getQueryData<Channel[]>(channelKeys.favourites())?.map((channel) => channel.id),
    ).toEqual([9]);
  });
});
