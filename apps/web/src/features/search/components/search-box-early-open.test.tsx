// A box opened before its code has loaded (no preload here, unlike search-box.test.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderRoutes } from '@/test/render';
import { useSearchStore } from '../stores/search-store';
import { searchFetch } from '../testing/search-fixtures';
import { SearchBox } from './search-box';

/** The box inside a parent that re-renders it on demand, as the signed-in shell does. */
function Shell() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <SearchBox />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchBox opened before its code came', () => {
  it('keeps the open box, and what is typed in it, when its parent renders again', async () => {
    vi.stubGlobal('fetch', searchFetch({ movies: () => ({ items: [], count: 0 }) }));
    useSearchStore.setState({ text: '', openedAt: null });
    renderRoutes([{ path: '*', element: <Shell /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.input(input, { target: { value: 'harb' } });

    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));

    expect(screen.getByRole('combobox', { name: 'Search' })).toBe(input);
    expect(input).toHaveValue('harb');
  });
});
