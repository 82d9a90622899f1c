import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import type { VodItem } from '@marquee/contract';
import { envelopeResponse, listOf, makeMovie, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { usePlayerStore } from '../stores/player-store';
import { PlayerHost } from './player-host';

const fetchMock = vi.fn<typeof fetch>();

/** hls.js, for the tests that make the browser look able to run it (a MediaSource global). */
const hlsJs = vi.hoisted(() => {
  const instances: Array<{
    config: { startPosition: number };
    url: string | null;
    emit: (event: string, data: unknown) => void;
  }> = [];
  class FakeHls {
    static readonly Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    url: string | null = null;
    readonly handlers = new Map<string, Array<(event: string, data: unknown) => void>>();
    latestLevelDetails = null;
    liveSyncPosition = null;
    audioTracks = [];
    audioTrack = -1;
    constructor(readonly config: { startPosition: number }) {
      instances.push(this);
    }
    on(event: string, handler: (event: string, data: unknown) => void) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }
    emit(event: string, data: unknown) {
      this.handlers.get(event)?.forEach((handler) => handler(event, data));
    }
    loadSource(url: string) {
      this.url = url;
    }
    attachMedia() {}
    stopLoad() {}
    destroy() {
      this.handlers.clear();
    }
  }
  return { FakeHls, instances };
});
vi.mock('hls.js', () => ({ default: hlsJs.FakeHls }));

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

// The first opening also loads the player's lazy modules: on a busy machine that takes a while.
const findVideo = <T extends HTMLElement = HTMLElement>() =>
  screen.findByTestId<T>('player-video', {}, { timeout: 5000 });

const playState = (item: VodItem) => ({ item, originRoute: '/movies/3', pinEntered: false });

/**
 * Answers the stream call with `stream`, campaigns with `campaigns`, and any call whose URL
 * starts with a key of `others` with its value.
 */
function serveStream(
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
function streamBodies() {
  return fetchMock.mock.calls
    .filter(([input]) => urlOf(input) === '/api/vods/stream')
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);
}

/** The body of the stream call. */
function streamBody() {
  const call = fetchMock.mock.calls.find(([input]) => urlOf(input) === '/api/vods/stream');
  return call ? (JSON.parse(call[1]!.body as string) as unknown) : null;
}

/** The video's play and pause, spied on (jsdom has no playback). */
const media = {} as {
  play: MockInstance<HTMLMediaElement['play']>;
  pause: MockInstance<HTMLMediaElement['pause']>;
};

