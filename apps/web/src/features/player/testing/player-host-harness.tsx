import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import type { VodItem } from '@marquee/contract';
import { CatalogueViewerContext, type CatalogueViewer } from '@/entities/title-card';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { usePlayerStore } from '../stores/player-store';
import { PlayerHost } from '../components/player-host';

// What the PlayerHost tests share: a router around the host, the calls it makes, the video.

export const fetchMock = vi.fn<typeof fetch>();

export function renderAt(
  path: string,
  state?: unknown,
  viewer: CatalogueViewer = { subscriptionExpired: false },
) {
  const rendered = renderRoutes(
    [
      {
        element: (
          <CatalogueViewerContext value={viewer}>
            <Outlet />
            <PlayerHost />
          </CatalogueViewerContext>
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

// The first opening also loads the player's lazy modules: on a busy machine that takes a while.
export const findVideo = <T extends HTMLElement = HTMLElement>() =>
  screen.findByTestId<T>('player-video', {}, { timeout: 5000 });

export const playState = (item: VodItem) => ({ item, originRoute: '/movies/3', pinEntered: false });

/**
 * Answers the stream call with `stream`, campaigns with `campaigns`, and any call whose URL
 * starts with a key of `others` with its value.
 */
export function serveStream(
  stream: unknown,
  campaigns: unknown[] = [],
  others: Record<string, unknown> = {},
) {
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    const other = Object.keys(others).find((prefix) => url.startsWith(prefix));
    if (other) return Promise.resolve(envelopeResponse({ status: 1, data: others[other] }));
    if (url.startsWith('/api/video-campaigns/list')) {
      return Promise.resolve(envelopeResponse({ status: 1, data: campaigns }));
    }
    if (url.startsWith('/api/vods/stream')) {
      return Promise.resolve(envelopeResponse({ status: 1, data: stream }));
    }
    return Promise.reject(new Error(`unexpected call ${url}`));
  });
}

/** The bodies of every stream call, in order. */
export function streamBodies() {
  return fetchMock.mock.calls
    .filter(([input]) => urlOf(input) === '/api/vods/stream')
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);
}

/** The body of the stream call. */
export function streamBody() {
  const call = fetchMock.mock.calls.find(([input]) => urlOf(input) === '/api/vods/stream');
  return call ? (JSON.parse(call[1]!.body as string) as unknown) : null;
}

/** The video's play and pause, spied on (jsdom has no playback). */
export const media = {} as {
  play: MockInstance<HTMLMediaElement['play']>;
  pause: MockInstance<HTMLMediaElement['pause']>;
};

/** The stream call's answer for film 3. */
export const filmStream = {
  url: '/media/films/3/index.m3u8',
  primary_drm_license_url: null,
  thumbnails_url: null,
  vod_profile_id: 11,
};

/** Before each test: the fetch stub, a closed player, and a video jsdom can "play". */
export function setUpPlayerHost() {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    usePlayerStore.getState().close();
    // jsdom has no media playback: take the native-HLS path and make play a no-op.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    media.play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    media.pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });
  afterEach(() => vi.unstubAllGlobals());
}
