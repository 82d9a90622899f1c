import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { track } from '@/entities/analytics';
import { notify } from '@/shared/ui/notify';
import { envelopeResponse, makeMovie, makeShow } from '@/test/fixtures';
import { makeEpisode } from '../testing/catalogue-fixtures';
import { callsTo, fakeCatalogueApi, listOf } from '../testing/fake-catalogue-api';
import { renderDetails } from '../testing/render-details';

vi.mock('@/entities/analytics/api/analytics', () => ({ track: vi.fn() }));
vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const newAverage = { rating: 4, rate_average: 7.5, rate_count: 3 };
const SUBMITTED = { timeout: 2000 };

async function rateWith(stars: string, title: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Rate' }));
  const dialog = await screen.findByRole('dialog', { name: `Rate ${title}` });
  expect(dialog).toHaveTextContent('Choose from 1 to 5 stars.');
  await user.click(within(dialog).getByRole('button', { name: stars }));
  return dialog;
}

describe('Rating from a details page (catalogue §4, Ratings)', () => {
  beforeEach(() => {
    vi.mocked(track).mockClear();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('rates a film at /vods/rate/{id}/{rating} 0.8 s after the click and shows the new average', async () => {
    const fetchMock = fakeCatalogueApi({
      '/vods/list': () => listOf([makeMovie({ rate: { rate_average: 4, rate_count: 2 } })]),
      '/vods/similar': () => listOf([]),
      '/vods/rate/3/4': () =>
        envelopeResponse({ status: 1, message: 'Item successfully rated', data: newAverage }),
    });
    renderDetails('/movies/3');
    await rateWith('4 stars', 'The Long Night');
    // Not at the click: the stars wait 0.8 s.
    expect(callsTo(fetchMock, '/vods/rate')).toEqual([]);
    await waitFor(
      () => expect(notify).toHaveBeenCalledWith('success', 'Item successfully rated'),
      SUBMITTED,
    );
    expect(callsTo(fetchMock, '/vods/rate')).toEqual(['/api/vods/rate/3/4']);
    expect(track).toHaveBeenCalledWith('movie_rate', {
      id: 3,
      title: 'The Long Night',
      rating: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('average-rating')).toHaveTextContent('7.5');
  });

  it('says "Item already rated" when the film was rated before', async () => {
    fakeCatalogueApi({
      '/vods/list': () => listOf([makeMovie()]),
      '/vods/similar': () => listOf([]),
      '/vods/rate/3/2': () => envelopeResponse({ status: 0, message: 'Item already rated' }, 409),
    });
    renderDetails('/movies/3');
    await rateWith('2 stars', 'The Long Night');
    await waitFor(
      () => expect(notify).toHaveBeenCalledWith('error', 'Item already rated'),
      SUBMITTED,
    );
    expect(track).not.toHaveBeenCalledWith('movie_rate', expect.anything());
  });

  it('rates an episode at /vods/rate/{id}/{rating} and records rate_episode', async () => {
    const fetchMock = fakeCatalogueApi({
      '/vods/list': ({ query }) => listOf(query.get('filter[id]') ? [makeEpisode()] : []),
      '/multi-event-vods/list': () => listOf([makeShow()]),
      '/vods/rate/284/5': () => ({ ...newAverage, rating: 5 }),
    });
    renderDetails('/tv-shows/episode/284');
    await rateWith('5 stars', 'The Horizon');
    await waitFor(
      () =>
        expect(track).toHaveBeenCalledWith('rate_episode', expect.objectContaining({ id: 284 })),
      SUBMITTED,
    );
    expect(callsTo(fetchMock, '/vods/rate')).toEqual(['/api/vods/rate/284/5']);
    expect(notify).toHaveBeenCalledWith('success', 'Item successfully rated');
  });

  it('rates a TV show with video type 2 at /multi-event-vods/rate/{id}/{rating}', async () => {
    const fetchMock = fakeCatalogueApi({
      '/multi-event-vods/list': () => listOf([makeShow()]),
      '/vods/list': () => listOf([]),
      '/multi-event-vods/rate/6/3': () => ({ ...newAverage, rating: 3 }),
    });
    renderDetails('/tv-shows/6');
    await rateWith('3 stars', 'The Brandts');
    await waitFor(
      () => expect(notify).toHaveBeenCalledWith('success', 'Item successfully rated'),
      SUBMITTED,
    );
    expect(callsTo(fetchMock, '/multi-event-vods/rate')).toEqual([
      '/api/multi-event-vods/rate/6/3',
    ]);
    expect(callsTo(fetchMock, '/vods/rate')).toEqual([]);
  });

  it('closes without rating on Close', async () => {
    const fetchMock = fakeCatalogueApi({
      '/vods/list': () => listOf([makeMovie()]),
      '/vods/similar': () => listOf([]),
    });
    renderDetails('/movies/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rate' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/vods/rate')).toEqual([]);
  });
});