describe('PlayerHost', () => {
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

  it('closes and cleans the URL when ?play comes without an item', async () => {
    const { router } = renderAt('/movies/3?play');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/movies/3');
    expect(usePlayerStore.getState().isPlayerOpened).toBe(false);
  });

  it('opens maximised, requests the stream with the subscribed profile and plays it', async () => {
    serveStream({
      url: '/media/films/3/index.m3u8',
      primary_drm_license_url: null,
      vod_profile_id: 11,
    });
    renderAt('/movies/3?play', playState(makeMovie()));

    const video = await findVideo();
    expect(usePlayerStore.getState()).toMatchObject({
      isPlayerOpened: true,
      playerSize: 'maximize',
      source: { kind: 'film', vod: { id: 3 }, profileId: null },
    });
    expect(streamBody()).toEqual({ single_event_vod_id: 3, vod_profile_id: 11 });
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/films/3/index.m3u8'));
    expect((video as HTMLVideoElement).volume).toBe(0.8);
    expect((video as HTMLVideoElement).playbackRate).toBe(1);
  });

  it('plays an episode from its details page with ?play', async () => {
    serveStream({
      url: '/media/shows/9/index.m3u8',
      primary_drm_license_url: null,
      vod_profile_id: 11,
    });
    const episode = makeMovie({ id: 9, type: 1, episode_number: 2 });
    renderAt('/tv-shows/episode/9?play', {
      ...playState(episode),
      originRoute: '/tv-shows/episode/9',
    });
    const video = await findVideo();
    expect(usePlayerStore.getState().source).toMatchObject({ kind: 'episode', vod: { id: 9 } });
    await waitFor(() =>
      expect(streamBody()).toEqual({ single_event_vod_id: 9, vod_profile_id: 11 }),
    );
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/shows/9/index.m3u8'));
  });

  it("plays a show's trailer from its details page with ?trailer, without a stream call", async () => {
    const show = {
      title: 'Lonely Tower',
      trailer_source: { url: '/media/vod/trailer/index.m3u8' },
    };
    renderAt('/tv-shows/2?trailer', { item: show, originRoute: '/tv-shows/2' });
    const video = await findVideo();
    expect(usePlayerStore.getState()).toMatchObject({
      source: { kind: 'trailer', url: '/media/vod/trailer/index.m3u8', pinPending: false },
      playerSize: 'maximize',
    });
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/vod/trailer/index.m3u8'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Video player: Lonely Tower' })).toBeInTheDocument();
  });

  it("holds a protected title's trailer for the PIN, then plays it and records the PIN for the page", async () => {
    fetchMock.mockImplementation((input, init) => {
      const { pin } = JSON.parse(init!.body as string) as { pin: string };
      expect(urlOf(input)).toBe('/api/account/check-pin');
      return Promise.resolve(envelopeResponse({ status: 1, data: { ok: pin === '1234' } }));
    });
    const show = {
      title: 'Lonely Tower',
      trailer_source: { url: '/media/vod/trailer/index.m3u8' },
      parental_rating: { code: 'R', require_pin: true },
    };
    const { router } = renderAt('/tv-shows/2?trailer', { item: show, originRoute: '/tv-shows/2' });
    const video = await findVideo();
    await userEvent.type(await screen.findByLabelText('PIN'), '1234{Enter}');
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/vod/trailer/index.m3u8'));
    expect(router.state.location).toMatchObject({
      pathname: '/tv-shows/2',
      search: '?trailer',
      state: { pinEntered: true, originRoute: '/tv-shows/2' },
    });
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
    await findVideo();
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
    serveStream(null);
    const { router } = renderAt('/movies/3?play', {
      ...playState(makeMovie()),
      originRoute: '/',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/movies/3');
    await waitFor(() => expect(usePlayerStore.getState().isPlayerOpened).toBe(false));
  });

  const filmStream = {
    url: '/media/films/3/index.m3u8',
    primary_drm_license_url: null,
    vod_profile_id: 11,
  };

  it('minimises to a progress bar with play, maximise and close, and maximises back', async () => {
    serveStream(filmStream);
    renderAt('/movies/3?play', playState(makeMovie()));
    await userEvent.click(await screen.findByRole('button', { name: 'Minimise player' }));
    expect(usePlayerStore.getState().playerSize).toBe('minimize');
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Maximise player' }));
    expect(usePlayerStore.getState().playerSize).toBe('maximize');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('gives every control an accessible name', async () => {
    serveStream(filmStream);
    renderAt('/movies/3?play', playState(makeMovie()));
    await screen.findByRole('button', { name: 'Minimise player' });
    for (const name of [
      'Play',
      'Fast forward 1×',
      'Mute',
      'Closed captions',
      'Settings',
      'Full screen',
      'Close player',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0.8');
  });

  it('doubles the rate with fast-forward up to 8, then back to 1', async () => {
    serveStream(filmStream);
    renderAt('/movies/3?play', playState(makeMovie()));
    const video = await screen.findByTestId<HTMLVideoElement>('player-video');
    for (const rate of [2, 4, 8, 1]) {
      await userEvent.click(screen.getByRole('button', { name: /^Fast forward/ }));
      expect(video.playbackRate).toBe(rate);
    }
  });

  it('asks to resume or start over, and resumes at the stopped_time', async () => {
    serveStream(filmStream);
    const item = makeMovie({ continue_watching: { stopped_time: 125, duration: 600 } });
    renderAt('/movies/3?play', playState(item));
    expect(await screen.findByText('You stopped at 2:05.')).toBeInTheDocument();
    const video = screen.getByTestId<HTMLVideoElement>('player-video');
    expect(video.getAttribute('src')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/films/3/index.m3u8'));
    expect(video.currentTime).toBe(125);
  });

  it('plays the rule 1 advert before the content, which plays once it is skipped', async () => {
    serveStream(filmStream, [
      {
        id: 5,
        play_rules: 1,
        mid_roll_time: null,
        video_url: '/media/adverts/5/advert.mp4',
        display_duration: 0,
      },
    ]);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderAt('/movies/3?play', playState(makeMovie()));
    const advert = await screen.findByTestId('advert-video');
    expect(advert.getAttribute('src')).toBe('/media/adverts/5/advert.mp4');
    const video = screen.getByTestId('player-video');
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/films/3/index.m3u8'));
    expect(play.mock.contexts).not.toContain(video);
    await userEvent.click(screen.getByRole('button', { name: 'Skip advert' }));
    expect(screen.queryByTestId('advert-video')).not.toBeInTheDocument();
    expect(play.mock.contexts).toContain(video);
  });

  it('shows a clear message, not a frozen frame, when the stream cannot play', async () => {
    serveStream(filmStream);
    renderAt('/movies/3?play', playState(makeMovie()));
    const video = await findVideo();
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/films/3/index.m3u8'));
    fireEvent(video, new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be played.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The element was emptied: no last frame stays on screen behind the message.
    expect(video.getAttribute('src')).toBeNull();
  });

  it('asks the stream call again when the signed address expires, and goes on from there', async () => {
    vi.stubGlobal('MediaSource', function MediaSource() {});
    hlsJs.instances.length = 0;
    let token = 0;
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      const data = url.startsWith('/api/vods/stream')
        ? { ...filmStream, url: `${filmStream.url}?token=${++token}` }
        : [];
      return Promise.resolve(envelopeResponse({ status: 1, data }));
    });
    renderAt('/movies/3?play', playState(makeMovie()));
    const video = await findVideo<HTMLVideoElement>();
    await waitFor(() => expect(hlsJs.instances).toHaveLength(1));
    expect(hlsJs.instances[0]!.url).toBe(`${filmStream.url}?token=1`);
    fireEvent.playing(video);
    video.currentTime = 83;
    hlsJs.instances[0]!.emit('hlsError', {
      type: 'networkError',
      details: 'fragLoadError',
      fatal: false,
      response: { code: 403, text: 'Forbidden' },
    });
    await waitFor(() => expect(hlsJs.instances).toHaveLength(2));
    expect(hlsJs.instances[1]!.url).toBe(`${filmStream.url}?token=2`);
    expect(hlsJs.instances[1]!.config.startPosition).toBe(83);
    expect(streamBodies()).toEqual([
      { single_event_vod_id: 3, vod_profile_id: 11 },
      { single_event_vod_id: 3, vod_profile_id: 11 },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requests the stream with the profile the Play flow chose', async () => {
    serveStream(filmStream);
    const base = makeMovie().movie_source.profiles[0]!;
    const item = makeMovie({
      movie_source: {
        subtitles: [],
        profiles: [
          { ...base, id: 11, name: 'SD' },
          { ...base, id: 12, name: 'HD' },
        ],
      },
    });
    renderAt('/movies/3?play', { ...playState(item), profileId: 12 });
    await waitFor(() =>
      expect(streamBody()).toEqual({ single_event_vod_id: 3, vod_profile_id: 12 }),
    );
  });

  describe('rating stars and parental lock', () => {
    async function playingFilm() {
      serveStream(filmStream, [], {
        '/api/account/check-pin': { ok: true },
      });
      renderAt('/movies/3?play', playState(makeMovie({ title: 'Night Train' })));
      const video = await findVideo();
      // Loading resets the state: the video plays once it is loaded.
      await waitFor(() => expect(video.getAttribute('src')).toBe(filmStream.url));
      fireEvent.playing(video);
      await screen.findByRole('button', { name: 'Pause' });
      return video;
    }

    it('pauses while the rating stars are open and plays again when they close', async () => {
      const user = userEvent.setup();
      await playingFilm();
      const { pause } = media;
      const { play } = media;
      pause.mockClear();
      await user.click(screen.getByRole('button', { name: 'Rate this title' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate Night Train' });
      expect(pause).toHaveBeenCalled();
      play.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(play).toHaveBeenCalledOnce());
    });

    it('stays paused after the rating stars close when it was paused before', async () => {
      const user = userEvent.setup();
      const video = await playingFilm();
      fireEvent.pause(video);
      const { play } = media;
      play.mockClear();
      await user.click(screen.getByRole('button', { name: 'Rate this title' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate Night Train' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(play).not.toHaveBeenCalled();
    });

    it('locks the player behind the parental PIN, without controls, then plays on', async () => {
      const user = userEvent.setup();
      await playingFilm();
      const { play } = media;
      await user.click(screen.getByRole('button', { name: 'Lock the player' }));
      expect(screen.getByRole('dialog', { name: 'The player is locked' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
      play.mockClear();
      await user.click(screen.getByRole('button', { name: 'Unlock' }));
      expect(screen.getByRole('dialog', { name: 'Enter your parental PIN' })).toHaveTextContent(
        'Enter your 4-digit parental PIN to unlock the player.',
      );
      await user.keyboard('1234');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.queryByText('The player is locked')).toBeNull());
      const check = fetchMock.mock.calls.find(
        ([input]) => urlOf(input) === '/api/account/check-pin',
      );
      expect(JSON.parse(check![1]!.body as string)).toEqual({ type: 'parental', pin: '1234' });
      expect(play).toHaveBeenCalledOnce();
    });
  });

  describe('Next episode and the episodes strip (access §4, Episode end or next)', () => {
    const base = makeMovie().movie_source.profiles[0]!;
    const profile = (id: number, name: string, subscribed = true) => ({
      ...base,
      id,
      name,
      subscribed,
    });
    const episode = (id: number, number: number, profiles: (typeof base)[]) =>
      makeMovie({
        id,
        type: 1,
        title: `Episode title ${number}`,
        episode_number: number,
        multi_event_vod_season_id: 5,
        movie_source: { subtitles: [], profiles },
      });
    const first = episode(7, 1, [profile(11, 'SD'), profile(12, 'HD')]);

    async function playFirstWith(next: VodItem, third?: VodItem) {
      serveStream(filmStream, [], {
        '/api/vods/list': listOf(third ? [first, next, third] : [first, next]),
      });
      renderAt('/tv-shows/episode/7?play', {
        ...playState(first),
        originRoute: '/tv-shows/episode/7',
        profileId: 12,
      });
      await findVideo();
      return screen.findByRole('button', { name: 'Next episode' });
    }

    it('goes straight on with the playing profile, found by name in the next episode', async () => {
      const user = userEvent.setup();
      const next = episode(8, 2, [profile(21, 'SD'), profile(22, 'HD')]);
      await user.click(await playFirstWith(next));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 8, vod_profile_id: 22 }),
      );
      expect(screen.queryByRole('dialog', { name: 'Choose a profile' })).toBeNull();
    });

    it('plays with the only subscribed profile when the playing one is not subscribed', async () => {
      const user = userEvent.setup();
      const next = episode(8, 2, [profile(21, 'SD'), profile(22, 'HD', false)]);
      await user.click(await playFirstWith(next));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 8, vod_profile_id: 21 }),
      );
    });

    it('asks for a profile when several are subscribed but not the playing one', async () => {
      const user = userEvent.setup();
      const next = episode(8, 2, [profile(21, 'SD'), profile(23, '4K'), profile(22, 'HD', false)]);
      await user.click(await playFirstWith(next));
      const dialog = await screen.findByRole('dialog', { name: 'Choose a profile' });
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['SD', '4K']);
      await user.click(within(dialog).getByRole('radio', { name: '4K' }));
      await user.click(within(dialog).getByRole('button', { name: 'Play' }));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 8, vod_profile_id: 23 }),
      );
    });

    it('skips to the next subscribed episode, and the strip plays any episode of the season', async () => {
      const user = userEvent.setup();
      const locked = episode(8, 2, [profile(21, 'HD', false)]);
      const third = episode(9, 3, [profile(31, 'HD')]);
      await user.click(await playFirstWith(locked, third));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 9, vod_profile_id: 31 }),
      );
      await user.click(screen.getByRole('button', { name: 'Episodes' }));
      const strip = screen.getByRole('navigation', { name: 'Episodes of this season' });
      const buttons = within(strip).getAllByRole('button');
      expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual([
        null,
        null,
        'true',
      ]);
      await user.click(within(strip).getByRole('button', { name: /Episode 1/ }));
      await waitFor(() =>
        expect(streamBodies().at(-1)).toEqual({ single_event_vod_id: 7, vod_profile_id: 12 }),
      );
    });
  });
});
