// What a channel's playlists are cut from: its segments in order, each with its media sequence
// number, its times and its discontinuity numbers. A channel of demo media has an endless
// timeline computed from the clock (live-timeline.ts); a restreamed channel has the segments
// it has received (recorded-timeline.ts). timeline-playlists.ts writes both the same way.
import {
  indexAt,
  liveEdgeIndex,
  segmentAt,
  targetDuration,
  timelineOf,
  type LiveChannel,
} from './live-timeline.js';

/** One segment as a playlist lists it. */
export interface TimelineEntry {
  /** Its media sequence number. */
  index: number;
  start: Date;
  end: Date;
  /** Seconds, to the millisecond. */
  duration: number;
  /** Its URI, relative to the media playlist. */
  uri: string;
  /** Its init segment's URI (EXT-X-MAP), for fragmented MP4. */
  map: string | undefined;
  /** The media it comes from: a looped asset's id, or `recording` for a restreamed channel. */
  assetId: string;
  /** Its place in that media (a looped asset's segment number: its thumbnail tile). */
  segmentIndex: number;
  /** A boundary lies between the previous segment and this one. */
  discontinuityBefore: boolean;
  /** Boundaries up to this segment's start, the one right before it included (RFC 8216 §6.2.2). */
  discontinuityCount: number;
}

export interface SegmentTimeline {
  /** The first moment the timeline has media for. */
  startMs: number;
  /** EXT-X-TARGETDURATION: the longest segment rounded up. */
  targetDuration: number;
  /** The segment with this sequence number; undefined when it is not (or no longer) held. */
  entry(index: number): TimelineEntry | undefined;
  /** The segment playing at `date`: the first held at or after it when it falls in a gap. */
  indexAt(date: Date): number;
  /** The last segment fully elapsed by `now`; one less than the first when there is none. */
  liveEdgeIndex(now: Date): number;
  /** The Discontinuity Sequence Number a playlist starting at `index` would give. */
  discontinuityCountAt(index: number): number;
}

const looped = new WeakMap<LiveChannel, SegmentTimeline>();

/** The endless timeline of a channel looping demo media. */
export function loopedTimeline(channel: LiveChannel): SegmentTimeline {
  const known = looped.get(channel);
  if (known) return known;
  const entry = (index: number): TimelineEntry | undefined => {
    if (index < 0) return undefined;
    const segment = segmentAt(channel, index);
    return {
      index,
      start: segment.start,
      end: segment.end,
      duration: segment.duration,
      uri: segment.segment.uri,
      map: segment.asset.map,
      assetId: segment.asset.id,
      segmentIndex: segment.segmentIndex,
      discontinuityBefore: segment.discontinuityBefore,
      discontinuityCount: segment.discontinuityCount,
    };
  };
  const timeline: SegmentTimeline = {
    startMs: timelineOf(channel).epochMs,
    targetDuration: targetDuration(channel),
    entry,
    indexAt: (date) => indexAt(channel, date),
    liveEdgeIndex: (now) => liveEdgeIndex(channel, now),
    discontinuityCountAt: (index) => segmentAt(channel, index).discontinuityCount,
  };
  looped.set(channel, timeline);
  return timeline;
}

/** A channel of demo media or a timeline already made. */
export type AnyTimeline = LiveChannel | SegmentTimeline;

export const timelineView = (timeline: AnyTimeline): SegmentTimeline =>
  'assets' in timeline ? loopedTimeline(timeline) : timeline;
