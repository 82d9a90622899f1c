import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { TvShow, VodItem } from '@marquee/contract';
import { envelopeResponse, makeConfiguration, makeMovie, makeShow, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { BrowsePage } from './browse-page';

const fetchMock = vi.fn<typeof fetch>();
const scrollIntoView = vi.fn();

const genres = [
  { id: 1, name: 'Action' },
  { id: 2, name: 'Comedy' },
  { id: 3, name: 'Drama' },
];
const showTypes = [
  { id: 1, name: 'Feature film' },
  { id: 2, name: 'Series' },
];

const movies = (count: number, first = 1) =>
  Array.from({ length: count }, (_, index) =>
    makeMovie({
      id: first + index,
      title: `Film ${first + index}`,
      cover: {
        preview_ar: null,
        medium_ar: `/posters/${first + index}.svg`,
        small_ar: null,
      },
    }),
  );

interface Answers {
  list?: (url: URL) => { items: (VodItem | TvShow)[]; pageCount: number; count?: number } | Error;
  ads?: unknown[];
  never?: boolean;
}

/** Answers the calls of the list page; `list` decides the film or show page by its address. */
function serve({ list = () => ({ items: movies(3), pageCount: 1 }), ads = [], never }: Answers) {
  fetchMock.mockImplementation((input) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const ok = (data: unknown) => Promise.resolve(envelopeResponse({ status: 1, data }));
    if (url.pathname.endsWith('/genres/list')) return ok(genres);
    if (url.pathname.endsWith('/show-types/list')) return ok(showTypes);
    if (url.pathname.endsWith('/composer/configuration/web')) return ok(makeConfiguration());
    if (url.pathname.endsWith('/ads/list')) return ok(ads);
    if (never) return new Promise<Response>(() => undefined);
    const answer = list(url);
    if (answer instanceof Error) {
      return Promise.resolve(envelopeResponse({ status: 0, message: 'Broken' }, 500));
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    return ok({
      items: answer.items,
      pager: { page, pageCount: answer.pageCount, count: answer.count ?? answer.items.length },
    });
  });
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => decodeURIComponent(urlOf(input)))
    .filter((url) => url.includes('/vods/list') || url.includes('/multi-event-vods/list'));

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function Details() {
  const { state } = useLocation() as { state: { item?: { title: string } } | null };
  return <p>details of {state?.item?.title}</p>;
}

function renderList(path = '/movies') {
  const page = (kind: 'movies' | 'tvShows') => (
    <>
      <BrowsePage kind={kind} />
      <Address />
    </>
  );
  return renderRoutes(
    [
      { path: '/movies', element: page('movies') },
      { path: '/tv-shows', element: page('tvShows') },
      { path: '/movies/:id', element: <Details /> },
    ],
    path,
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('BrowsePage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for 24 films of the address filters, newest first', async () => {
    serve({});
    renderList('/movies?genres=3,1&year=1990-1999&show-types=2&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0]).toBe(
      '/api/vods/list?filter[type]=0&filter[genre_id][0]=3&filter[genre_id][1]=1' +
        '&filter[show_type_id][0]=2&filter[year]=1990-1999&page=2&limit=24&sort[created]=desc',
    );
  });

  it('asks for 24 TV shows by genre and show type, with no year', async () => {
    serve({
      list: () => ({ items: [makeShow({ id: 40, title: 'Harbour Lights' })], pageCount: 1 }),
    });
    renderList('/tv-shows?genres=3&show-types=2');
    expect(await screen.findByText('Harbour Lights')).toBeInTheDocument();
    expect(listCalls()[0]).toBe(
      '/api/multi-event-vods/list?filter[genre_id][0]=3&filter[show_type_id][0]=2' +
        '&page=1&limit=24&sort[created]=desc',
    );
    expect(screen.queryByRole('group', { name: 'Year' })).not.toBeInTheDocument();
  });

  it('links each card to its details page and carries the item', async () => {
    serve({});
    renderList();
    const card = await screen.findByRole('link', { name: /Film 2/ });
    expect(card).toHaveAttribute('href', '/movies/2');
    await userEvent.click(card);
    expect(await screen.findByText('details of Film 2')).toBeInTheDocument();
  });

  it('filters by genre as a new history entry on page 1, and Back walks back', async () => {
    serve({ list: () => ({ items: movies(24), pageCount: 3, count: 60 }) });
    const { router } = renderList('/movies?page=2');
    const genreBar = await screen.findByRole('group', { name: 'Genres' });
    await userEvent.click(await within(genreBar).findByRole('button', { name: 'Drama' }));
    expect(address()).toBe('/movies?genres=3');
    expect(within(genreBar).getByRole('button', { name: 'Drama' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(genreBar).getByRole('button', { name: 'Action' }));
    expect(address()).toBe('/movies?genres=3,1');

    await act(() => router.navigate(-1));
    expect(address()).toBe('/movies?genres=3');
    await act(() => router.navigate(-1));
    expect(address()).toBe('/movies?page=2');
  });

  it('"All" clears every filter', async () => {
    serve({});
    renderList('/movies?genres=3&year=1990-1999&show-types=1');
    const genreBar = await screen.findByRole('group', { name: 'Genres' });
    await userEvent.click(within(genreBar).getByRole('button', { name: 'All' }));
    expect(address()).toBe('/movies');
  });

  it('opens the filter panel with its toggle and filters by show type and year', async () => {
    serve({});
    renderList();
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(await screen.findByRole('button', { name: 'Series' }));
    expect(address()).toBe('/movies?show-types=2');

    await userEvent.selectOptions(screen.getByLabelText('From'), '1990');
    expect(address()).toBe('/movies?year=1990-' + new Date().getFullYear() + '&show-types=2');
    await userEvent.selectOptions(screen.getByLabelText('To'), '1999');
    expect(address()).toBe('/movies?year=1990-1999&show-types=2');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('2');
  });

  it('keeps a backwards year range out of the address and says why', async () => {
    serve({});
    renderList('/movies?year=1990-1999');
    await userEvent.selectOptions(await screen.findByLabelText('From'), '2005');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The first year must not be after the second.',
    );
    expect(address()).toBe('/movies?year=1990-1999');
    await userEvent.selectOptions(screen.getByLabelText('To'), '2010');
    expect(address()).toBe('/movies?year=2005-2010');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "current/total" with Previous and Next only where they lead', async () => {
    serve({ list: () => ({ items: movies(24), pageCount: 3, count: 60 }) });
    renderList('/movies?genres=1&page=2');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByTestId('page-counter')).toHaveTextContent('2/3');
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(address()).toBe('/movies?genres=1&page=3');
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));

    const last = await screen.findByRole('navigation', { name: 'Pages' });
    await waitFor(() => expect(within(last).getByTestId('page-counter')).toHaveTextContent('3/3'));
    expect(within(last).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(within(last).getByRole('button', { name: 'Previous' }));
    expect(address()).toBe('/movies?genres=1&page=2');
  });

  it('hides the pager when there is one page', async () => {
    serve({ list: () => ({ items: movies(5), pageCount: 1 }) });
    renderList();
    expect(await screen.findByText('Film 5')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByText('5 titles')).toBeInTheDocument();
  });

  it('says "Content unavailable" for no results, with a way to clear the filters', async () => {
    serve({ list: () => ({ items: [], pageCount: 0 }) });
    renderList('/movies?year=1900-1910');
    const message = await screen.findByTestId('list-message');
    expect(message).toHaveTextContent('Content unavailable');
    await userEvent.click(within(message).getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('/movies');
  });

  it('reads a failed call as an empty list, says it could not load and retries', async () => {
    let fail = true;
    serve({ list: () => (fail ? new Error('down') : { items: movies(2), pageCount: 1 }) });
    renderList();
    expect(await screen.findByText('Content unavailable')).toBeInTheDocument();
    expect(screen.getByText('The titles could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Film 2')).toBeInTheDocument();
  });

  it('ignores what the address holds that it does not understand, and says so', async () => {
    serve({});
    renderList('/movies?page=abc&year=3000-1&genres=x');
    expect(
      await screen.findByText('Some filters in the address were not understood and were ignored.'),
    ).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Film 1')).toBeInTheDocument();
    expect(listCalls()[0]).toBe('/api/vods/list?filter[type]=0&page=1&limit=24&sort[created]=desc');
  });

  it('drops genre ids that do not exist once the genres are known', async () => {
    serve({});
    renderList('/movies?genres=3,99');
    expect(
      await screen.findByText('Some filters in the address were not understood and were ignored.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(listCalls().at(-1)).toContain('filter[genre_id][0]=3&page=1'));
    expect(listCalls().at(-1)).not.toContain('99');
  });

  it('splits the grid after 6 cards with the movies_box banner between the parts', async () => {
    const banner = {
      mongo_id: 'ad-1',
      box_position: 'movies_box',
      ads_file: { original: '/ads/1.svg' },
      target_url: null,
      title: 'Summer sale',
    };
    serve({ list: () => ({ items: movies(10), pageCount: 1 }), ads: [banner] });
    renderList();
    const advert = await screen.findByTestId('ad-banner-movies_box');
    const grids = screen.getAllByTestId('title-grid');
    expect(grids).toHaveLength(2);
    expect(within(grids[0]!).getAllByTestId('title-card')).toHaveLength(6);
    expect(within(grids[1]!).getAllByTestId('title-card')).toHaveLength(4);
    expect(grids[0]!.nextElementSibling).toBe(advert);
    expect(
      decodeURIComponent(
        urlOf(fetchMock.mock.calls.find(([input]) => urlOf(input).includes('/ads/list'))![0]),
      ),
    ).toContain('filter[box_position]=movies_box');
  });

  it('keeps one grid when there is no banner', async () => {
    serve({ list: () => ({ items: movies(10), pageCount: 1 }) });
    renderList();
    expect(await screen.findByText('Film 10')).toBeInTheDocument();
    expect(screen.getAllByTestId('title-grid')).toHaveLength(1);
  });
});

describe('BrowsePage timing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('hides the movie loader after 3000 ms even without an answer', async () => {
    serve({ never: true });
    renderList('/movies');
    await advance(2999);
    expect(screen.getByTestId('list-loader')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByTestId('list-loader')).not.toBeInTheDocument();
    expect(screen.getByText(/taking longer than usual/)).toBeInTheDocument();
  });

  it('hides the TV show loader after 4000 ms even without an answer', async () => {
    serve({ never: true });
    renderList('/tv-shows');
    await advance(3999);
    expect(screen.getByTestId('list-loader')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByTestId('list-loader')).not.toBeInTheDocument();
  });

  it('fetches the next page and its posters 2000 ms after a page shows', async () => {
    const loaded: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        decoding = '';
        set src(url: string) {
          loaded.push(url);
        }
      },
    );
    serve({
      list: (url) => {
        const page = Number(url.searchParams.get('page'));
        return { items: movies(24, (page - 1) * 24 + 1), pageCount: 3, count: 60 };
      },
    });
    renderList('/movies');
    await advance(0);
    expect(screen.getByText('Film 1')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);

    await advance(1999);
    expect(listCalls()).toHaveLength(1);
    await advance(1);
    expect(listCalls()).toHaveLength(2);
    expect(listCalls()[1]).toContain('page=2&limit=24');
    expect(loaded).toHaveLength(24);
    expect(loaded[0]).toBe('/posters/25.svg');
  });

  it('does not prefetch past the last page', async () => {
    serve({ list: () => ({ items: movies(3), pageCount: 1 }) });
    renderList('/movies');
    await advance(0);
    await advance(5000);
    expect(listCalls()).toHaveLength(1);
  });
});
