import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Channel, HighlightedContentItem, List, Modules } from '@marquee/contract';
import { channelPage, makeChannel, makeChannels } from '@/test/channel-fixtures';
import {
  envelopeResponse,
  listOf,
  makeConfiguration,
  makeMovie,
  makeShow,
  urlOf,
} from '@/test/fixtures';
import { layOutCarousel } from '@/entities/title-card/ui/testing/lay-out-carousel';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderRoutes } from '@/test/render';
import { FAILED_LIST_RETRY_MS, homeLists } from '../api/home-lists';
import type * as HomeRows from '../lib/home-rows';
import type { HomeRowDefinition } from '../lib/home-rows';
import { HomePage } from './home-page';

/** Rows a test plugs into HOME_ROWS, after the spec's. */
const pluggedRows = vi.hoisted(() => [] as HomeRowDefinition[]);
vi.mock('../lib/home-rows', async (original) => {
  const module = await original<typeof HomeRows>();
  return {
    ...module,
    get HOME_ROWS() {
      return [...module.HOME_ROWS, ...pluggedRows];
    },
  };
});

const slide: HighlightedContentItem = {
  id: 1,
  type: 0,
  model_id: 11,
  title: 'Falling Letter',
  description: '',
  image: '/media/art/slide-1.svg',
  model: null,
};

/** The first screen's calls (slider, continue watching, recommended films), the others below. */
type Call = 'first' | 'below' | 'ads';

const fetchMock = vi.fn<typeof fetch>();
const held: (() => void)[] = [];
const calls = (kind: Call) =>
  fetchMock.mock.calls.filter(([url, init]) => kindOf(url, init) === kind);

function kindOf(url: RequestInfo | URL, init: RequestInit | undefined): Call | null {
  const path = urlOf(url);
  if (path.startsWith('/api/ads/list')) return 'ads';
  if (path.startsWith('/api/vods/recommended')) {
    return (JSON.parse(init?.body as string) as { type: number }).type === 0 ? 'first' : 'below';
  }
  if (path.startsWith('/api/highlighted-content') || path.startsWith('/api/vods/get-continue'))
    return 'first';
  if (path.startsWith('/api/vods/list') || path.startsWith('/api/multi-event-vods/list'))
    return 'below';
  return null;
}

/** What the live TV calls answer in a test that sets it; otherwise they fail. */
const live: {
  modules?: Partial<Modules>;
  favourites?: Channel[];
  channels?: (url: URL) => List<Channel>;
} = {};

function answer(url: RequestInfo | URL, init: RequestInit | undefined) {
  const path = urlOf(url);
  if (path.startsWith('/api/composer/configuration'))
    return { status: 1, data: makeConfiguration(live.modules) };
  if (path.startsWith('/api/channels/favorites') && live.favourites)
    return { status: 1, data: live.favourites };
  if (path.startsWith('/api/channels/list') && live.channels)
    return { status: 1, data: live.channels(new URL(path, 'http://marquee')) };
  if (path.startsWith('/api/ads/list')) return { status: 1, data: [] };
  if (path.startsWith('/api/highlighted-content')) return { status: 1, data: [slide] };
  if (path.startsWith('/api/multi-event-vods/list'))
    return { status: 1, data: listOf([makeShow()]) };
  if (path.startsWith('/api/vods/list')) return { status: 1, data: listOf([makeMovie({ id: 9 })]) };
  const below = kindOf(url, init) === 'below';
  return { status: 1, data: listOf([below ? makeShow({ id: 9 }) : makeMovie()]) };
}

/** Serves the API, holding back the calls of `hold` until `release`. */
function serve(hold: Call | null = null) {
  fetchMock.mockImplementation((url, init) => {
    const response = () => envelopeResponse(answer(url, init));
    if (hold === null || kindOf(url, init) !== hold) return Promise.resolve(response());
    return new Promise((resolve) => held.push(() => resolve(response())));
  });
}
const release = () => held.splice(0).forEach((resolve) => resolve());

