import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HlsModule from 'hls.js';
import { MAX_NETWORK_RESTARTS } from './error-recovery';
import { PlayerCore, type HlsLoader, type PlaybackIssue } from './player-core';

/**
 * A jsdom `<video>` whose media state the test sets, as a browser's would move: play() and
 * pause() flip `paused` and fire their events; everything else comes from `emit`.
 */
function fakeVideo(initial: { currentTime?: number; duration?: number } = {}) {
  const video = document.createElement('video');
  const state = {
    currentTime: initial.currentTime ?? 0,
    duration: initial.duration ?? Number.NaN,
    paused: true,
    seeking: false,
    seekable: [] as Array<[number, number]>,
    startDate: null as number | null,
  };
  Object.defineProperties(video, {
    currentTime: {
      get: () => state.currentTime,
      set: (value: number) => (state.currentTime = value),
    },
    duration: { get: () => state.duration },
    paused: { get: () => state.paused },
    seeking: { get: () => state.seeking },
    seekable: {
      get: () => ({
        length: state.seekable.length,
        start: (index: number) => state.seekable[index]![0],
        end: (index: number) => state.seekable[index]![1],
      }),
    },
  });
  const play = vi.fn(() => {
    state.paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.fn(() => {
    state.paused = true;
    video.dispatchEvent(new Event('pause'));
  });
  Object.assign(video, { play, pause, load: vi.fn() });
  const emit = (type: string) => video.dispatchEvent(new Event(type));
  return { video, state, play, pause, emit };
}

// hls.js's own event names, for the events the core listens to.
const Events = {
  MANIFEST_PARSED: 'hlsManifestParsed',
  FRAG_BUFFERED: 'hlsFragBuffered',
  LEVEL_UPDATED: 'hlsLevelUpdated',
  AUDIO_TRACKS_UPDATED: 'hlsAudioTracksUpdated',
  AUDIO_TRACK_SWITCHED: 'hlsAudioTrackSwitched',
  SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
  ERROR: 'hlsError',
};

interface FakeSegment {
  start: number;
  duration: number;
  programDateTime: number | null;
}

interface FakeLevelDetails {
  live: boolean;
  fragmentStart: number;
  edge: number;
  fragments: FakeSegment[];
}

/** A playlist of 2 s segments from `start`; with `dateAtStart` (epoch ms), PROGRAM-DATE-TIME. */
function playlist(start: number, count: number, live: boolean, dateAtStart?: number) {
  const fragments = Array.from({ length: count }, (_, index) => ({
    start: start + index * 2,
    duration: 2,
    programDateTime: dateAtStart === undefined ? null : dateAtStart + index * 2000,
  }));
  return { live, fragmentStart: start, edge: start + count * 2, fragments };
}

/** A stand-in for hls.js: records what the core asks of it, and fires events on demand. */
function fakeHls() {
  const instances: FakeHls[] = [];
  class FakeHls {
    static readonly Events = Events;
    readonly handlers = new Map<string, Array<(event: string, data: unknown) => void>>();
    url: string | null = null;
    media: HTMLMediaElement | null = null;
    destroyed = false;
    latestLevelDetails: FakeLevelDetails | null = null;
    liveSyncPosition: number | null = null;
    audioTracks = [];
    audioTrack = -1;
    readonly startLoad = vi.fn<(position: number) => void>();
    readonly stopLoad = vi.fn();
    readonly recoverMediaError = vi.fn();
    readonly swapAudioCodec = vi.fn();

    constructor(readonly config: { startPosition: number }) {
      instances.push(this);
    }

    on(event: string, handler: (event: string, data: unknown) => void) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }

    emit(event: string, data: unknown = {}) {
      this.handlers.get(event)?.forEach((handler) => handler(event, data));
    }

    loadSource(url: string) {
      this.url = url;
    }

    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }

    destroy() {
      this.destroyed = true;
      this.handlers.clear();
    }

    /** A new playlist (or a live playlist's refresh) as hls.js reports it. */
    level(details: FakeLevelDetails, liveSyncPosition: number | null = null) {
      this.latestLevelDetails = details;
      this.liveSyncPosition = liveSyncPosition;
      this.emit(Events.LEVEL_UPDATED, { details });
    }
  }
  const loader: HlsLoader = {
    supported: () => true,
    load: () => Promise.resolve({ default: FakeHls } as unknown as typeof HlsModule),
  };
  return { loader, instances, latest: () => instances.at(-1)! };
}

