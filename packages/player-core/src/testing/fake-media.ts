import { vi } from 'vitest';
import type * as HlsModule from 'hls.js';
import { PlayerCore, type HlsLoader, type PlaybackIssue } from '../player-core';

// A fake <video> and a fake hls.js for the core's tests: jsdom plays no media, and hls.js
// needs Media Source Extensions.

/**
 * A jsdom `<video>` whose media state the test sets, as a browser's would move: play() and
 * pause() flip `paused` and fire their events; everything else comes from `emit`.
 */
export function fakeVideo(initial: { currentTime?: number; duration?: number } = {}) {
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
export const Events = {
  MANIFEST_PARSED: 'hlsManifestParsed',
  FRAG_BUFFERED: 'hlsFragBuffered',
  LEVEL_UPDATED: 'hlsLevelUpdated',
  AUDIO_TRACKS_UPDATED: 'hlsAudioTracksUpdated',
  AUDIO_TRACK_SWITCHED: 'hlsAudioTrackSwitched',
  SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
  ERROR: 'hlsError',
};

export interface FakeSegment {
  start: number;
  duration: number;
  programDateTime: number | null;
}

export interface FakeLevelDetails {
  live: boolean;
  fragmentStart: number;
  edge: number;
  fragments: FakeSegment[];
}

/** A playlist of 2 s segments from `start`; with `dateAtStart` (epoch ms), PROGRAM-DATE-TIME. */
export function playlist(start: number, count: number, live: boolean, dateAtStart?: number) {
  const fragments = Array.from({ length: count }, (_, index) => ({
    start: start + index * 2,
    duration: 2,
    programDateTime: dateAtStart === undefined ? null : dateAtStart + index * 2000,
  }));
  return { live, fragmentStart: start, edge: start + count * 2, fragments };
}

/** A stand-in for hls.js: records what the core asks of it, and fires events on demand. */
export function fakeHls() {
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

export const FILM = '/media/films/3/index.m3u8';

/** A core on a fake element with a fake hls.js, and the issues it reports. */
export function setUp(initial?: { currentTime?: number; duration?: number }) {
  const media = fakeVideo(initial);
  const hls = fakeHls();
  const issues: PlaybackIssue[] = [];
  const core = new PlayerCore(media.video, {
    hls: hls.loader,
    onIssue: (issue) => issues.push(issue),
  });
  return { ...media, hls, core, issues };
}

export const fatal = (type: string, details: string, code?: number) => ({
  type,
  details,
  fatal: true,
  response: code === undefined ? undefined : { code, text: '' },
});
