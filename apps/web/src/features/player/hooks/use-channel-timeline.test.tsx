import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeChannel } from '@/test/channel-fixtures';
import {
  INITIAL_SNAPSHOT,
  type PlayerCore,
  type PlayerSnapshot,
} from '@marquee/player-core/player-core';
import { useChannelTimeline } from './use-channel-timeline';

const minute = 60_000;
const now = Date.UTC(2026, 10, 25, 20, 0);
const channel = makeChannel({ id: 7, catchup_enabled: true, catchup_duration_total: 10_080 });

/** A live stream whose media time t is the wall clock `now - 3 min + t s`. */
const core = {
  wallClockAt: (position: number) => now - 3 * minute + position * 1000,
} as unknown as PlayerCore;

const live = (overrides: Partial<PlayerSnapshot>): PlayerSnapshot => ({
  ...INITIAL_SNAPSHOT,
  started: true,
  isLive: true,
  seekableStart: 0,
  seekableEnd: 180,
  liveEdge: 176,
  ...overrides,
});

function renderTimeline(snapshot: PlayerSnapshot, channelId = channel.id) {
  const onShift = vi.fn();
  const hook = renderHook(
    ({ snapshot, channelId }) =>
      useChannelTimeline({
        channel: { ...channel, id: channelId },
        programmes: [],
        core,
        snapshot,
        from: null,
        stream: 'live.m3u8',
        now,
        onLive: vi.fn(),
        onShift,
      }),
    { initialProps: { snapshot, channelId } },
  );
  return { ...hook, onShift };
}

describe('the channel timeline after a pause', () => {
  it('goes on from the paused moment once a long pause left it behind the live window', () => {
    const pausedAt = now - 20 * minute;
    const { rerender, onShift } = renderTimeline(live({ playing: true, wallClock: pausedAt }));
    rerender({ snapshot: live({ playing: false, wallClock: pausedAt }), channelId: channel.id });
    // Twenty minutes later the three-minute window starts at 19:57; playing again.
    rerender({ snapshot: live({ playing: true, wallClock: now - minute }), channelId: channel.id });
    expect(onShift).toHaveBeenCalledWith(pausedAt);
  });

  it('plays on where it is when the paused moment is still in the window', () => {
    const pausedAt = now - 2 * minute;
    const { rerender, onShift } = renderTimeline(live({ playing: true, wallClock: pausedAt }));
    rerender({ snapshot: live({ playing: false, wallClock: pausedAt }), channelId: channel.id });
    rerender({ snapshot: live({ playing: true, wallClock: pausedAt }), channelId: channel.id });
    expect(onShift).not.toHaveBeenCalled();
  });

  it('forgets the pause when the channel changes', () => {
    const pausedAt = now - 20 * minute;
    const { rerender, onShift } = renderTimeline(live({ playing: true, wallClock: pausedAt }));
    rerender({ snapshot: live({ playing: false, wallClock: pausedAt }), channelId: channel.id });
    rerender({ snapshot: live({ playing: false, wallClock: now - minute }), channelId: 8 });
    rerender({ snapshot: live({ playing: true, wallClock: now - minute }), channelId: 8 });
    expect(onShift).not.toHaveBeenCalled();
  });
});
