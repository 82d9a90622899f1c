import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { channelPage, makeCategories, makeChannel, makeChannels } from '@/test/channel-fixtures';
import { urlOf } from '@/test/fixtures';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderRoutes } from '@/test/render';
import { parseCategoryRouteId } from '../lib/category-route';
import { channelListCalls, liveFetch, type LiveServer } from '../testing/live-fetch';
import { ChannelCategoriesPage } from './channel-categories-page';

function Page() {
  const { categoryID } = useParams();
  return <ChannelCategoriesPage categoryId={parseCategoryRouteId(categoryID)!} />;
}

function renderPage(path: string, server: LiveServer) {
  const fetchMock = liveFetch({ categories: makeCategories(), ...server });
  vi.stubGlobal('fetch', fetchMock);
  const observer = stubIntersectionObserver();
  const view = renderRoutes(
    [
      { path: '/channel-categories/:categoryID', element: <Page /> },
      { path: '/404', element: <p>Not found page</p> },
    ],
    path,
  );
  return { ...view, fetchMock, observer };
}

/** 90 channels, 40 a page: ids 1 to 90 in channel_number order. */
const ninety = (url: URL) => {
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const ids = Array.from({ length: 90 }, (_, index) => index + 1).slice(
    (page - 1) * limit,
    page * limit,
  );
  return channelPage(makeChannels(ids), { page, pageCount: Math.ceil(90 / limit), count: 90 });
};

const cards = () => screen.queryAllByTestId('channel-card');

