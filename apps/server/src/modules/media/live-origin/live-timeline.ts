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

/** Maps a segment or init-segment URI to the one written in the playlist (rendition, signing). */
export type LiveUriMapper = (uri: string, asset: LiveAsset) => string;

export interface LivePlaylistOptions {
  /** Seconds of media the window holds; raised to three target durations (RFC 8216 §6.2.2). */
  windowSeconds: number;
  uri?: LiveUriMapper;
}

export interface RangePlaylistOptions {
  /**
   * True: catch-up of a finished programme, a VOD playlist with EXT-X-ENDLIST. False:
   * start-over, an EVENT playlist where `to` is the current time and only segments that have
   * fully elapsed by then are listed.
   */
  ended: boolean;
  uri?: LiveUriMapper;
}

/** The channel time-shifted to a moment (live-playlists.ts, `shiftedMediaPlaylist`). */
export interface ShiftedPlaylistOptions {
  /** The moment the viewer asked for: the playlist begins with the segment playing then. */
  from: Date;
  /** When the stream was opened at `from`: a viewer who never paused is now at from + (now − opened). */
  opened: Date;
  /** Nothing before this is listed: the start of the channel's catch-up window now. */
  notBefore: Date;
  /** Media kept behind the viewer's place before the playlist's front slides on, seconds. */
  behindSeconds: number;
  /** Media listed ahead of the viewer's place, never past the live edge, seconds. */
  aheadSeconds: number;
  uri?: LiveUriMapper;
}

// Renditions of an asset differ only in URIs, and fMP4 media is version 6 and up (EXT-X-MAP);
// the committed demo playlists say 7, so the live ones say the same.
const HLS_VERSION = 7;

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

function timelineOf(channel: LiveChannel): Timeline {
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

/**
 * The sliding-window live media playlist at `now`: the segments that have fully elapsed, as
 * far back as `windowSeconds` (at least three target durations).
 */
export function livePlaylist(
  channel: LiveChannel,
  now: Date,
  options: LivePlaylistOptions,
): string {
  if (!(options.windowSeconds > 0)) throw new RangeError('windowSeconds must be above 0');
  const timeline = timelineOf(channel);
  const last = liveEdgeIndex(channel, now);
  if (last < 0) return playlistText(channel, 0, -1, { uri: options.uri });
  const windowMs = Math.max(
    Math.round(options.windowSeconds * 1000),
    3 * timeline.targetDuration * 1000,
  );
  // The window reaches back from the edge's end to the segment playing `windowMs` earlier, so
  // it holds at least windowMs of media once the channel has run that long. That point only
  // moves forward with `now`, so the media sequence never goes back.
  const reach = segmentAt(channel, last).end.getTime() - windowMs;
  const first = reach <= timeline.epochMs ? 0 : indexAt(channel, new Date(reach));
  return playlistText(channel, first, last, { uri: options.uri });
}

/**
 * The segments covering [from, to) as one playlist cut from the same timeline: catch-up
 * (`ended`, VOD with EXT-X-ENDLIST) or start-over (EVENT, growing up to `to` = now).
 */
export function rangePlaylist(
  channel: LiveChannel,
  from: Date,
  to: Date,
  options: RangePlaylistOptions,
): string {
  const timeline = timelineOf(channel);
  const type = options.ended ? 'VOD' : 'EVENT';
  const fromMs = Math.max(from.getTime(), timeline.epochMs);
  const toMs = to.getTime();
  const first = indexAt(channel, new Date(fromMs));
  let last: number;
  if (toMs <= fromMs) last = first - 1;
  else if (options.ended) last = indexAt(channel, new Date(toMs - 1));
  else last = liveEdgeIndex(channel, to);
  return playlistText(channel, first, last, { uri: options.uri, type });
}

/**
 * The channel time-shifted to `from` at `now`: a live playlist (no PLAYLIST-TYPE) that follows
 * a viewer who started at `from` when the stream was opened, as the live playlist follows the
 * clock. It begins with the segment playing at `from` and grows like an EVENT playlist, listing
 * what had aired up to `aheadSeconds` past the viewer's place (never past the live edge, where
 * it becomes the live window delayed); once the viewer is `behindSeconds` past `from` its front
 * slides on too, so it never holds more than behind + ahead of media however long the session.
 * EXT-X-START says where `from` is while its segment is listed.
 */
export function shiftedPlaylist(
  channel: LiveChannel,
  now: Date,
  options: ShiftedPlaylistOptions,
): string {
  const timeline = timelineOf(channel);
  const fromMs = options.from.getTime();
  const place = fromMs + Math.max(0, now.getTime() - options.opened.getTime());
  const startMs = Math.max(
    fromMs,
    options.notBefore.getTime(),
    place - Math.round(options.behindSeconds * 1000),
    timeline.epochMs,
  );
  const endMs = Math.min(now.getTime(), place + Math.round(options.aheadSeconds * 1000));
  const first = indexAt(channel, new Date(Math.min(startMs, now.getTime())));
  const last = liveEdgeIndex(channel, new Date(endMs));
  const head = segmentAt(channel, first);
  const fromListed = head.start.getTime() <= fromMs && fromMs < head.end.getTime();
  return playlistText(channel, first, last, {
    uri: options.uri,
    startOffset: fromListed ? (fromMs - head.start.getTime()) / 1000 : undefined,
  });
}

function playlistText(
  channel: LiveChannel,
  first: number,
  last: number,
  options: {
    uri: LiveUriMapper | undefined;
    type?: 'VOD' | 'EVENT';
    /** EXT-X-START:TIME-OFFSET, seconds from the first segment's start. */
    startOffset?: number;
  },
): string {
  const toUri = options.uri ?? ((uri: string) => uri);
  // An empty playlist still names the segment that will come first, so that start-over only
  // ever appends to what it has already said.
  const head = segmentAt(channel, first);
  const lines = ['#EXTM3U', `#EXT-X-VERSION:${HLS_VERSION}`];
  lines.push(`#EXT-X-TARGETDURATION:${targetDuration(channel)}`);
  if (options.startOffset !== undefined) {
    lines.push(`#EXT-X-START:TIME-OFFSET=${options.startOffset.toFixed(3)},PRECISE=YES`);
  }
  if (options.type) lines.push(`#EXT-X-PLAYLIST-TYPE:${options.type}`);
  lines.push(`#EXT-X-MEDIA-SEQUENCE:${head.index}`);
  // RFC 8216 §6.2.2: the sequence counts the EXT-X-DISCONTINUITY tags no longer in the
  // playlist. The boundary right before the first segment is one of them: its tag is left out
  // (nothing in the playlist comes before it to be discontinuous with) and counted here, which
  // keeps every segment's Discontinuity Sequence Number what it was in earlier windows.
  lines.push(`#EXT-X-DISCONTINUITY-SEQUENCE:${head.discontinuityCount}`);
  for (let index = first; index <= last; index += 1) {
    const segment = index === first ? head : segmentAt(channel, index);
    if (segment.discontinuityBefore && index !== first) lines.push('#EXT-X-DISCONTINUITY');
    // RFC 8216 §4.3.2.5: a map holds until the next one. Each asset has its own init segment,
    // so it is given again after every boundary, and once for the window's first segment.
    if (segment.asset.map !== undefined && (segment.discontinuityBefore || index === first)) {
      lines.push(`#EXT-X-MAP:URI="${toUri(segment.asset.map, segment.asset)}"`);
    }
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${segment.start.toISOString()}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`);
    lines.push(toUri(segment.segment.uri, segment.asset));
  }
  if (options.type === 'VOD') lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
