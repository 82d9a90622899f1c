import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useParams } from 'react-router';
import { envelopeResponse, makeMovie, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { MovieDetailsPage } from './movie-details-page';

const fetchMock = vi.fn<typeof fetch>();

function Details() {
  const { id } = useParams();
  return <MovieDetailsPage id={Number(id)} />;
}

function NotFound() {
  const { state } = useLocation() as { state: unknown };
  return <p>not found {JSON.stringify(state)}</p>;
}

const listOf = (items: unknown[]) =>
  envelopeResponse({
    status: 1,
    data: { items, pager: { page: 1, pageCount: 1, count: items.length } },
  });

function renderDetails(path = '/movies/3') {
  return renderRoutes(
    [
      { path: '/movies/:id', element: <Details /> },
      { path: '/404', element: <NotFound /> },
    ],
    path,
  );
}

describe('MovieDetailsPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the film with its rating and shows its details', async () => {
    fetchMock.mockResolvedValue(listOf([makeMovie()]));
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'The Long Night' })).toBeInTheDocument();
    expect(decodeURIComponent(urlOf(fetchMock.mock.calls[0]![0]))).toBe(
      '/api/vods/list?filter[id]=3&config[enable_rate]=1',
    );
    expect(screen.getByText('104 min')).toBeInTheDocument();
    expect(screen.getByText('7.4 / 10')).toBeInTheDocument();
    expect(screen.getByText('M/12')).toBeInTheDocument();
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
  });

  it('adds ?play and carries the item, the origin and pinEntered=false', async () => {
    fetchMock.mockResolvedValue(listOf([makeMovie()]));
    const { router } = renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(router.state.location.pathname).toBe('/movies/3');
    expect(router.state.location.search).toBe('?play');
    expect(router.state.location.state).toMatchObject({
      item: { id: 3 },
      originRoute: '/movies/3',
      pinEntered: false,
    });
  });

  it('goes to /404, marked as coming from an error, when nothing comes back', async () => {
    fetchMock.mockResolvedValue(listOf([]));
    const { router } = renderDetails();
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(screen.getByText('not found {"fromErrorPage":true}')).toBeInTheDocument();
  });

  it('goes to /404 for an id that is not a number', async () => {
    const { router } = renderDetails('/movies/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
