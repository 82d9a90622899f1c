import { useEffect, useMemo, useRef, useState } from 'react';
import { catchupWindow, type Channel, type Programme } from '@marquee/contract';
import {
  programmeBoundaries,
  resumeAfterPause,
  timelineSeek,
  type TimeSpan,
} from '@marquee/player-core/channel-timeline';
import type { PlayerCore, PlayerSnapshot } from '@marquee/player-core/player-core';
import { NO_THUMBNAILS_START, nextThumbnailsStart } from '../lib/thumbnails-start';

/** What the channel's seek bar shows and does. */
export interface ChannelTimeline {
  /** The catch-up window up to the live edge. */
  span: TimeSpan;
  boundaries: number[];
  /** What the playing stream lists, on the wall clock; null until it is known. */
  loaded: TimeSpan | null;
  /** The wall-clock time playing (epoch ms). */
  position: number;
  /** Where the stream's thumbnails count from (epoch ms, lib/thumbnails-start.ts); null: unknown. */
  thumbnailsStart: number | null;
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
  /** The URL of the stream playing, null until it is known. */
  stream: string | null;
  now: number;
  onLive: () => void;
  onShift: (from: number) => void;
}): ChannelTimeline {
  const { channel, programmes, core, snapshot, from, stream, now, onLive, onShift } = options;
  const span = catchupWindow(channel, now);
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
  // Adjusted while rendering (React's pattern for state that follows props), so no render
  // ever pairs a new stream with the start of the previous one's list.
  const [thumbnails, setThumbnails] = useState(NO_THUMBNAILS_START);
  const nextThumbnails = nextThumbnailsStart(thumbnails, stream, loaded?.start ?? null);
  if (nextThumbnails !== thumbnails) setThumbnails(nextThumbnails);
  /** The moment a pause began; forgotten by a seek and by another channel or stream. */
  const pausedAt = useRef<number | null>(null);
  useEffect(() => {
    pausedAt.current = null;
  }, [channel.id, from]);

  const seek = (at: number) => {
    pausedAt.current = null;
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
  // A pause long enough for the paused moment to leave the stream's list goes on from that
  // moment when playing again, rather than from wherever the stream has moved on to.
  useEffect(() => {
    if (!snapshot.started) return;
    if (!snapshot.playing) {
      pausedAt.current ??= snapshot.wallClock;
      return;
    }
    const moment = pausedAt.current;
    pausedAt.current = null;
    if (moment === null) return;
    const resume = resumeAfterPause(moment, { window: span, loaded });
    if (resume?.kind === 'shift') onShift(resume.from);
    // Only a change of playing state decides; the rest is read as it stands then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.playing, snapshot.started]);

  return { span, boundaries, loaded, position, thumbnailsStart: nextThumbnails.start, seek };
}
