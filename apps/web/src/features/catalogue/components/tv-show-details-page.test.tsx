import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TvShow } from '@marquee/contract';
import { useSettingsStore } from '@/shared/settings/settings-store';
import { makeEpisode } from '../testing/catalogue-fixtures';
import { makeShow } from '@/test/fixtures';
import { callsTo, fakeCatalogueApi, listOf } from '../testing/fake-catalogue-api';
import { renderDetails } from '../testing/render-details';

const seasons: Record<string, ReturnType<typeof makeEpisode>[]> = {
  '6': [makeEpisode({ id: 277, title: 'Pilot', episode_number: 1, multi_event_vod_season_id: 6 })],
  '7': [
    makeEpisode({ id: 283, title: 'One Perfect Week', episode_number: 1 }),
    makeEpisode({ id: 284, title: 'The Horizon', episode_number: 2 }),
  ],
};

function serve(show: TvShow | null) {
  return fakeCatalogueApi({
    '/multi-event-vods/list': () => listOf(show ? [show] : []),
    '/vods/list': ({ query }) =>
      listOf(seasons[query.get('filter[multi_event_vod_season_id]') ?? ''] ?? []),
  });
}

describe('TvShowDetailsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSettingsStore.setState({ censorship: false });
  });

  it('fetches the show with its rating and shows its details and creators', async () => {
    const fetchMock = serve(makeShow());
    renderDetails('/tv-shows/6');
    expect(await screen.findByRole('heading', { name: 'The Brandts' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/multi-event-vods/list')[0]).toBe(
      '/api/multi-event-vods/list?filter[id]=6&config[enable_rate]=1',
    );
    expect(screen.getByText('8.1 / 10')).toBeInTheDocument();
    expect(screen.getByTestId('average-rating')).toHaveTextContent('8.0');
    expect(screen.getByText('Joana Moreau')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trailer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it("loads the first season's episodes and links each to its episode page", async () => {
    const fetchMock = serve(makeShow());
    renderDetails('/tv-shows/6');
    const row = await screen.findByTestId('season-episodes');
    expect(within(row).getByRole('button', { name: 'Season 1' })).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: /1\. Pilot/ })).toHaveAttribute(
      'href',
      '/tv-shows/episode/277',
    );
    expect(callsTo(fetchMock, '/vods/list')).toEqual([
      '/api/vods/list?filter[multi_event_vod_season_id]=6&filter[type]=1&sort[episode_number]=asc&limit=200',
    ]);
  });

  it('switches seasons from the picker and keeps each season cached', async () => {
    const fetchMock = serve(makeShow());
    renderDetails('/tv-shows/6');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Season 1' }));
    const menu = screen.getByRole('menu', { name: 'Seasons' });
    expect(screen.getByRole('button', { name: 'Season 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: /Season 2/ }));
    const row = await screen.findByTestId('season-episodes');
    expect(await within(row).findByRole('link', { name: /2\. The Horizon/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Season 2' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(within(row).getByRole('button', { name: 'Season 2' }));
    await user.click(screen.getByRole('menuitemradio', { name: /Season 1/ }));
    expect(await screen.findByRole('link', { name: /1\. Pilot/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/vods/list')).toHaveLength(2);
  });

  it('closes the season menu with Escape and with a click outside', async () => {
    serve(makeShow());
    renderDetails('/tv-shows/6');
    const user = userEvent.setup();
    const picker = await screen.findByRole('button', { name: 'Season 1' });
    await user.click(picker);
    expect(screen.getByRole('menuitemradio', { name: /Season 1/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: /Season 2/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(picker).toHaveFocus();
    await user.click(picker);
    await user.click(screen.getByRole('heading', { name: 'The Brandts' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('blurs the cover of a censored show when the censorship setting is on', async () => {
    useSettingsStore.setState({ censorship: true });
    serve(makeShow({ censorship_allowed: true }));
    renderDetails('/tv-shows/6');
    const cover = await screen.findByTestId('details-cover');
    expect(cover).toHaveAttribute('data-art', 'blurred');
    expect(cover).toHaveTextContent('Hidden by your censorship setting');
  });

  it('goes to /tv-shows when the show is missing or the id is not a number', async () => {
    serve(null);
    const missing = renderDetails('/tv-shows/999999');
    await waitFor(() => expect(missing.router.state.location.pathname).toBe('/tv-shows'));
    missing.unmount();
    const invalid = renderDetails('/tv-shows/nope');
    await waitFor(() => expect(invalid.router.state.location.pathname).toBe('/tv-shows'));
  });
});

describe('TvShowDetailsPage: parental PIN', () => {
  afterEach(() => vi.unstubAllGlobals());
  const locked = makeShow({ parental_rating: { code: 'R', require_pin: true } });

  it('asks for the PIN with no Cancel, and Back returns to /tv-shows', async () => {
    serve(locked);
    const { router } = renderDetails('/tv-shows/6', { before: ['/', '/trending'] });
    expect(await screen.findByRole('dialog', { name: 'Enter your parental PIN' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The Brandts' })).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tv-shows'));
  });

  it('leaves the PIN to a trailer opened on the page, and opens once the trailer records it', async () => {
    const withTrailer = { ...locked, trailer_source: { url: '/media/vod/trailer/master.m3u8' } };
    serve(withTrailer);
    const trailer = { item: withTrailer, originRoute: '/tv-shows/6' };
    const { router } = renderDetails('/tv-shows/6', { search: '?trailer', state: trailer });
    await waitFor(() => expect(router.state.location.search).toBe('?trailer'));
    expect(
      screen.queryByRole('dialog', { name: 'Enter your parental PIN' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The Brandts' })).not.toBeInTheDocument();
    await act(() =>
      router.navigate('/tv-shows/6?trailer', {
        replace: true,
        state: { ...trailer, pinEntered: true },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'The Brandts' })).toBeInTheDocument();
  });

  it('shows the show once the PIN is right; Back then works as usual', async () => {
    fakeCatalogueApi({
      '/multi-event-vods/list': () => listOf([locked]),
      '/vods/list': () => listOf([]),
      '/account/check-pin': ({ body }) => ({ ok: (body as { pin: string }).pin === '1234' }),
    });
    const { router } = renderDetails('/tv-shows/6', { before: ['/trending'] });
    await userEvent.type(await screen.findByLabelText('PIN'), '1234{Enter}');
    expect(await screen.findByRole('heading', { name: 'The Brandts' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trending'));
  });
});