const FILM = '/media/films/3/index.m3u8';

/** A core on a fake element with a fake hls.js, and the issues it reports. */
function setUp(initial?: { currentTime?: number; duration?: number }) {
  const media = fakeVideo(initial);
  const hls = fakeHls();
  const issues: PlaybackIssue[] = [];
  const core = new PlayerCore(media.video, {
    hls: hls.loader,
    onIssue: (issue) => issues.push(issue),
  });
  return { ...media, hls, core, issues };
}

const fatal = (type: string, details: string, code?: number) => ({
  type,
  details,
  fatal: true,
  response: code === undefined ? undefined : { code, text: '' },
});

describe('PlayerCore', () => {
  describe('playback states', () => {
    it('waits from load until the first frame, then reports playing and started', async () => {
      const { core, hls, video, play, emit } = setUp();
      await core.load(FILM, { startTime: 125 });
      expect(core.getSnapshot()).toMatchObject({ waiting: true, playing: false, started: false });
      expect(hls.latest()).toMatchObject({ url: FILM, media: video });
      expect(hls.latest().config.startPosition).toBe(125);

      hls.latest().emit(Events.MANIFEST_PARSED);
      expect(play).toHaveBeenCalledOnce();
      expect(core.getSnapshot()).toMatchObject({ playing: true, waiting: true, started: false });

      emit('playing');
      expect(core.getSnapshot()).toMatchObject({ playing: true, waiting: false, started: true });
    });

    it('stays paused on a load told not to play (the start advert comes first)', async () => {
      const { core, hls, play } = setUp();
      await core.load(FILM, { autoplay: false });
      hls.latest().emit(Events.MANIFEST_PARSED);
      expect(play).not.toHaveBeenCalled();
      expect(core.getSnapshot()).toMatchObject({ waiting: false, playing: false });
    });

    it('reports a pause, and no longer waits while paused', async () => {
      const { core, emit } = setUp();
      await core.load(FILM);
      emit('playing');
      core.pause();
      expect(core.getSnapshot()).toMatchObject({ playing: false, waiting: false, started: true });
    });

    it('reports one buffer issue for one stall, however many waiting events it fires', async () => {
      const { core, emit, issues } = setUp();
      await core.load(FILM);
      emit('playing');
      emit('waiting');
      emit('waiting');
      expect(core.getSnapshot().waiting).toBe(true);
      expect(issues).toEqual(['buffer']);
      emit('playing');
      emit('waiting');
      expect(issues).toEqual(['buffer', 'buffer']);
    });

    it('does not count waiting for a seek, or for the first frame, as a stall', async () => {
      const { core, emit, state, issues } = setUp();
      await core.load(FILM);
      emit('waiting');
      emit('playing');
      state.seeking = true;
      emit('waiting');
      expect(core.getSnapshot().waiting).toBe(true);
      expect(issues).toEqual([]);
    });

    it('reports the end', async () => {
      const { core, emit } = setUp();
      await core.load(FILM);
      emit('playing');
      emit('ended');
      expect(core.getSnapshot()).toMatchObject({ ended: true, playing: false, waiting: false });
    });

    it('recovers a media error, then swaps the audio codec, then gives up with a playback error', async () => {
      const { core, hls, emit, issues } = setUp();
      await core.load(FILM);
      emit('playing');
      const engine = hls.latest();
      engine.emit(Events.ERROR, fatal('mediaError', 'bufferAppendError'));
      expect(engine.recoverMediaError).toHaveBeenCalledOnce();
      engine.emit(Events.ERROR, fatal('mediaError', 'bufferAppendError'));
      expect(engine.swapAudioCodec).toHaveBeenCalledOnce();
      expect(core.getSnapshot().error).toBeNull();
      engine.emit(Events.ERROR, fatal('mediaError', 'bufferAppendError'));
      expect(core.getSnapshot()).toMatchObject({ error: 'playback', playing: false });
      expect(issues).toEqual(['crash']);
      expect(engine.destroyed).toBe(true);
    });

    describe('with timers', () => {
      beforeEach(() => vi.useFakeTimers());
      afterEach(() => vi.useRealTimers());

      it('restarts loading from where it stopped after network errors, then gives up', async () => {
        const { core, hls, emit, state, issues } = setUp();
        await core.load(FILM);
        emit('playing');
        state.currentTime = 42;
        const engine = hls.latest();
        for (let restart = 1; restart <= MAX_NETWORK_RESTARTS; restart++) {
          engine.emit(Events.ERROR, fatal('networkError', 'fragLoadError'));
          expect(core.getSnapshot().waiting).toBe(true);
          vi.runOnlyPendingTimers();
          expect(engine.startLoad).toHaveBeenCalledTimes(restart);
        }
        expect(engine.startLoad).toHaveBeenLastCalledWith(42);
        expect(core.getSnapshot().error).toBeNull();
        engine.emit(Events.ERROR, fatal('networkError', 'fragLoadError'));
        expect(core.getSnapshot().error).toBe('playback');
        expect(issues).toEqual(['crash']);
      });
    });

    it('plays a stream by the browser itself where hls.js cannot, and says when neither can', async () => {
      const media = fakeVideo();
      const core = new PlayerCore(media.video, {
        hls: { supported: () => false, load: () => Promise.reject(new Error('not used')) },
      });
      vi.spyOn(media.video, 'canPlayType').mockReturnValue('maybe');
      await core.load(FILM);
      expect(media.video.getAttribute('src')).toBe(FILM);
      expect(media.play).toHaveBeenCalledOnce();

      vi.spyOn(media.video, 'canPlayType').mockReturnValue('');
      await core.load(FILM);
      expect(core.getSnapshot()).toMatchObject({ error: 'unsupported', waiting: false });
    });

    it('stops listening to the element and releases hls.js when destroyed', async () => {
      const { core, hls, emit, issues } = setUp();
      await core.load(FILM);
      const listener = vi.fn();
      core.subscribe(listener);
      const before = core.getSnapshot();
      core.destroy();
      emit('playing');
      emit('waiting');
      emit('ended');
      expect(hls.latest().destroyed).toBe(true);
      expect(core.getSnapshot()).toBe(before);
      expect(listener).not.toHaveBeenCalled();
      expect(issues).toEqual([]);
    });
  });

  describe('live', () => {
    // 15 segments of 2 s from 100 s: a 30 s window; hls.js syncs 3 segments from its end.
    const window = playlist(100, 15, true, Date.UTC(2026, 10, 24, 20, 0, 0));

    async function playingLive() {
      const setup = setUp({ currentTime: 124, duration: Infinity });
      await setup.core.load('/media/live/7/index.m3u8');
      setup.hls.latest().level(window, 124);
      setup.emit('playing');
      return setup;
    }

    it('reports a live stream: its window as the duration, its live edge, never 0 or NaN', async () => {
      const { core, state, emit } = await playingLive();
      state.currentTime = 110;
      emit('timeupdate');
      expect(core.getSnapshot()).toMatchObject({
        isLive: true,
        currentTime: 110,
        duration: 30,
        seekableStart: 100,
        seekableEnd: 130,
        liveEdge: 124,
      });
      expect(core.position()).toEqual({ currentTime: 110, duration: 30 });
    });

    it("reports an Infinity duration of the browser's own HLS as its seekable window", async () => {
      const media = fakeVideo({ currentTime: 65 });
      const core = new PlayerCore(media.video, {
        hls: { supported: () => false, load: () => Promise.reject(new Error('not used')) },
      });
      vi.spyOn(media.video, 'canPlayType').mockReturnValue('maybe');
      await core.load('/media/live/7/index.m3u8');
      media.state.duration = Infinity;
      media.state.seekable = [[40, 70]];
      media.emit('durationchange');
      expect(core.getSnapshot()).toMatchObject({
        isLive: true,
        duration: 30,
        seekableStart: 40,
        seekableEnd: 70,
        liveEdge: 70,
      });
    });

    it('follows the window as the live playlist moves on, even while paused', async () => {
      const { core, hls } = await playingLive();
      core.pause();
      hls.latest().level(playlist(110, 15, true), 134);
      expect(core.getSnapshot()).toMatchObject({
        seekableStart: 110,
        seekableEnd: 140,
        liveEdge: 134,
      });
    });

    it('goes to the live edge, and plays', async () => {
      const { core, state, play, emit } = await playingLive();
      core.pause();
      state.currentTime = 104;
      emit('timeupdate');
      play.mockClear();
      core.goToLive();
      expect(state.currentTime).toBe(124);
      expect(core.getSnapshot().currentTime).toBe(124);
      expect(play).toHaveBeenCalledOnce();
    });

    it('keeps seeks within the window, and short of the live edge', async () => {
      const { core, state } = await playingLive();
      core.seekTo(20);
      expect(state.currentTime).toBe(100);
      core.seekTo(500);
      expect(state.currentTime).toBe(124);
    });

    it('reads the wall-clock time from PROGRAM-DATE-TIME', async () => {
      const { core, state, emit } = await playingLive();
      state.currentTime = 113.5;
      emit('timeupdate');
      expect(core.getSnapshot().wallClock).toBe(Date.UTC(2026, 10, 24, 20, 0, 13, 500));
    });

    it('seeks to a wall-clock time through PROGRAM-DATE-TIME', async () => {
      const { core, state } = await playingLive();
      expect(core.seekToWallTime(new Date(Date.UTC(2026, 10, 24, 20, 0, 7, 250)))).toBe(true);
      expect(state.currentTime).toBe(107.25);
      // Before the window: its start.
      core.seekToWallTime(new Date(Date.UTC(2026, 10, 24, 19, 0)));
      expect(state.currentTime).toBe(100);
    });

    it('cannot seek to a wall-clock time in a stream without PROGRAM-DATE-TIME', async () => {
      const { core, hls, state } = setUp({ currentTime: 124, duration: Infinity });
      await core.load('/media/live/7/index.m3u8');
      hls.latest().level(playlist(100, 15, true), 124);
      expect(core.getSnapshot().wallClock).toBeNull();
      expect(core.seekToWallTime(new Date())).toBe(false);
      expect(state.currentTime).toBe(124);
    });

    it('reports a film as not live, with a window from 0 to its length', async () => {
      const { core, hls, emit } = setUp({ currentTime: 12, duration: 600 });
      await core.load(FILM);
      hls.latest().level(playlist(0, 300, false));
      emit('durationchange');
      expect(core.getSnapshot()).toMatchObject({
        isLive: false,
        duration: 600,
        seekableStart: 0,
        seekableEnd: 600,
        liveEdge: null,
      });
    });
  });

  describe('an expired media address (403)', () => {
    const EXPIRED = { type: 'networkError', details: 'fragLoadError', fatal: false };
    const refused = (details = 'fragLoadError') => ({
      ...EXPIRED,
      details,
      response: { code: 403, text: 'Forbidden' },
    });

    async function playingFilm(refresh = vi.fn(() => Promise.resolve(`${FILM}?token=new`))) {
      const setup = setUp({ currentTime: 0, duration: 600 });
      await setup.core.load(`${FILM}?token=old`, { refresh });
      setup.hls.latest().emit(Events.MANIFEST_PARSED);
      setup.emit('playing');
      setup.state.currentTime = 83;
      setup.emit('timeupdate');
      return { ...setup, refresh };
    }

    it('asks for a new address once and goes on from the same position, without a crash', async () => {
      const { core, hls, refresh, issues, play, emit } = await playingFilm();
      const first = hls.latest();
      first.emit(Events.ERROR, refused());
      first.emit(Events.ERROR, refused('keyLoadError'));
      await vi.waitFor(() => expect(hls.instances).toHaveLength(2));
      expect(refresh).toHaveBeenCalledOnce();
      expect(first.stopLoad).toHaveBeenCalled();
      expect(first.destroyed).toBe(true);
      const second = hls.latest();
      expect(second.url).toBe(`${FILM}?token=new`);
      expect(second.config.startPosition).toBe(83);
      // The emptied element says 0 meanwhile; the player still says where the viewer was.
      expect(core.position()).toEqual({ currentTime: 83, duration: 600 });
      expect(core.getSnapshot()).toMatchObject({ error: null, waiting: true, currentTime: 83 });
      play.mockClear();
      second.emit(Events.MANIFEST_PARSED);
      expect(play).toHaveBeenCalledOnce();
      emit('waiting');
      emit('playing');
      expect(issues).toEqual([]);
    });

    it("goes on from a live stream's edge", async () => {
      const refresh = vi.fn(() => Promise.resolve('/media/live/7/index.m3u8?token=new'));
      const { core, hls, emit } = setUp({ currentTime: 110, duration: Infinity });
      await core.load('/media/live/7/index.m3u8?token=old', { refresh });
      hls.latest().level(playlist(100, 15, true), 124);
      emit('playing');
      hls.latest().emit(Events.ERROR, refused('levelLoadError'));
      await vi.waitFor(() => expect(hls.instances).toHaveLength(2));
      expect(hls.latest().config.startPosition).toBe(-1);
    });

    it('is a playback error when the new address is refused too', async () => {
      const { core, hls, refresh, issues } = await playingFilm();
      hls.latest().emit(Events.ERROR, refused());
      await vi.waitFor(() => expect(hls.instances).toHaveLength(2));
      hls.latest().emit(Events.ERROR, { ...refused('manifestLoadError'), fatal: true });
      expect(core.getSnapshot().error).toBe('playback');
      expect(issues).toEqual(['crash']);
      expect(refresh).toHaveBeenCalledOnce();
    });

    it('renews again once the new address has played', async () => {
      const { hls, refresh } = await playingFilm();
      hls.latest().emit(Events.ERROR, refused());
      await vi.waitFor(() => expect(hls.instances).toHaveLength(2));
      hls.latest().emit(Events.FRAG_BUFFERED);
      hls.latest().emit(Events.ERROR, refused());
      await vi.waitFor(() => expect(hls.instances).toHaveLength(3));
      expect(refresh).toHaveBeenCalledTimes(2);
    });

    it('tries again on a new address', async () => {
      const { core, hls, refresh } = await playingFilm();
      hls.latest().emit(Events.ERROR, fatal('mediaError', 'fragParsingError'));
      hls.latest().emit(Events.ERROR, fatal('mediaError', 'fragParsingError'));
      hls.latest().emit(Events.ERROR, fatal('mediaError', 'fragParsingError'));
      expect(core.getSnapshot().error).toBe('playback');
      await core.retry(`${FILM}?token=old`);
      expect(refresh).toHaveBeenCalledOnce();
      expect(hls.latest().url).toBe(`${FILM}?token=new`);
      expect(hls.latest().config.startPosition).toBe(83);
      expect(core.getSnapshot().error).toBeNull();
    });

    it('is a playback error when no new address comes', async () => {
      const refresh = vi.fn(() => Promise.reject(new Error('stream call failed')));
      const { core, hls, issues } = await playingFilm(refresh);
      hls.latest().emit(Events.ERROR, refused());
      await vi.waitFor(() => expect(core.getSnapshot().error).toBe('playback'));
      expect(issues).toEqual(['crash']);
    });
  });

  describe('position', () => {
    it("is the element's own time, ahead of the last timeupdate", () => {
      const { core } = setUp({ currentTime: 83.4, duration: 600 });
      expect(core.getSnapshot().currentTime).toBe(0);
      expect(core.position()).toEqual({ currentTime: 83.4, duration: 600 });
    });

    it('is where the element was once the core is destroyed and the element released', () => {
      const { core, video, state, emit } = setUp({ currentTime: 83.4, duration: 600 });
      video.setAttribute('src', 'blob:film');
      emit('durationchange');
      core.destroy();
      state.currentTime = 0;
      expect(core.position()).toEqual({ currentTime: 83.4, duration: 600 });
    });

    it('counts an unknown duration as 0', () => {
      expect(setUp({ currentTime: 12 }).core.position()).toEqual({ currentTime: 12, duration: 0 });
    });
  });
});
