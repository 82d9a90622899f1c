import type { Rendition } from './live-assets.js';
import { mediaPlaylistPath, type LiveStream } from './live-paths.js';
import { timelineView, type AnyTimeline } from './segment-timeline.js';
import { timelineThumbnails, type TileNamer } from './thumbnail-cues.js';
import {
  livePlaylist,
  rangeIndices,
  rangePlaylist,
  shiftedPlaylist,
} from './timeline-playlists.js';

/** How much media a live playlist holds: three minutes, 90 segments of the demo media. */
export const LIVE_WINDOW_SECONDS = 180;

/**
 * A time-shifted playlist keeps 15 minutes behind the viewer's place (a pause that long
 * resumes where it was) and lists 5 minutes ahead of it (skipping forward within them needs
 * no new stream): at most 600 segments of the demo media, whatever the session's length.
 */
export const SHIFT_BEHIND_SECONDS = 900;
export const SHIFT_AHEAD_SECONDS = 300;

/** A master playlist naming each rendition's media playlist of the same stream. */
export function masterPlaylist(renditions: Rendition[], stream: LiveStream): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of renditions) {
    const attributes = rendition.attributes.map(([name, value]) => `${name}=${value}`).join(',');
    lines.push(`#EXT-X-STREAM-INF:${attributes}`);
    lines.push(mediaPlaylistPath(rendition.name, stream));
  }
  return `${lines.join('\n')}\n`;
}

/** The live window at `now`. */
export function liveMediaPlaylist(timeline: AnyTimeline, now: Date): string {
  return livePlaylist(timeline, now, { windowSeconds: LIVE_WINDOW_SECONDS });
}

/**
 * A programme's playlist: its catch-up once it has ended (VOD, EXT-X-ENDLIST, the segments
 * from the one playing at its start to the one playing as it stops), its start-over while on
 * air (EVENT, from its start to the live edge). Either says where the programme starts within
 * its first segment (EXT-X-START), so that a player begins there rather than at the edge.
 */
export function programmeMediaPlaylist(
  timeline: AnyTimeline,
  programme: { start: Date; stop: Date },
  now: Date,
  ended: boolean,
): string {
  const view = timelineView(timeline);
  // A programme that began before the timeline did (a recording started mid-programme) plays
  // from the timeline's start.
  const from = new Date(Math.max(programme.start.getTime(), view.startMs));
  const text = rangePlaylist(view, from, ended ? programme.stop : now, { ended });
  const first = view.entry(view.indexAt(from));
  const offset = first ? Math.max(0, from.getTime() - first.start.getTime()) / 1000 : 0;
  return text.replace(
    /^(#EXT-X-TARGETDURATION:\d+\n)/m,
    `$1#EXT-X-START:TIME-OFFSET=${offset.toFixed(3)},PRECISE=YES\n`,
  );
}

/**
 * The channel from a moment on, across programmes up to the live edge (live-timeline.ts,
 * `shiftedPlaylist`); nothing before the catch-up window's start (`notBefore`) is listed.
 */
export function shiftedMediaPlaylist(
  timeline: AnyTimeline,
  shift: { from: Date; opened: Date },
  now: Date,
  notBefore: Date,
): string {
  return shiftedPlaylist(timeline, now, {
    ...shift,
    notBefore,
    behindSeconds: SHIFT_BEHIND_SECONDS,
    aheadSeconds: SHIFT_AHEAD_SECONDS,
  });
}

/**
 * The seek-bar thumbnails of a programme's stream, timed from its playlist's first segment:
 * the whole programme once it has ended, up to `now` while on air (as its playlist lists).
 */
export function programmeThumbnails(
  timeline: AnyTimeline,
  programme: { start: Date; stop: Date },
  now: Date,
  ended: boolean,
  tileOf: TileNamer,
): string {
  const { first, last } = rangeIndices(
    timeline,
    programme.start,
    ended ? programme.stop : now,
    ended,
  );
  return timelineThumbnails(timelineView(timeline), first, last, tileOf);
}

/**
 * The seek-bar thumbnails of a time-shifted stream, timed from the segment playing at its
 * `from` (its playlist's first segment when opened), up to the last its playlist lists now.
 * Cues stay where they are as the playlist's front slides on.
 */
export function shiftedThumbnails(
  timeline: AnyTimeline,
  shift: { from: Date; opened: Date },
  now: Date,
  tileOf: TileNamer,
): string {
  const view = timelineView(timeline);
  const fromMs = Math.max(shift.from.getTime(), view.startMs);
  const place = fromMs + Math.max(0, now.getTime() - shift.opened.getTime());
  const endMs = Math.min(now.getTime(), place + SHIFT_AHEAD_SECONDS * 1000);
  const first = view.indexAt(new Date(fromMs));
  return timelineThumbnails(view, first, view.liveEdgeIndex(new Date(endMs)), tileOf);
}
