// A live channel as a pure function of the clock: the channel loops over its assets forever
// from its epoch, so the segment playing at any instant, its media sequence number (its index
// since the epoch) and its discontinuity sequence number follow from arithmetic alone. Every
// API instance therefore serves the same playlist for the same instant, with no state to share.
//
// The timeline counts in whole milliseconds: EXT-X-PROGRAM-DATE-TIME carries milliseconds, so
// a duration rounded once to the millisecond keeps EXTINF and the dates in exact agreement
// however far from the epoch (summing float seconds would drift).

/** One media segment of an asset's rendition; `duration` in seconds. */
export interface LiveSegment {
  uri: string;
  duration: number;
}

/** A looped piece of media in one rendition; `map` is its fMP4 init segment (EXT-X-MAP). */
export interface LiveAsset {
  id: string;
  segments: LiveSegment[];
  map?: string;
}

/** A channel: its assets played in order, looped forever from the epoch. */
export interface LiveChannel {
  epoch: Date;
  assets: LiveAsset[];
}

/** One segment of the endless timeline. */
export interface TimelineSegment {
  /** Absolute index since the epoch: the segment's media sequence number. */
  index: number;
  asset: LiveAsset;
  assetIndex: number;
  segment: LiveSegment;
  segmentIndex: number;
  start: Date;
  end: Date;
  /** Seconds, rounded to the millisecond as the timeline counts them. */
  duration: number;
  /** An asset or loop boundary lies between the previous segment and this one. */
  discontinuityBefore: boolean;
  /**
   * Boundaries crossed from the epoch up to this segment's start, including the one right
   * before it: RFC 8216's Discontinuity Sequence Number of the segment (§6.2.2), the same in
   * every playlist that lists it.
   */
  discontinuityCount: number;
}

interface Timeline {
  epochMs: number;
  /** Duration of one pass over every asset. */
  loopMs: number;
  /** Per position in the loop: start offset, duration, asset and segment indices. */
  startMs: number[];
  durationMs: number[];
  assetOf: number[];
  segmentOf: number[];
  targetDuration: number;
}

// Channels are read-only values; the derived tables are kept per channel object so each call
// costs O(log n), not a pass over the schedule.
const timelines = new WeakMap<LiveChannel, Timeline>();

export function timelineOf(channel: LiveChannel): Timeline {
  const known = timelines.get(channel);
  if (known) return known;
  const epochMs = channel.epoch.getTime();
  if (!Number.isFinite(epochMs)) throw new RangeError('The channel epoch is not a valid date');
  if (channel.assets.length === 0) throw new RangeError('A channel needs at least one asset');
  const timeline: Timeline = {
    epochMs,
    loopMs: 0,
    startMs: [],
    durationMs: [],
    assetOf: [],
    segmentOf: [],
    targetDuration: 0,
  };
  let longestMs = 0;
  channel.assets.forEach((asset, assetIndex) => {
    if (asset.segments.length === 0) {
      throw new RangeError(`Asset ${asset.id} of the channel has no segments`);
    }
    asset.segments.forEach((segment, segmentIndex) => {
      const ms = Math.round(segment.duration * 1000);
      if (!Number.isFinite(ms) || ms <= 0) {
        throw new RangeError(`Segment ${segment.uri} of asset ${asset.id} has no duration`);
      }
      timeline.startMs.push(timeline.loopMs);
      timeline.durationMs.push(ms);
      timeline.assetOf.push(assetIndex);
      timeline.segmentOf.push(segmentIndex);
      timeline.loopMs += ms;
      longestMs = Math.max(longestMs, ms);
    });
  });
  // RFC 8216 §4.3.3.1: every EXTINF rounded to the nearest integer must not exceed it; the
  // ceiling of the longest segment satisfies that and never changes while the channel runs.
  timeline.targetDuration = Math.ceil(longestMs / 1000);
  timelines.set(channel, timeline);
  return timeline;
}

/** EXT-X-TARGETDURATION of the channel: the longest segment rounded up, whatever the window. */
export function targetDuration(channel: LiveChannel): number {
  return timelineOf(channel).targetDuration;
}

/** The segment with absolute index `index` since the epoch, in O(1). */
export function segmentAt(channel: LiveChannel, index: number): TimelineSegment {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`Segment index ${index} is not a whole number from 0`);
  }
  const timeline = timelineOf(channel);
  const perLoop = timeline.startMs.length;
  const loop = Math.floor(index / perLoop);
  const position = index - loop * perLoop;
  const assetIndex = timeline.assetOf[position]!;
  const segmentIndex = timeline.segmentOf[position]!;
  const asset = channel.assets[assetIndex]!;
  const startMs = timeline.epochMs + loop * timeline.loopMs + timeline.startMs[position]!;
  const durationMs = timeline.durationMs[position]!;
  return {
    index,
    asset,
    assetIndex,
    segment: asset.segments[segmentIndex]!,
    segmentIndex,
    start: new Date(startMs),
    end: new Date(startMs + durationMs),
    duration: durationMs / 1000,
    // Every asset start is a boundary (the loop's wrap is asset 0's start) except the epoch.
    discontinuityBefore: segmentIndex === 0 && index > 0,
    discontinuityCount: loop * channel.assets.length + assetIndex,
  };
}

/** The absolute index of the segment playing at `date` (start <= date < end), in O(log n). */
export function indexAt(channel: LiveChannel, date: Date): number {
  const timeline = timelineOf(channel);
  const elapsed = date.getTime() - timeline.epochMs;
  if (!Number.isFinite(elapsed) || elapsed < 0) {
    throw new RangeError(`${date.toISOString()} is before the channel's epoch`);
  }
  const loop = Math.floor(elapsed / timeline.loopMs);
  const offset = elapsed - loop * timeline.loopMs;
  // The last position whose start is at or before the offset.
  let low = 0;
  let high = timeline.startMs.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (timeline.startMs[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return loop * timeline.startMs.length + low;
}

/** The index of the last segment fully elapsed by `now` (the live edge), or -1 if none yet. */
export function liveEdgeIndex(channel: LiveChannel, now: Date): number {
  if (now.getTime() < timelineOf(channel).epochMs) return -1;
  // The segment playing at `now` is not finished; a segment ending exactly at `now` is.
  return indexAt(channel, now) - 1;
}
