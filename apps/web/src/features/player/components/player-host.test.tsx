import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import type { VodItem } from '@marquee/contract';
import { envelopeResponse, makeMovie, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { usePlayerStore } from '../stores/player-store';
import { PlayerHost } from './player-host';

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string, state?: unknown) {
  const rendered = renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <PlayerHost />
          </>
        ),
        children: [
          { path: '/', element: <p>home page</p> },
          { path: '/movies/:id', element: <p>details page</p> },
          { path: '/tv-shows/episode/:id', element: <p>episode page</p> },
          { path: '/tv-shows/:id', element: <p>show page</p> },
        ],
      },
    ],
    '/',
  );
  if (path !== '/') void rendered.router.navigate(path, { state });
  return rendered;
}

const playState = (item: VodItem) => ({ item, originRoute: '/movies/3', pinEntered: false });

describe('PlayerHost', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    usePlayerStore.getState().close();
    // jsdom has no media playback: take the native-HLS path and make play a no-op.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('closes and cleans the URL when ?play comes without an item', async () => {
    const { router } = renderAt('/movies/3?play');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/movies/3');
    expect(usePlayerStore.getState().isPlayerOpened).toBe(false);
  });

  it('opens maximised, requests the stream with the subscribed profile and plays it', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({
        status: 1,
        data: {
          url: '/media/films/3/index.m3u8',
          primary_drm_license_url: null,
          vod_profile_id: 11,
        },
      }),
    );
    renderAt('/movies/3?play', playState(makeMovie()));

    const video = await screen.findByTestId('player-video');
    expect(usePlayerStore.getState()).toMatchObject({
      isPlayerOpened: true,
      playerSize: 'maximize',
      selectedPlayer: 'movie',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe('/api/vods/stream');
    expect(JSON.parse(init!.body as string)).toEqual({
      single_event_vod_id: 3,
      vod_profile_id: 11,
    });
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/films/3/index.m3u8'));
    expect((video as HTMLVideoElement).volume).toBe(0.8);
    expect((video as HTMLVideoElement).playbackRate).toBe(1);
  });

  it('plays an episode from its details page with ?play', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({
        status: 1,
        data: {
          url: '/media/shows/9/index.m3u8',
          primary_drm_license_url: null,
          vod_profile_id: 11,
        },
      }),
    );
    const episode = makeMovie({ id: 9, type: 1, episode_number: 2 });
    renderAt('/tv-shows/episode/9?play', {
      ...playState(episode),
      originRoute: '/tv-shows/episode/9',
    });
    const video = await screen.findByTestId('player-video');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      single_event_vod_id: 9,
      vod_profile_id: 11,
    });
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/shows/9/index.m3u8'));
  });

  it("plays a show's trailer from its details page with ?trailer, without a stream call", async () => {
    const show = {
      title: 'Lonely Tower',
      trailer_source: { url: '/media/vod/trailer/index.m3u8' },
    };
    renderAt('/tv-shows/2?trailer', { item: show, originRoute: '/tv-shows/2' });
    const video = await screen.findByTestId('player-video');
    expect(usePlayerStore.getState()).toMatchObject({
      selectedPlayer: 'trailer',
      playerSize: 'maximize',
    });
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/vod/trailer/index.m3u8'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Video player: Lonely Tower' })).toBeInTheDocument();
  });

  it('closes and cleans the URL when ?trailer comes without a title that has a trailer', async () => {
    const { router } = renderAt('/tv-shows/2?trailer', {
      item: { title: 'Lonely Tower', trailer_source: null },
      originRoute: '/tv-shows/2',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(usePlayerStore.getState().isPlayerOpened).toBe(false);
  });

  it('closes with the close button and returns to the origin route', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { router } = renderAt('/movies/3?play', playState(makeMovie()));
    await userEvent.click(await screen.findByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/movies/3');
    expect(screen.queryByTestId('player-video')).not.toBeInTheDocument();
    expect(usePlayerStore.getState().isPlayerOpened).toBe(false);
  });

  it('closes on Escape', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { router } = renderAt('/movies/3?play', playState(makeMovie()));
    await screen.findByTestId('player-video');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains when no profile is subscribed, without asking for a stream', async () => {
    const base = makeMovie().movie_source.profiles[0]!;
    const item = makeMovie({
      movie_source: { subtitles: [], profiles: [{ ...base, subscribed: false }] },
    });
    renderAt('/movies/3?play', playState(item));
    expect(
      await screen.findByText('This title is not available with your subscription.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns to the film page when the stream response is empty', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ status: 1, data: null }));
    const { router } = renderAt('/movies/3?play', {
      ...playState(makeMovie()),
      originRoute: '/',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/movies/3');
    await waitFor(() => expect(usePlayerStore.getState().isPlayerOpened).toBe(false));
  });
});
