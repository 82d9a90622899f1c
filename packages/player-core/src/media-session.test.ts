import { describe, expect, it, vi } from 'vitest';
import { INITIAL_SNAPSHOT, type PlayerSnapshot } from './player-core';
import {
  MEDIA_ACTIONS,
  mediaActionHandlers,
  mediaArtwork,
  mediaMetadataInit,
  mediaPlaybackState,
  mediaPositionState,
  mediaSeekToPosition,
  mediaStepTarget,
  type MediaCommands,
} from './media-session';

const film = (patch: Partial<PlayerSnapshot> = {}): PlayerSnapshot => ({
  ...INITIAL_SNAPSHOT,
  started: true,
  waiting: false,
  currentTime: 100,
  duration: 600,
  seekableEnd: 600,
  ...patch,
});

// A live window from 1000 s to 1120 s, its live edge 6 s behind the playlist's end.
const live = (patch: Partial<PlayerSnapshot> = {}): PlayerSnapshot =>
  film({
    isLive: true,
    currentTime: 1100,
    duration: 120,
    seekableStart: 1000,
    seekableEnd: 1120,
    liveEdge: 1114,
    ...patch,
  });

function commands(snapshot: PlayerSnapshot, extra: Partial<MediaCommands> = {}) {
  return {
    ...extra,
    getSnapshot: () => snapshot,
    play: vi.fn<() => void>(),
    pause: vi.fn<() => void>(),
    seekTo: vi.fn<(seconds: number) => void>(),
  };
}

const details = (patch: Partial<MediaSessionActionDetails>): MediaSessionActionDetails => ({
  action: 'seekto',
  ...patch,
});

describe('mediaArtwork', () => {
  it('types each image by its extension, SVGs for any size, bitmaps with their measured size', () => {
    const measured = new Map([['/art/still.jpg', '640x360']]);
    expect(
      mediaArtwork(
        ['/art/poster.svg?v=2', null, '/art/still.jpg', '/art/poster.svg?v=2', '/x'],
        measured,
      ),
    ).toEqual([
      { src: '/art/poster.svg?v=2', sizes: 'any', type: 'image/svg+xml' },
      { src: '/art/still.jpg', sizes: '640x360', type: 'image/jpeg' },
      { src: '/x' },
    ]);
  });

  it('leaves a bitmap without sizes until it is measured', () => {
    expect(mediaArtwork(['/logo.png'])).toEqual([{ src: '/logo.png', type: 'image/png' }]);
  });
});

describe('mediaMetadataInit', () => {
  it('carries title, artist, album and artwork', () => {
    expect(
      mediaMetadataInit({
        title: 'Pilot',
        artist: 'The Show',
        album: 'S1 E3',
        artwork: ['/p.svg'],
      }),
    ).toEqual({
      title: 'Pilot',
      artist: 'The Show',
      album: 'S1 E3',
      artwork: [{ src: '/p.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  });
});

describe('mediaPlaybackState', () => {
  it('is playing, paused, or none before anything loaded and after an error', () => {
    expect(mediaPlaybackState(film({ playing: true }))).toBe('playing');
    expect(mediaPlaybackState(film({ playing: false }))).toBe('paused');
    expect(mediaPlaybackState(INITIAL_SNAPSHOT)).toBe('none');
    expect(mediaPlaybackState(film({ error: 'playback' }))).toBe('none');
  });
});

describe('mediaPositionState', () => {
  it("is a film's time in its length at its rate", () => {
    expect(mediaPositionState(film({ playbackRate: 2 }))).toEqual({
      duration: 600,
      position: 100,
      playbackRate: 2,
    });
  });

  it('is the time into the live window, up to the live edge', () => {
    expect(mediaPositionState(live())).toEqual({ duration: 114, position: 100, playbackRate: 1 });
  });

  it('is null while the length is unknown', () => {
    expect(mediaPositionState(film({ duration: 0, seekableEnd: 0 }))).toBeNull();
  });

  it('keeps the position within the duration', () => {
    expect(mediaPositionState(film({ currentTime: 601 }))?.position).toBe(600);
  });
});

describe('mediaStepTarget and mediaSeekToPosition', () => {
  it("steps by the spec's 10 s unless the system gives an offset", () => {
    expect(mediaStepTarget(film(), 1, undefined)).toBe(110);
    expect(mediaStepTarget(film(), -1, undefined)).toBe(90);
    expect(mediaStepTarget(film(), 1, 30)).toBe(130);
  });

  it('never steps before 0 nor past the end', () => {
    expect(mediaStepTarget(film({ currentTime: 4 }), -1, undefined)).toBe(0);
    expect(mediaStepTarget(film({ currentTime: 595 }), 1, undefined)).toBe(600);
  });

  it('maps a seek to the live window back onto the stream', () => {
    expect(mediaSeekToPosition(live(), 50)).toBe(1050);
    expect(mediaSeekToPosition(live(), 500)).toBe(1114);
  });
});

describe('mediaActionHandlers', () => {
  it('plays, pauses, seeks 10 s and to a position', () => {
    const target = commands(film());
    const handlers = mediaActionHandlers(target);
    handlers.play?.(details({ action: 'play' }));
    handlers.pause?.(details({ action: 'pause' }));
    handlers.seekforward?.(details({ action: 'seekforward' }));
    handlers.seekbackward?.(details({ action: 'seekbackward' }));
    handlers.seekto?.(details({ seekTime: 42 }));
    expect(target.play).toHaveBeenCalledTimes(1);
    expect(target.pause).toHaveBeenCalledTimes(1);
    expect(target.seekTo.mock.calls).toEqual([[110], [90], [42]]);
  });

  it('offers previous, next, stop and picture-in-picture only where they exist', () => {
    const bare = mediaActionHandlers(commands(film()));
    expect(bare.previoustrack).toBeNull();
    expect(bare.nexttrack).toBeNull();
    expect(bare.stop).toBeNull();
    const next = vi.fn();
    const stop = vi.fn();
    const full = mediaActionHandlers(commands(film(), { next, stop, previous: vi.fn() }));
    full.nexttrack?.(details({ action: 'nexttrack' }));
    full.stop?.(details({ action: 'stop' }));
    expect(next).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(full.previoustrack).not.toBeNull();
  });

  it('gives an advert play and pause only', () => {
    const handlers = mediaActionHandlers(
      commands(film(), { next: vi.fn(), previous: vi.fn(), stop: vi.fn() }),
      true,
    );
    const offered = MEDIA_ACTIONS.filter((action) => handlers[action] !== null);
    expect(offered).toEqual(['play', 'pause']);
  });
});
