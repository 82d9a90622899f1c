import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, makeMovie, urlOf } from '@/test/fixtures';
import { usePlayerStore } from '../stores/player-store';
import {
  fetchMock,
  filmStream,
  findVideo,
  playState,
  renderAt,
  serveStream,
  setUpPlayerHost,
  streamBodies,
  streamBody,
} from '../testing/player-host-harness';

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

describe('PlayerHost', () => {
  setUpPlayerHost();

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
      thumbnails_url: null,
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
      thumbnails_url: null,
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
});
