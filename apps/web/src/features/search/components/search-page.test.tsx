import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { Modules } from '@marquee/contract';
import { configurationKeys } from '@/entities/configuration';
import { makeChannel } from '@/test/channel-fixtures';
import { makeConfiguration, makeMovie, makeShow } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useSearchStore } from '../stores/search-store';
import {
  channelSearchCalls,
  makeMovies,
  searchCalls,
  searchFetch,
  type SearchServer,
} from '../testing/search-fixtures';
import { SearchPage } from './search-page';

const genres = [
  { id: 1, name: 'Action' },
  { id: 2, name: 'Comedy' },
];
const showTypes = [
  { id: 1, name: 'Feature film' },
  { id: 2, name: 'Series' },
];

function Where() {
  const { search } = useLocation();
  return <output aria-label="query string">{search}</output>;
}

function renderPage(path: string, server: SearchServer, modules?: Partial<Modules>) {
  const fetchMock = searchFetch({ genres, showTypes, ...server });
  vi.stubGlobal('fetch', fetchMock);
  const element = (
    <>
      <SearchPage />
      <Where />
    </>
  );
  const view = renderRoutes([{ path: '/search', element }], path, (queryClient) => {
    if (modules)
      queryClient.setQueryData(configurationKeys.configuration(), makeConfiguration(modules));
  });
  return { ...view, fetchMock };
}

const harbour: SearchServer = {
  movies: () => ({
    items: [
      makeMovie({ id: 1, title: 'Harbour at Dawn' }),
      makeMovie({ id: 9, type: 1, title: 'Harbour Lights' }),
    ],
  }),
  tvShows: () => ({ items: [makeShow({ id: 40, title: 'Vell Harbour Nights' })] }),
};

