import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { envelopeResponse, makeMovie, makeShow } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { MyListPage } from './my-list-page';

function serve(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answer())),
  );
}

const renderPage = () => renderRoutes([{ path: '/my-list', element: <MyListPage /> }], '/my-list');

describe('/my-list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the profile's films and shows as a grid, latest added first, to their pages", async () => {
    serve(() =>
      envelopeResponse({
        status: 1,
        data: [makeShow({ id: 6, title: 'The Brandts' }), makeMovie({ id: 3, title: 'Harbour' })],
      }),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'My List', level: 1 })).toBeInTheDocument();
    const grid = await screen.findByTestId('my-list-grid');
    const cards = within(grid).getAllByTestId('title-card');
    const shown = cards.map((card) => [
      within(card).getByRole('heading').textContent,
      card.getAttribute('href'),
    ]);
    expect(shown).toEqual([
      ['The Brandts', '/tv-shows/6'],
      ['Harbour', '/movies/3'],
    ]);
  });

  it('says the list is empty, and how to fill it', async () => {
    serve(() => envelopeResponse({ status: 1, data: [] }));
    renderPage();
    expect(await screen.findByText('Your list is empty.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Add films and shows with the My List button on a title, and find them here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the list cannot be read', async () => {
    serve(() => envelopeResponse({ status: 0, message: 'Request failed' }, 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load My List.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
