import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { fetchMock, listCalls, movies, renderList, serve } from '../testing/browse-harness';

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
