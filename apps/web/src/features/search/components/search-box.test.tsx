import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { configurationKeys } from '@/entities/configuration';
import { makeChannel } from '@/test/channel-fixtures';
import { makeConfiguration, makeShow } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useSearchStore } from '../stores/search-store';
import {
  makeMovies,
  searchCalls,
  searchFetch,
  type SearchServer,
} from '../testing/search-fixtures';
import { SearchBox, preloadSearchCombobox } from './search-box';

function Where() {
  const location = useLocation() as { pathname: string; search: string; state: unknown };
  return (
    <p>
      at {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

const harbour: SearchServer = {
  movies: () => ({ items: makeMovies(4), count: 23 }),
  tvShows: () => ({
    items: [makeShow({ id: 40, title: 'Harbour Stories', year: 2000 })],
    count: 3,
  }),
};

function renderBox(server: SearchServer = harbour, modules = {}) {
  const fetchMock = searchFetch(server);
  vi.stubGlobal('fetch', fetchMock);
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <SearchBox />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    '/',
  );
  view.queryClient.setQueryData(
    configurationKeys.configuration(),
    makeConfiguration({ channels: false, ...modules }),
  );
  return { ...view, fetchMock };
}

/** Moves the fake clock on, then lets the answers of the fetch stand-in come in. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

function openAndType(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  const input = screen.getByRole('combobox', { name: 'Search' });
  fireEvent.input(input, { target: { value: text } });
  return input;
}

describe('SearchBox', () => {
  // The open box's code loads apart (on idle); here it is in before the first click.
  beforeAll(() => preloadSearchCombobox());

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useSearchStore.setState({ text: '', openedAt: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens from the icon and focuses its input after 200 ms', async () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox', { name: 'Search' });
    await advance(199);
    expect(input).not.toHaveFocus();
    await advance(1);
    expect(input).toHaveFocus();
  });

  it('names what it searches by the active modules', () => {
    renderBox(harbour, { vod: true, channels: false });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByPlaceholderText('Search movies and TV shows')).toBeInTheDocument();
  });

  it('asks for channels too when both modules are on', () => {
    renderBox(harbour, { vod: true, channels: true });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByPlaceholderText('Search movies, TV shows and channels')).toBeInTheDocument();
  });

  it('searches no titles when only channels are on', async () => {
    const { fetchMock } = renderBox(harbour, { vod: false, channels: true });
    openAndType('harb');
    expect(screen.getByPlaceholderText('Search channels')).toBeInTheDocument();
    await advance(1000);
    expect(searchCalls(fetchMock)).toEqual([]);
  });

  it('shows matching channels in the dropdown and opens a chosen one in its player', async () => {
    renderBox(
      { ...harbour, channels: () => ({ items: [makeChannel({ id: 4, title: 'Harbour TV' })] }) },
      { vod: true, channels: true },
    );
    openAndType('harbour tv');
    await advance(500);
    const option = screen.getByRole('option', { name: /Harbour TV/ });
    expect(option).toHaveTextContent('Channel');
    expect(screen.getByRole('option', { name: /View all/ })).toHaveTextContent(
      'View all 27 results',
    );
    fireEvent.click(option);
    expect(screen.getByText(/at \/channels\/4 \{"channel":\{"id":4/)).toBeInTheDocument();
  });

  it('does not search below 2 characters', async () => {
    const { fetchMock } = renderBox();
    openAndType('h');
    await advance(1000);
    expect(searchCalls(fetchMock)).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches films and shows 500 ms after the last keystroke', async () => {
    const { fetchMock } = renderBox();
    const input = openAndType('ha');
    await advance(300);
    fireEvent.input(input, { target: { value: 'harb' } });
    await advance(499);
    expect(searchCalls(fetchMock)).toEqual([]);
    await advance(1);
    const calls = searchCalls(fetchMock);
    expect(calls).toHaveLength(2);
    expect(calls).toContain('/api/vods/list?limit=20&filter[title]=harb&filter[type][all]=true');
    expect(calls).toContain('/api/multi-event-vods/list?limit=20&filter[title]=harb');
  });

  it('shows at most 5 results and "View all N results"', async () => {
    renderBox();
    openAndType('harb');
    await advance(500);
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options.slice(0, 5).map((option) => option.textContent)).toEqual([
      'Harbour 12000Movie',
      'Harbour 22001Movie',
      'Harbour 32002Movie',
      'Harbour 42003Movie',
      'Harbour Stories2000TV show',
    ]);
    expect(options[5]).toHaveTextContent('View all 26 results');
    fireEvent.click(options[5]!);
    expect(screen.getByText(/at \/search\?q=harb/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('opens a chosen result with the item in the navigation state, and closes', async () => {
    renderBox();
    openAndType('harb');
    await advance(500);
    fireEvent.click(screen.getByRole('option', { name: /Harbour Stories/ }));
    expect(screen.getByText(/at \/tv-shows\/40 \{"item":\{"id":40/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    renderBox();
    const input = openAndType('harb');
    await advance(500);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: /Harbour 2/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: /View all/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(/at \/movies\/1 /)).toBeInTheDocument();
  });

  it('closes the dropdown with Escape, then the box, giving focus back to the icon', async () => {
    renderBox();
    const input = openAndType('harb');
    await advance(500);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('closes the dropdown on a click outside and opens it again on focus', async () => {
    renderBox();
    const input = openAndType('harb');
    await advance(500);
    fireEvent.pointerDown(document.body);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a route change and keeps the text for next time', async () => {
    const { router } = renderBox();
    openAndType('harb');
    await advance(500);
    await act(() => router.navigate('/movies'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('combobox')).toHaveValue('harb');
  });

  it('goes to every result on Enter with no row highlighted', () => {
    renderBox();
    const input = openAndType('harb');
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByText(/at \/search\?q=harb/)).toBeInTheDocument();
  });

  it('clears the text with the clear button', () => {
    renderBox();
    const input = openAndType('harb');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('shows a loader while fetching that stops after 4 s', async () => {
    renderBox({ movies: () => 'hang', tvShows: () => 'hang' });
    openAndType('harb');
    expect(screen.getByRole('status', { name: 'Searching…' })).toBeInTheDocument();
    await advance(3999);
    expect(screen.getByRole('status', { name: 'Searching…' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('status', { name: 'Searching…' })).not.toBeInTheDocument();
  });

  it('stops the loader when the results arrive', async () => {
    renderBox();
    openAndType('harb');
    expect(screen.getByRole('status', { name: 'Searching…' })).toBeInTheDocument();
    await advance(500);
    expect(screen.queryByRole('status', { name: 'Searching…' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });

  it('says so when nothing matches, with the text', async () => {
    renderBox({ movies: () => ({ items: [] }), tvShows: () => ({ items: [] }) });
    openAndType('zzqx');
    await advance(500);
    expect(screen.getByText('No results for “zzqx”')).toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    renderBox({ movies: () => 'fail', tvShows: () => 'fail' });
    openAndType('harb');
    await advance(500);
    expect(screen.getByText(/Search isn't available right now/)).toBeInTheDocument();
  });
});
