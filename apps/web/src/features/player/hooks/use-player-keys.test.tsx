import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTrackPinModal } from '@/entities/pin';
import { INITIAL_SNAPSHOT, type PlayerCore } from '@marquee/player-core/player-core';
import { usePlayerKeys } from './use-player-keys';

function fakeCore(currentTime: number, duration = 600) {
  const snapshot = { ...INITIAL_SNAPSHOT, currentTime, duration };
  return {
    getSnapshot: () => snapshot,
    seekTo: vi.fn<(seconds: number) => void>(),
    togglePlay: vi.fn<() => void>(),
    setMuted: vi.fn<(muted: boolean) => void>(),
    setVolume: vi.fn<(volume: number) => void>(),
  };
}

const press = (key: string) =>
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('usePlayerKeys', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('toggles play with space', () => {
    const core = fakeCore(0);
    renderHook(() => usePlayerKeys(core as unknown as PlayerCore));
    press(' ');
    expect(core.togglePlay).toHaveBeenCalledTimes(1);
  });

  it('seeks 10 s per press, presses within 500 ms applied once after the pause', () => {
    const core = fakeCore(100);
    renderHook(() => usePlayerKeys(core as unknown as PlayerCore));
    press('ArrowRight');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    press('ArrowRight');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    press('ArrowRight');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(core.seekTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(core.seekTo).toHaveBeenCalledExactlyOnceWith(130);
  });

  it('reports the target of the gathering seek as it grows, and null once it applies', () => {
    const core = fakeCore(100);
    const onSeekTarget = vi.fn<(target: number | null) => void>();
    renderHook(() => usePlayerKeys(core as unknown as PlayerCore, true, { onSeekTarget }));
    press('ArrowRight');
    press('ArrowRight');
    expect(onSeekTarget.mock.calls).toEqual([[110], [120]]);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onSeekTarget).toHaveBeenLastCalledWith(null);
    expect(core.seekTo).toHaveBeenCalledExactlyOnceWith(120);
  });

  it('never seeks left below 0', () => {
    const core = fakeCore(15);
    renderHook(() => usePlayerKeys(core as unknown as PlayerCore));
    press('ArrowLeft');
    press('ArrowLeft');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(core.seekTo).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('seeks through a live window by its absolute times, which the core keeps in the window', () => {
    // A 30 s window: its length must not cap a position of 1,000 s.
    const core = fakeCore(1000, 30);
    core.getSnapshot().isLive = true;
    renderHook(() => usePlayerKeys(core as unknown as PlayerCore));
    press('ArrowRight');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(core.seekTo).toHaveBeenCalledExactlyOnceWith(1010);
  });

  it('ignores its keys while a PIN modal is open', () => {
    const core = fakeCore(100);
    renderHook(() => {
      usePlayerKeys(core as unknown as PlayerCore);
      // What an open PinModal does.
      useTrackPinModal(true);
    });
    press(' ');
    press('ArrowRight');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(core.togglePlay).not.toHaveBeenCalled();
    expect(core.seekTo).not.toHaveBeenCalled();
  });

  it('ignores its keys while disabled (an advert or a prompt shows)', () => {
    const core = fakeCore(100);
    renderHook(() => usePlayerKeys(core as unknown as PlayerCore, false));
    press(' ');
    expect(core.togglePlay).not.toHaveBeenCalled();
  });

  it('mutes with M, steps the volume with up and down, and calls the letter actions', () => {
    const core = fakeCore(0);
    const actions = {
      onFullscreen: vi.fn(),
      onCaptions: vi.fn(),
      onNext: vi.fn(),
      onPrevious: vi.fn(),
      onHelp: vi.fn(),
    };
    renderHook(() => usePlayerKeys(core as unknown as PlayerCore, true, actions));
    press('m');
    expect(core.setMuted).toHaveBeenCalledWith(true);
    press('ArrowUp');
    press('ArrowDown');
    expect(core.setVolume.mock.calls).toEqual([[0.9], [0.7]]);
    for (const key of ['f', 'C', 'n', 'p', '?']) press(key);
    for (const action of Object.values(actions)) expect(action).toHaveBeenCalledTimes(1);
  });

  it('leaves up and down to channel zapping, and Ctrl shortcuts to the browser', () => {
    const core = fakeCore(0);
    const onCaptions = vi.fn();
    renderHook(() =>
      usePlayerKeys(core as unknown as PlayerCore, true, { arrowsVolume: false, onCaptions }),
    );
    press('ArrowUp');
    expect(core.setVolume).not.toHaveBeenCalled();
    act(() => {
      document.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true }),
      );
    });
    expect(onCaptions).not.toHaveBeenCalled();
  });
});