describe('ChannelCategoriesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows All, Favourite channels and the categories, and every channel 40 a page linking to its player', async () => {
    const { fetchMock } = renderPage('/channel-categories/all', { channels: ninety });
    const slider = screen.getByRole('navigation', { name: 'Channel categories' });
    expect(within(slider).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(
      within(slider)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Favourite channels', 'News', 'Sport', 'Films']);
    expect(within(slider).queryByRole('button')).not.toBeInTheDocument();
    expect(channelListCalls(fetchMock)).toEqual([
      '/api/channels/list?page=1&limit=40&config[enable_favorites]=1',
    ]);
    expect(screen.getByRole('link', { name: /Channel 7/ })).toHaveAttribute('href', '/channels/7');
  });

  it('loads the next page as the last row comes into view, only while the pager has more and none is in flight', async () => {
    const { fetchMock, observer } = renderPage('/channel-categories/all', {
      channels: (url) => (url.searchParams.get('page') === '2' ? 'hang' : ninety(url)),
    });
    await waitFor(() => expect(cards()).toHaveLength(40));
    observer.reveal();
    await waitFor(() => expect(channelListCalls(fetchMock)).toHaveLength(2));
    expect(channelListCalls(fetchMock)[1]).toBe(
      '/api/channels/list?page=2&limit=40&config[enable_favorites]=1',
    );
    // Page 2 is in flight: reaching the end again asks for nothing.
    observer.reveal();
    observer.reveal();
    expect(channelListCalls(fetchMock)).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'Loading more channels…' })).toBeInTheDocument();
  });

  it('appends pages up to the pager count, then asks no more', async () => {
    const { fetchMock, observer } = renderPage('/channel-categories/all', { channels: ninety });
    await waitFor(() => expect(cards()).toHaveLength(40));
    observer.reveal();
    await waitFor(() => expect(cards()).toHaveLength(80));
    observer.reveal();
    await waitFor(() => expect(cards()).toHaveLength(90));
    observer.reveal();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(channelListCalls(fetchMock)).toHaveLength(3);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(
      Array.from({ length: 90 }, (_, index) => `Channel ${index + 1}`),
    );
  });

  it('asks 200 a page for a category, and reaches a sub-category beneath its parent', async () => {
    const { fetchMock } = renderPage('/channel-categories/12', {
      channels: () => channelPage(makeChannels([5, 6])),
    });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(channelListCalls(fetchMock)).toEqual([
      '/api/channels/list?page=1&limit=200&filter[category_id]=12&config[enable_favorites]=1',
    ]);
    const slider = screen.getByRole('navigation', { name: 'Channel categories' });
    expect(within(slider).getByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const news = screen.getByRole('navigation', { name: 'Categories in News' });
    expect(within(news).getByRole('link', { name: 'World' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(news).getByRole('link', { name: 'Local' })).toHaveAttribute(
      'href',
      '/channel-categories/11',
    );
  });

  it('names the channels by their category in an h2, between the page h1 and the cards h3s', async () => {
    renderPage('/channel-categories/12', { channels: () => channelPage(makeChannels([5, 6])) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    const results = screen.getByRole('region', { name: 'World' });
    expect(within(results).getByRole('heading', { level: 2, name: 'World' })).toBeInTheDocument();
    expect(within(results).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Live TV');
  });

  it('says "Live TV content unavailable" when there are no channels', async () => {
    renderPage('/channel-categories/2', { channels: () => channelPage([]) });
    expect(await screen.findByText('Live TV content unavailable')).toBeVisible();
  });

  it('shows 6 categories at a time and goes round without end above 6', async () => {
    const categories = Array.from({ length: 6 }, (_, index) => ({
      id: index + 1,
      name: `Category ${index + 1}`,
      children: [],
    }));
    renderPage('/channel-categories/all', { categories, channels: () => channelPage([]) });
    const slider = screen.getByRole('navigation', { name: 'Channel categories' });
    const names = () =>
      within(slider)
        .getAllByRole('link')
        .map((link) => link.textContent);
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(names()).toEqual([
      'All',
      'Favourite channels',
      ...[1, 2, 3, 4].map((n) => `Category ${n}`),
    ]);
    await userEvent.click(within(slider).getByRole('button', { name: 'Next categories' }));
    expect(names()).toEqual([
      'Category 5',
      'Category 6',
      'All',
      'Favourite channels',
      'Category 1',
      'Category 2',
    ]);
    await userEvent.click(within(slider).getByRole('button', { name: 'Previous categories' }));
    expect(names()).toEqual([
      'All',
      'Favourite channels',
      ...[1, 2, 3, 4].map((n) => `Category ${n}`),
    ]);
    await userEvent.click(within(slider).getByRole('button', { name: 'Previous categories' }));
    expect(names()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Category ${n}`));
  });

  it('sends an id the server does not know to the not-found page', async () => {
    renderPage('/channel-categories/77', { channels: () => channelPage([]) });
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('takes a channel unfavourited on the favourites page out of the grid', async () => {
    const favourites = [
      makeChannel({ id: 3, favorite: true }),
      makeChannel({ id: 8, favorite: true }),
    ];
    renderPage('/channel-categories/favorite_channels', { favourites });
    await waitFor(() => expect(cards()).toHaveLength(2));
    const toggle = screen.getByRole('button', { name: 'Favourite Channel 3' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Channel 8' })).toBeInTheDocument();
  });

  it('flips the favourite toggle of a channel in place on the grid', async () => {
    renderPage('/channel-categories/all', { channels: () => channelPage(makeChannels([1, 2])) });
    const toggle = await screen.findByRole('button', { name: 'Favourite Channel 2' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Favourite Channel 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cards()).toHaveLength(2);
  });

  it('splits the grid after 6 channels with the live_tv_box banner between the parts', async () => {
    const { fetchMock } = renderPage('/channel-categories/all', {
      channels: () => channelPage(makeChannels([1, 2, 3, 4, 5, 6, 7, 8, 9])),
      ads: [
        {
          mongo_id: 'ad-1',
          box_position: 'live_tv_box',
          ads_file: { original: '/media/ads/1.png' },
          target_url: null,
          title: 'Summer sports',
        },
      ],
    });
    const banner = await screen.findByTestId('ad-banner-live_tv_box');
    const [first, rest] = screen.getAllByTestId('channel-grid');
    expect(within(first!).getAllByTestId('channel-card')).toHaveLength(6);
    expect(within(rest!).getAllByTestId('channel-card')).toHaveLength(3);
    expect(first!.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(rest!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const adsCall = fetchMock.mock.calls
      .map(([input]) => decodeURIComponent(urlOf(input)))
      .find((url) => url.includes('/ads/list'));
    expect(adsCall).toContain('filter[box_position]=live_tv_box');
  });
});
