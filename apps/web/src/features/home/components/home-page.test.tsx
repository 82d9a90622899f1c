import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { HighlightedContentItem } from '@marquee/contract';
import {
  envelopeResponse,
  listOf,
  makeConfiguration,
  makeMovie,
  makeShow,
  urlOf,
} from '@/test/fixtures';
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

function answer(url: RequestInfo | URL, init: RequestInit | undefined) {
  const path = urlOf(url);
  if (path.startsWith('/api/composer/configuration'))
    return { status: 1, data: makeConfiguration() };
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
    await waitFor(() => expect(rows().at(-1)).toBe('row-trending-movies'));
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
});