describe('SearchPage', () => {
  beforeEach(() => useSearchStore.setState({ text: '', openedAt: null }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows "Results for" the text, with Movies and TV Shows sections', async () => {
    renderPage('/search?q=harb', harbour);
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “harb”' })).toBeVisible();
    const movies = await screen.findByRole('region', { name: 'Movies' });
    expect(within(movies).getByRole('link', { name: /Harbour at Dawn/ })).toHaveAttribute(
      'href',
      '/movies/1',
    );
    expect(within(movies).getByRole('link', { name: /Harbour Lights/ })).toHaveAttribute(
      'href',
      '/tv-shows/episode/9',
    );
    const shows = screen.getByRole('region', { name: 'TV Shows' });
    expect(within(shows).getByRole('link', { name: /Vell Harbour Nights/ })).toHaveAttribute(
      'href',
      '/tv-shows/40',
    );
    expect(screen.getByText('3 results')).toBeInTheDocument();
    expect(useSearchStore.getState().text).toBe('harb');
  });

  it('offers "View more" at 20 or more results and then fetches 200, with the genre filter', async () => {
    const { fetchMock } = renderPage('/search?q=harb&genres=2', {
      movies: (url) =>
        url.includes('limit=200')
          ? { items: makeMovies(23), count: 23 }
          : { items: makeMovies(20), count: 23 },
      tvShows: () => ({ items: [makeShow()], count: 19 }),
    });
    const movies = await screen.findByRole('region', { name: 'Movies' });
    expect(within(movies).getAllByRole('link')).toHaveLength(20);
    expect(
      within(screen.getByRole('region', { name: 'TV Shows' })).queryByRole('button', {
        name: 'View more',
      }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(movies).getByRole('button', { name: 'View more' }));
    await waitFor(() => expect(within(movies).getAllByRole('link')).toHaveLength(23));
    expect(searchCalls(fetchMock)).toContain(
      '/api/vods/list?limit=200&filter[title]=harb&filter[type][all]=true&filter[genre_id][0]=2',
    );
    expect(within(movies).queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });

  it('narrows every section by genre and show type through the query string', async () => {
    const { fetchMock } = renderPage('/search?q=harb', harbour);
    const genreFilter = await screen.findByRole('group', { name: 'Genres' });
    await userEvent.click(within(genreFilter).getByRole('button', { name: 'Comedy' }));
    expect(screen.getByLabelText('query string')).toHaveTextContent('?q=harb&genres=2');
    expect(within(genreFilter).getByRole('button', { name: 'Comedy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Formats' })).getByRole('button', {
        name: 'Series',
      }),
    );
    expect(screen.getByLabelText('query string')).toHaveTextContent(
      '?q=harb&genres=2&show-types=2',
    );
    await waitFor(() =>
      expect(searchCalls(fetchMock)).toContain(
        '/api/multi-event-vods/list?limit=20&filter[title]=harb&filter[genre_id][0]=2&filter[show_type_id][0]=2',
      ),
    );
    await userEvent.click(within(genreFilter).getByRole('button', { name: 'All' }));
    expect(screen.getByLabelText('query string')).toHaveTextContent('?q=harb&show-types=2');
  });

  it('shows the no-results message with the text and the suggestions', async () => {
    renderPage('/search?q=zzqx&genres=1', {
      movies: () => ({ items: [] }),
      tvShows: () => ({ items: [] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'No results for “zzqx”' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try different keywords, or check the spelling')).toBeVisible();
    expect(screen.getByText('Try searching for a movie or a series by its title')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('query string')).toHaveTextContent('?q=zzqx');
  });

  it('asks for at least 2 characters when the text is shorter, without searching', () => {
    const { fetchMock } = renderPage('/search?q=%20a%20', harbour);
    expect(screen.getByRole('heading', { name: 'Find something to watch' })).toBeVisible();
    expect(
      screen.getByText('Type at least 2 characters to search movies and series.'),
    ).toBeVisible();
    expect(searchCalls(fetchMock)).toEqual([]);
  });

  it('reads odd filters as no filter', async () => {
    const { fetchMock } = renderPage('/search?q=harb&genres=abc,-3&show-types=', harbour);
    await screen.findByRole('region', { name: 'Movies' });
    expect(searchCalls(fetchMock)).toContain(
      '/api/vods/list?limit=20&filter[title]=harb&filter[type][all]=true',
    );
  });

  it('says so when the search fails, and tries again', async () => {
    let fail = true;
    renderPage('/search?q=harb', {
      movies: () => (fail ? 'fail' : { items: [makeMovie({ title: 'Harbour at Dawn' })] }),
      tvShows: () => (fail ? 'fail' : { items: [] }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Search isn't available right now");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Harbour at Dawn/ })).toBeInTheDocument();
  });

  it('shows a Channels section with the channels whose title matches, with the channels module on', async () => {
    const { fetchMock } = renderPage(
      '/search?q=news',
      {
        movies: () => ({ items: [makeMovie({ id: 1, title: 'News of the World' })] }),
        tvShows: () => ({ items: [] }),
        channels: () => ({ items: [makeChannel({ id: 4, title: 'News 24' })], count: 1 }),
      },
      { vod: true, channels: true },
    );
    const channels = await screen.findByRole('region', { name: 'Channels' });
    expect(within(channels).getByRole('link', { name: /News 24/ })).toHaveAttribute(
      'href',
      '/channels/4',
    );
    expect(screen.getByRole('region', { name: 'Movies' })).toBeInTheDocument();
    expect(screen.getByText('2 results')).toBeInTheDocument();
    expect(channelSearchCalls(fetchMock)).toEqual([
      '/api/channels/list?page=1&limit=20&filter[title]=news&config[enable_favorites]=1',
    ]);
  });

  it('searches only channels when the vod module is off', async () => {
    const { fetchMock } = renderPage(
      '/search?q=news',
      { channels: () => ({ items: [makeChannel({ id: 4, title: 'News 24' })] }) },
      { vod: false, channels: true },
    );
    expect(await screen.findByRole('region', { name: 'Channels' })).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Movies' })).not.toBeInTheDocument();
  });

  it('searches no channels without the channels module', async () => {
    const { fetchMock } = renderPage('/search?q=harb', harbour, { vod: true, channels: false });
    await screen.findByRole('region', { name: 'Movies' });
    expect(channelSearchCalls(fetchMock)).toEqual([]);
  });
});
