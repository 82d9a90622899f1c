// A live channel's media playlists (segment-timeline.ts): the live window, a finished or growing
// range (catch-up and start-over) and a time-shifted session, each written from the timeline
// alone: the clock's arithmetic for a channel of demo media, the segments received for a
// restreamed one.
import {
  timelineView,
  type AnyTimeline,
  type SegmentTimeline,
  type TimelineEntry,
} from './segment-timeline.js';

/** Maps a segment or init-segment URI to the one written in the playlist (rendition, signing). */
export type LiveUriMapper = (uri: string, entry: TimelineEntry) => string;

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

/**
 * The sliding-window live media playlist at `now`: the segments that have fully elapsed, as
 * far back as `windowSeconds` (at least three target durations).
 */
export function livePlaylist(
  channel: AnyTimeline,
  now: Date,
  options: LivePlaylistOptions,
): string {
  if (!(options.windowSeconds > 0)) throw new RangeError('windowSeconds must be above 0');
  const timeline = timelineView(channel);
  const last = timeline.liveEdgeIndex(now);
  const edge = timeline.entry(last);
  if (!edge) return playlistText(timeline, last + 1, last, { uri: options.uri });
  const windowMs = Math.max(
    Math.round(options.windowSeconds * 1000),
    3 * timeline.targetDuration * 1000,
  );
  // The window reaches back from the edge's end to the segment playing `windowMs` earlier, so
  // it holds at least windowMs of media once the channel has run that long. That point only
  // moves forward with `now`, so the media sequence never goes back.
  const reach = edge.end.getTime() - windowMs;
  const first = timeline.indexAt(new Date(Math.max(reach, timeline.startMs)));
  return playlistText(timeline, first, last, { uri: options.uri });
}

/**
 * The segments covering [from, to) as one playlist cut from the same timeline: catch-up
 * (`ended`, VOD with EXT-X-ENDLIST) or start-over (EVENT, growing up to `to` = now).
 */
export function rangePlaylist(
  channel: AnyTimeline,
  from: Date,
  to: Date,
  options: RangePlaylistOptions,
): string {
  const type = options.ended ? 'VOD' : 'EVENT';
  const { first, last } = rangeIndices(channel, from, to, options.ended);
  return playlistText(timelineView(channel), first, last, { uri: options.uri, type });
}

/**
 * The first and last segment `rangePlaylist` lists for [from, to) (last < first: none yet):
 * from the one playing at `from`, to the one playing just before `to` once `ended`, else to
 * the last fully elapsed by `to`.
 */
export function rangeIndices(
  channel: AnyTimeline,
  from: Date,
  to: Date,
  ended: boolean,
): { first: number; last: number } {
  const timeline = timelineView(channel);
  const fromMs = Math.max(from.getTime(), timeline.startMs);
  const toMs = to.getTime();
  const first = timeline.indexAt(new Date(fromMs));
  if (toMs <= fromMs) return { first, last: first - 1 };
  // A segment playing at `to - 1` that starts after `from` (a gap in a recording) is the last.
  const last = ended ? timeline.indexAt(new Date(toMs - 1)) : timeline.liveEdgeIndex(to);
  return { first, last: endsBefore(timeline, last, toMs) };
}

/** `last`, or the one before it when it starts at or after `toMs` (it fell in a gap's far side). */
function endsBefore(timeline: SegmentTimeline, last: number, toMs: number): number {
  const entry = timeline.entry(last);
  return entry && entry.start.getTime() >= toMs ? last - 1 : last;
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
  channel: AnyTimeline,
  now: Date,
  options: ShiftedPlaylistOptions,
): string {
  const timeline = timelineView(channel);
  // A moment before the timeline began (a recording started after it) plays from its start.
  const fromMs = Math.max(options.from.getTime(), timeline.startMs);
  const place = fromMs + Math.max(0, now.getTime() - options.opened.getTime());
  const startMs = Math.max(
    fromMs,
    options.notBefore.getTime(),
    place - Math.round(options.behindSeconds * 1000),
    timeline.startMs,
  );
  const endMs = Math.min(now.getTime(), place + Math.round(options.aheadSeconds * 1000));
  const first = timeline.indexAt(new Date(Math.min(startMs, now.getTime())));
  const last = timeline.liveEdgeIndex(new Date(endMs));
  const head = timeline.entry(first);
  const fromListed =
    head !== undefined && head.start.getTime() <= fromMs && fromMs < head.end.getTime();
  return playlistText(timeline, first, last, {
    uri: options.uri,
    startOffset: fromListed ? (fromMs - head.start.getTime()) / 1000 : undefined,
  });
}

function playlistText(
  timeline: SegmentTimeline,
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
  const lines = ['#EXTM3U', `#EXT-X-VERSION:${HLS_VERSION}`];
  lines.push(`#EXT-X-TARGETDURATION:${timeline.targetDuration}`);
  if (options.startOffset !== undefined) {
    lines.push(`#EXT-X-START:TIME-OFFSET=${options.startOffset.toFixed(3)},PRECISE=YES`);
  }
  if (options.type) lines.push(`#EXT-X-PLAYLIST-TYPE:${options.type}`);
  // An empty playlist still names the segment that will come first, so that start-over only
  // ever appends to what it has already said.
  lines.push(`#EXT-X-MEDIA-SEQUENCE:${first}`);
  // RFC 8216 §6.2.2: the sequence counts the EXT-X-DISCONTINUITY tags no longer in the
  // playlist. The boundary right before the first segment is one of them: its tag is left out
  // (nothing in the playlist comes before it to be discontinuous with) and counted here, which
  // keeps every segment's Discontinuity Sequence Number what it was in earlier windows.
  lines.push(`#EXT-X-DISCONTINUITY-SEQUENCE:${timeline.discontinuityCountAt(first)}`);
  let map: string | undefined;
  for (let index = first; index <= last; index += 1) {
    const segment = timeline.entry(index);
    if (!segment) break;
    if (segment.discontinuityBefore && index !== first) lines.push('#EXT-X-DISCONTINUITY');
    // RFC 8216 §4.3.2.5: a map holds until the next one. Each asset has its own init segment,
    // so it is given again after every boundary, and once for the window's first segment.
    if (segment.map !== undefined && (segment.discontinuityBefore || segment.map !== map)) {
      lines.push(`#EXT-X-MAP:URI="${toUri(segment.map, segment)}"`);
    }
    map = segment.map;
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${segment.start.toISOString()}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`);
    lines.push(toUri(segment.uri, segment));
  }
  if (options.type === 'VOD') lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