const rows = () => screen.queryAllByTestId(/^row-/).map((row) => row.dataset.testid);

describe('HomePage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    pluggedRows.length = 0;
    for (const key of Object.keys(live)) delete live[key as keyof typeof live];
  });

  it('draws a row added to HOME_ROWS after the others, without a change to the page', async () => {
    serve();
    pluggedRows.push({
      id: 'trending-movies',
      title: 'home.trendingMovies',
      list: homeLists.trendingMovies,
      baseRoute: '/movies',
    });
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    // The first render of the file also loads the page's modules: allow for a busy machine.
    await waitFor(() => expect(rows().at(-1)).toBe('row-trending-movies'), { timeout: 3000 });
    expect(rows()).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Trending movies' })).toBeInTheDocument();
  });

  it('says "Content unavailable" when every catalogue row is empty, whatever is being watched', async () => {
    fetchMock.mockImplementation((url, init) => {
      const path = urlOf(url);
      const catalogueList =
        path.startsWith('/api/vods/recommended') ||
        path.startsWith('/api/vods/list') ||
        path.startsWith('/api/multi-event-vods/list');
      return Promise.resolve(
        envelopeResponse(catalogueList ? { status: 1, data: listOf([]) } : answer(url, init)),
      );
    });
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    expect(await screen.findByText('Content unavailable')).toBeInTheDocument();
    expect(rows()).toEqual(['row-continue-watching']);
  });

  it('asks for the rows below the first screen once its lists have come', async () => {
    serve('first');
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    await waitFor(() => expect(calls('first')).toHaveLength(3));
    expect(calls('below')).toHaveLength(0);
    release();
    await waitFor(() => expect(calls('below')).toHaveLength(3));
  });

  it('draws the first screen while the rows below load, and the banner after them', async () => {
    serve('below');
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    await screen.findByTestId('highlighted-slider');
    await waitFor(() =>
      expect(rows()).toEqual(['row-continue-watching', 'row-recommended-movies']),
    );
    expect(calls('ads')).toHaveLength(0);
    release();
    await waitFor(() =>
      expect(rows()).toEqual([
        'row-continue-watching',
        'row-recommended-movies',
        'row-recommended-tv-shows',
        'row-movie-new-releases',
        'row-tv-show-new-releases',
      ]),
    );
    await waitFor(() => expect(calls('ads')).toHaveLength(1));
  });

  it('shows no row for a list whose call failed, and shows it once the call recovers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let continueWatchingFails = true;
    fetchMock.mockImplementation((url, init) => {
      if (urlOf(url).startsWith('/api/vods/get-continue') && continueWatchingFails) {
        return Promise.resolve(new Response('', { status: 503 }));
      }
      return Promise.resolve(envelopeResponse(answer(url, init)));
    });
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    await waitFor(() =>
      expect(rows()).toEqual([
        'row-recommended-movies',
        'row-recommended-tv-shows',
        'row-movie-new-releases',
        'row-tv-show-new-releases',
      ]),
    );
    continueWatchingFails = false;
    vi.advanceTimersByTime(FAILED_LIST_RETRY_MS);
    await waitFor(() => expect(rows()[0]).toBe('row-continue-watching'));
  });

  it('asks for 15 new-release movies and 10 recommended TV shows (catalogue §9)', async () => {
    serve();
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    await waitFor(() => expect(calls('below')).toHaveLength(3));
    const recommendedShows = fetchMock.mock.calls
      .filter(([url]) => urlOf(url).startsWith('/api/vods/recommended'))
      .map(([, init]) => JSON.parse(init?.body as string) as { type: number; limit: number })
      .find((body) => body.type === 2);
    expect(recommendedShows?.limit).toBe(10);
    const newMovies = fetchMock.mock.calls
      .map(([url]) => new URL(urlOf(url), 'http://marquee'))
      .find((url) => url.pathname === '/api/vods/list');
    expect(newMovies?.searchParams.get('limit')).toBe('15');
    expect(newMovies?.searchParams.get('sort[created]')).toBe('desc');
  });

  it('draws the favourite channels 3rd and the live TV row 4th, with cards leading to the channel', async () => {
    serve();
    live.favourites = [makeChannel({ id: 5, title: 'Arte', favorite: true })];
    live.channels = () => channelPage(makeChannels([1, 2, 3]), { count: 3 });
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    await waitFor(() =>
      expect(rows()).toEqual([
        'row-continue-watching',
        'row-favourite-channels',
        'row-live-tv',
        'row-recommended-movies',
        'row-recommended-tv-shows',
        'row-movie-new-releases',
        'row-tv-show-new-releases',
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Favourite channels' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Arte/ })).toHaveAttribute('href', '/channels/5');
    expect(screen.getByRole('link', { name: /Channel 2/ })).toHaveAttribute('href', '/channels/2');
    const liveCall = fetchMock.mock.calls
      .map(([url]) => new URL(urlOf(url), 'http://marquee'))
      .find((url) => url.pathname === '/api/channels/list');
    expect(liveCall?.searchParams.get('limit')).toBe('40');
    expect(liveCall?.searchParams.get('config[enable_favorites]')).toBe('1');
  });

  it('draws no favourites row while there are none, and no channel row without the channels module', async () => {
    serve();
    live.favourites = [];
    live.channels = () => channelPage(makeChannels([1, 2]));
    const { unmount } = renderRoutes([{ path: '/', element: <HomePage /> }]);
    await waitFor(() => expect(rows()).toContain('row-live-tv'));
    expect(rows()).not.toContain('row-favourite-channels');
    unmount();

    live.modules = { channels: false };
    live.favourites = [makeChannel({ id: 5, favorite: true })];
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    await waitFor(() => expect(rows()).toContain('row-tv-show-new-releases'));
    expect(rows()).not.toContain('row-favourite-channels');
    expect(rows()).not.toContain('row-live-tv');
  });

  it('loops the live TV row above 8 channels (catalogue §9), not at 8', async () => {
    serve();
    live.channels = () => channelPage(makeChannels([1, 2, 3, 4, 5, 6, 7, 8]));
    const { unmount } = renderRoutes([{ path: '/', element: <HomePage /> }]);
    let row = await screen.findByTestId('row-live-tv');
    await waitFor(() => expect(within(row).getAllByTestId('channel-card')).toHaveLength(8));
    // 5 cards in view: a row that does not loop starts with Previous off; a looping one can go
    // round at once.
    layOutCarousel(within(row).getByRole('list'), { view: 1000, step: 200 });
    expect(within(row).getByRole('button', { name: 'Previous' })).toBeDisabled();
    unmount();

    live.channels = () => channelPage(makeChannels([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    row = await screen.findByTestId('row-live-tv');
    await waitFor(() => expect(within(row).getAllByTestId('channel-card')).toHaveLength(9));
    layOutCarousel(within(row).getByRole('list'), { view: 1000, step: 200 });
    expect(within(row).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('adds 100 channels to the live TV row as its last card comes into view', async () => {
    serve();
    const observer = stubIntersectionObserver();
    const all = Array.from({ length: 150 }, (_, index) => index + 1);
    live.channels = (url) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return channelPage(makeChannels(all.slice((page - 1) * limit, page * limit)), {
        page,
        count: 150,
      });
    };
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    const row = await screen.findByTestId('row-live-tv');
    await waitFor(() => expect(within(row).getAllByTestId('channel-card')).toHaveLength(40));
    observer.reveal();
    await waitFor(() => expect(within(row).getAllByTestId('channel-card')).toHaveLength(100));
    const liveCalls = fetchMock.mock.calls
      .map(([url]) => decodeURIComponent(urlOf(url)))
      .filter((url) => url.startsWith('/api/channels/list'));
    expect(liveCalls).toEqual([
      '/api/channels/list?page=1&limit=40&config[enable_favorites]=1',
      '/api/channels/list?page=1&limit=100&config[enable_favorites]=1',
    ]);
  });
});
