import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { envelopeResponse, makeMovie, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { usePlayerStore } from '../stores/player-store';
import { PlayerHost } from './player-host';

// A file of its own: the player's module must not be loaded yet when the test opens it, so the
// first opening renders the lazy component, as a Play click before the preload does.
const fetchMock = vi.fn<typeof fetch>();

describe('PlayerHost, opened before its code was preloaded', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.startsWith('/api/video-campaigns/list')) {
        return Promise.resolve(envelopeResponse({ status: 1, data: [] }));
      }
      if (url.startsWith('/api/vods/stream')) {
        return Promise.resolve(
          envelopeResponse({
            status: 1,
            data: {
              url: '/media/films/3/index.m3u8',
              primary_drm_license_url: null,
              thumbnails_url: null,
              vod_profile_id: 11,
            },
          }),
        );
      }
      return Promise.reject(new Error(`unexpected call ${url}`));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the same playback when the page moves on and the player is minimised', async () => {
    const { router } = renderRoutes(
      [
        {
          element: (
            <>
              <Outlet />
              <PlayerHost />
            </>
          ),
          children: [{ path: '/movies/:id', element: <p>details page</p> }],
        },
      ],
      '/movies/3',
    );
    await act(() =>
      router.navigate('/movies/3?play', {
        state: { item: makeMovie(), originRoute: '/movies/3', pinEntered: false },
      }),
    );
    const video = await screen.findByTestId('player-video', {}, { timeout: 5000 });
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/films/3/index.m3u8'));

    // Minimised, the player floats over the page the URL goes back to: both render the host again.
    act(() => usePlayerStore.getState().setPlayerSize('minimize'));
    await act(() => router.navigate('/movies/3', { replace: true }));

    expect(usePlayerStore.getState().isPlayerOpened).toBe(true);
    expect(screen.getByTestId('player-video')).toBe(video);
    const streamCalls = fetchMock.mock.calls.filter(([input]) =>
      urlOf(input).startsWith('/api/vods/stream'),
    );
    expect(streamCalls).toHaveLength(1);
  });
});
