import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VodItem } from '@marquee/contract';
import { track } from '@/entities/analytics';
import { makeEpisode } from '../testing/catalogue-fixtures';
import { makeShow } from '@/test/fixtures';
import { callsTo, fakeCatalogueApi, listOf } from '../testing/fake-catalogue-api';
import { renderDetails } from '../testing/render-details';

vi.mock('@/entities/analytics/api/analytics', () => ({ track: vi.fn() }));

const seasonTwo = [
  makeEpisode({ id: 283, title: 'One Perfect Week', episode_number: 1 }),
  makeEpisode(),
  makeEpisode({ id: 285, title: 'The Carnival', episode_number: 3 }),
];

function serve(episode: VodItem | null) {
  return fakeCatalogueApi({
    '/vods/list': ({ query }) => {
      const id = Number(query.get('filter[id]'));
      if (id) return listOf([episode, ...seasonTwo].filter((item) => item?.id === id));
      const season = query.get('filter[multi_event_vod_season_id]');
      return listOf(season === '7' ? seasonTwo : []);
    },
    '/multi-event-vods/list': () => listOf([makeShow()]),
    '/account/check-pin': ({ body }) => ({ ok: (body as { pin: string }).pin === '1234' }),
  });
}

describe('EpisodeDetailsPage', () => {
  beforeEach(() => {
    vi.mocked(track).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the episode (type 1, with its rating) and heads it "Episode {number}"', async () => {
    const fetchMock = serve(makeEpisode());
    renderDetails('/tv-shows/episode/284');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Episode 2The Horizon');
    expect(callsTo(fetchMock, '/vods/list')[0]).toBe(
      '/api/vods/list?filter[id]=284&filter[type]=1&config[enable_rate]=1',
    );
    expect(screen.getByText('Season 2', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('single_episode_view', { id: 284, title: 'The Horizon' });
  });

  it('shows Home > TV Shows > show > episode and the Seasons picker on its own season', async () => {
    serve(makeEpisode());
    renderDetails('/tv-shows/episode/284');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'The Brandts' })).toHaveAttribute(
      'href',
      '/tv-shows/6',
    );
    expect(within(crumbs).getByText('Episode 2')).toHaveAttribute('aria-current', 'page');
    const row = screen.getByTestId('season-episodes');
    expect(within(row).getByRole('button', { name: 'Season 2' })).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: /3\. The Carnival/ })).toHaveAttribute(
      'href',
      '/tv-shows/episode/285',
    );
  });

  it('moves to another episode from the carousel, showing it from navigation state', async () => {
    serve(makeEpisode());
    const { router } = renderDetails('/tv-shows/episode/284');
    const row = await screen.findByTestId('season-episodes');
    await userEvent.click(await within(row).findByRole('link', { name: /3\. The Carnival/ }));
    expect(router.state.location.pathname).toBe('/tv-shows/episode/285');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Episode 3The Carnival');
  });

  it('goes to /tv-shows when nothing comes back, and for an id that is not a number', async () => {
    serve(null);
    const missing = renderDetails('/tv-shows/episode/999');
    await waitFor(() => expect(missing.router.state.location.pathname).toBe('/tv-shows'));
    missing.unmount();
    const invalid = renderDetails('/tv-shows/episode/x1');
    await waitFor(() => expect(invalid.router.state.location.pathname).toBe('/tv-shows'));
  });

  it('returns to the TV shows list when its PIN is cancelled', async () => {
    serve(makeEpisode({ parental_rating: { code: 'R', require_pin: true } }));
    const { router } = renderDetails('/tv-shows/episode/284');
    expect(await screen.findByRole('dialog', { name: 'Enter your parental PIN' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tv-shows'));
  });
});
