import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeShow, urlOf } from '@/test/fixtures';
import {
  address,
  fetchMock,
  listCalls,
  movies,
  renderList,
  scrollIntoView,
  serve,
} from '../testing/browse-harness';

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
