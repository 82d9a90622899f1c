import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { envelopeResponse, makeMovie, urlOf } from '@/test/fixtures';
import { INITIAL_SNAPSHOT, PlayerCore } from '@marquee/player-core/player-core';
import { useWatchReporting } from './use-watch-reporting';

const emitRealtime = vi.hoisted(() => vi.fn());
vi.mock('@/shared/realtime/realtime-socket', () => ({ emitRealtime }));

const fetchMock = vi.fn<typeof fetch>();

/** A core whose element is at `currentTime`; its snapshot lags at `lastTimeUpdate`. */
function fakeCore(currentTime: number, playing = true, lastTimeUpdate = currentTime) {
  const snapshot = { ...INITIAL_SNAPSHOT, currentTime: lastTimeUpdate, duration: 600, playing };
  return {
    getSnapshot: () => snapshot,
    position: () => ({ currentTime, duration: 600 }),
  } as unknown as PlayerCore;
}

function saves() {
  return fetchMock.mock.calls
    .filter(([input]) => urlOf(input) === '/api/vods/save-progress')
    .map(([, init]) => ({
      body: JSON.parse(init!.body as string) as unknown,
      keepalive: init!.keepalive,
    }));
}

describe('useWatchReporting', () => {
  beforeEach(() => {
    emitRealtime.mockReset();
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 1, data: null })),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  it('emits vod-plays and saves with keepalive when the player is left at 10 s or more', () => {
    const { unmount } = renderHook(() => useWatchReporting(makeMovie(), fakeCore(42)));
    unmount();
    expect(emitRealtime).toHaveBeenCalledWith(
      'vod-plays',
      expect.objectContaining({ model_id: 3, model_type: 0, retention_time: 42, duration: 600 }),
    );
    expect(saves()).toEqual([
      { body: { single_event_vod_id: 3, stopped_time: 42, duration: 600 }, keepalive: true },
    ]);
  });

  it('reports nothing when the player is left before 10 s', () => {
    const { unmount } = renderHook(() => useWatchReporting(makeMovie(), fakeCore(9)));
    unmount();
    expect(emitRealtime).not.toHaveBeenCalled();
    expect(saves()).toEqual([]);
  });

  it('saves every 15 s while playing', () => {
    vi.useFakeTimers();
    renderHook(() => useWatchReporting(makeMovie(), fakeCore(80)));
    vi.advanceTimersByTime(14_999);
    expect(saves()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saves()).toEqual([
      { body: { single_event_vod_id: 3, stopped_time: 80, duration: 600 }, keepalive: false },
    ]);
    vi.useRealTimers();
  });

  it('does not save on the timer while paused', () => {
    vi.useFakeTimers();
    renderHook(() => useWatchReporting(makeMovie(), fakeCore(80, false)));
    vi.advanceTimersByTime(30_000);
    expect(saves()).toEqual([]);
    vi.useRealTimers();
  });

  it('saves on pagehide where the video is, not where the last timeupdate said', () => {
    renderHook(() => useWatchReporting(makeMovie(), fakeCore(83, true, 80)));
    window.dispatchEvent(new Event('pagehide'));
    expect(saves()).toEqual([
      { body: { single_event_vod_id: 3, stopped_time: 83, duration: 600 }, keepalive: true },
    ]);
  });

  it("saves on pagehide the real core's reading of the element, not its last snapshot", () => {
    const video = document.createElement('video');
    Object.defineProperty(video, 'currentTime', { value: 80, writable: true });
    Object.defineProperty(video, 'duration', { value: 600 });
    const core = new PlayerCore(video);
    video.dispatchEvent(new Event('timeupdate'));
    // The element moved on; no timeupdate has said so yet.
    video.currentTime = 83.7;
    renderHook(() => useWatchReporting(makeMovie(), core));
    window.dispatchEvent(new Event('pagehide'));
    expect(core.getSnapshot().currentTime).toBe(80);
    expect(saves()).toEqual([
      { body: { single_event_vod_id: 3, stopped_time: 83, duration: 600 }, keepalive: true },
    ]);
  });

  it('saves with a keepalive request on pagehide and when the tab is hidden', () => {
    renderHook(() => useWatchReporting(makeMovie(), fakeCore(80)));
    window.dispatchEvent(new Event('pagehide'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saves().map((save) => save.keepalive)).toEqual([true, true]);
  });
});
