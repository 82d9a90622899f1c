import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  INITIAL_SNAPSHOT,
  type PlayerCore,
  type PlayerSnapshot,
} from '@marquee/player-core/player-core';
import type { NowPlaying } from '@marquee/player-core/media-session';
import { useMediaSession } from './use-media-session';

/** A Media Session as the browser keeps it, with the handlers it was given. */
function fakeSession() {
  const handlers = new Map<string, MediaSessionActionHandler>();
  return {
    handlers,
    metadata: null as MediaMetadataInit | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    position: null as MediaPositionState | null | undefined,
    setActionHandler(action: string, handler: MediaSessionActionHandler | null) {
      if (handler) handlers.set(action, handler);
      else handlers.delete(action);
    },
    setPositionState(state?: MediaPositionState) {
      this.position = state ?? null;
    },
  };
}

const playing: PlayerSnapshot = {
  ...INITIAL_SNAPSHOT,
  playing: true,
  started: true,
  waiting: false,
  currentTime: 30,
  duration: 600,
  seekableEnd: 600,
};

function fakeCore(snapshot: PlayerSnapshot) {
  const pause = vi.fn<() => void>();
  const seekTo = vi.fn<(seconds: number) => void>();
  const core = {
    getSnapshot: () => snapshot,
    play: vi.fn(() => Promise.resolve()),
    pause,
    seekTo,
  } as unknown as PlayerCore;
  return { core, pause, seekTo };
}

const episode = { title: 'Pilot', artist: 'Northern Line', album: 'S1 E3', artwork: ['/p.svg'] };

describe('useMediaSession', () => {
  let session: ReturnType<typeof fakeSession>;
  beforeEach(() => {
    session = fakeSession();
    vi.stubGlobal('navigator', { ...navigator, mediaSession: session });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: MediaMetadataInit) {
          return init;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves what a newer player set when an older one goes after it (zapping back and forth)', () => {
    const { core } = fakeCore(playing);
    const next = vi.fn();
    const older = renderHook(() => useMediaSession(core, playing, episode, { next }));
    const channel = {
      title: 'News at Six',
      artist: 'Harbour News 24',
      album: 'Channel 101',
      artwork: [],
    };
    const newer = renderHook(() => useMediaSession(core, playing, channel, { next }));
    older.unmount();
    expect(session.metadata).toMatchObject({ title: 'News at Six', artist: 'Harbour News 24' });
    expect([...session.handlers.keys()]).toEqual(expect.arrayContaining(['pause', 'nexttrack']));
    expect(session.playbackState).toBe('playing');
    expect(session.position).toEqual({ duration: 600, position: 30, playbackRate: 1 });
    newer.unmount();
    expect(session.metadata).toBeNull();
    expect(session.handlers.size).toBe(0);
    expect(session.playbackState).toBe('none');
    expect(session.position).toBeNull();
  });

  it('describes what plays, keeps the position and state, and its handlers drive the core', () => {
    const { core, pause, seekTo } = fakeCore(playing);
    const next = vi.fn();
    renderHook(() => useMediaSession(core, playing, episode, { next }));
    expect(session.metadata).toMatchObject({
      title: 'Pilot',
      artist: 'Northern Line',
      album: 'S1 E3',
    });
    expect(session.playbackState).toBe('playing');
    expect(session.position).toEqual({ duration: 600, position: 30, playbackRate: 1 });
    session.handlers.get('pause')?.({ action: 'pause' });
    session.handlers.get('seekforward')?.({ action: 'seekforward' });
    session.handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(seekTo).toHaveBeenCalledWith(40);
    expect(next).toHaveBeenCalledTimes(1);
    expect(session.handlers.has('previoustrack')).toBe(false);
  });

  it('clears everything when the player closes', () => {
    const { core } = fakeCore(playing);
    const { unmount } = renderHook(() =>
      useMediaSession(core, playing, episode, { stop: vi.fn() }),
    );
    unmount();
    expect(session.metadata).toBeNull();
    expect(session.handlers.size).toBe(0);
    expect(session.playbackState).toBe('none');
    expect(session.position).toBeNull();
  });

  it('hands the controls over while something else (an advert) describes itself', () => {
    const { core } = fakeCore(playing);
    const initialProps: { now: NowPlaying | null } = { now: episode };
    const { rerender } = renderHook(({ now }) => useMediaSession(core, playing, now), {
      initialProps,
    });
    rerender({ now: null });
    expect(session.metadata).toBeNull();
    expect(session.handlers.size).toBe(0);
  });

  it('gives an advert no seeking', () => {
    const { core } = fakeCore(playing);
    renderHook(() =>
      useMediaSession(
        core,
        playing,
        { ...episode, title: 'Advert', advert: true },
        { next: vi.fn() },
      ),
    );
    expect([...session.handlers.keys()].sort()).toEqual(['pause', 'play']);
  });
});
