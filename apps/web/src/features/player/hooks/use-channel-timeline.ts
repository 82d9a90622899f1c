import { useMemo } from 'react';
import type { Channel, Programme } from '@marquee/contract';
import {
  programmeBoundaries,
  timelineSeek,
  timelineWindow,
  type TimeSpan,
} from '../core/channel-timeline';
import type { PlayerCore, PlayerSnapshot } from '../core/player-core';

/** What the channel's seek bar shows and does. */
export interface ChannelTimeline {
  /** The catch-up window up to the live edge. */
  span: TimeSpan;
  boundaries: number[];
  /** What the playing stream lists, on the wall clock; null until it is known. */
  loaded: TimeSpan | null;
  /** The wall-clock time playing (epoch ms). */
  position: number;
  /** Plays a moment: a seek within the stream, or the live stream, or a stream from there. */
  seek: (at: number) => void;
}

/**
 * The channel's timeline at `now`: its catch-up window with programme boundaries, where
 * playback is on the wall clock (before the stream says, where it was asked to start), and a
 * seek that stays in the stream when it can and asks for another one when it cannot.
 */
export function useChannelTimeline(options: {
  channel: Channel;
  programmes: readonly Programme[];
  core: PlayerCore | null;
  snapshot: PlayerSnapshot;
  /** The moment the stream was asked from; null for the live stream. */
  from: number | null;
  now: number;
  onLive: () => void;
  onShift: (from: number) => void;
}): ChannelTimeline {
  const { channel, programmes, core, snapshot, from, now, onLive, onShift } = options;
  const span = timelineWindow(channel, now);
  const boundaries = useMemo(
    () => programmeBoundaries(programmes, { start: span.start, end: span.end }),
    [programmes, span.start, span.end],
  );
  const listedStart = core?.wallClockAt(snapshot.seekableStart) ?? null;
  const listedEnd = core?.wallClockAt(snapshot.liveEdge ?? snapshot.seekableEnd) ?? null;
  const loaded =
    snapshot.isLive && listedStart !== null && listedEnd !== null
      ? { start: listedStart, end: listedEnd }
      : null;
  const position = snapshot.wallClock ?? from ?? now;

  const seek = (at: number) => {
    const action = timelineSeek(at, { window: span, loaded });
    if (action.kind === 'live') {
      if (from === null) core?.goToLive();
      else onLive();
    } else if (action.kind === 'seek') {
      core?.seekToWallTime(new Date(action.at));
    } else {
      onShift(action.from);
    }
  };
  return { span, boundaries, loaded, position, seek };
}
