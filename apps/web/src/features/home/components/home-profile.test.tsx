import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  envelopeResponse,
  listOf,
  makeConfiguration,
  makeMovie,
  makeShow,
  urlOf,
} from '@/test/fixtures';
import { CatalogueViewerContext, type CatalogueViewer } from '@/entities/title-card';
import { renderRoutes } from '@/test/render';
import { HomePage } from './home-page';

const saved = [
  makeShow({ id: 12, title: 'Saved show' }),
  makeMovie({ id: 44, title: 'Saved film' }),
];

/** The API of a home whose My List holds `myList`; the ads' calls are counted. */
function serve(myList: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = urlOf(input);
    const data = path.startsWith('/api/composer/configuration')
      ? makeConfiguration({ channels: false })
      : path.startsWith('/api/account/my-list')
        ? myList
        : path.startsWith('/api/ads/list') || path.startsWith('/api/highlighted-content')
          ? []
          : path.startsWith('/api/multi-event-vods/list')
            ? listOf([makeShow()])
            : listOf([makeMovie()]);
    return Promise.resolve(envelopeResponse({ status: 1, data }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHome(viewer: CatalogueViewer) {
  return renderRoutes([
    {
      path: '/',
      element: (
        <CatalogueViewerContext value={viewer}>
          <HomePage />
        </CatalogueViewerContext>
      ),
    },
  ]);
}

const rows = () => screen.queryAllByTestId(/^row-/).map((row) => row.dataset.testid);
const ALL_ROWS = [
  'row-continue-watching',
  'row-my-list',
  'row-recommended-movies',
  'row-recommended-tv-shows',
  'row-movie-new-releases',
  'row-tv-show-new-releases',
];

describe('Home as the viewing profile sees it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws My List right after Continue watching, latest added first', async () => {
    serve(saved);
    renderHome({ subscriptionExpired: false, myList: true });
    await waitFor(() => expect(rows()).toEqual(ALL_ROWS), { timeout: 3000 });
    const row = screen.getByTestId('row-my-list');
    expect(screen.getByRole('heading', { name: 'My List' })).toBeInTheDocument();
    expect(
      Array.from(row.querySelectorAll('[data-testid="title-card"]'), (card) =>
        card.getAttribute('href'),
      ),
    ).toEqual(['/tv-shows/12', '/play/movie/44']);
  });

  it('leaves the row out while My List is empty', async () => {
    serve([]);
    renderHome({ subscriptionExpired: false, myList: true });
    await waitFor(() => expect(rows()).toEqual(ALL_ROWS.filter((row) => row !== 'row-my-list')));
  });

  it('gives a kids profile bigger cards and no advert banner', async () => {
    const fetchMock = serve(saved);
    renderHome({ subscriptionExpired: false, myList: true, kids: true });
    await waitFor(() => expect(rows()).toEqual(ALL_ROWS));
    for (const row of screen.getAllByTestId(/^row-/)) {
      expect(row).toHaveAttribute('data-layout', 'kids');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.filter(([input]) => urlOf(input).startsWith('/api/ads'))).toEqual(
      [],
    );
  });

  it('shows the advert banner to everyone else, after the rows', async () => {
    const fetchMock = serve(saved);
    renderHome({ subscriptionExpired: false, myList: true });
    await waitFor(() => expect(rows()).toEqual(ALL_ROWS));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => urlOf(input).startsWith('/api/ads')),
      ).toHaveLength(1),
    );
    expect(screen.getByTestId('row-recommended-movies')).toHaveAttribute('data-layout', 'standard');
  });
});
