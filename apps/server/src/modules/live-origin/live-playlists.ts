import type { Rendition } from './live-assets.js';
import { mediaPlaylistPath } from './live-paths.js';
import {
  indexAt,
  livePlaylist,
  rangePlaylist,
  segmentAt,
  type LiveChannel,
} from './live-timeline.js';

/** How much media a live playlist holds: three minutes, 90 segments of the demo media. */
export const LIVE_WINDOW_SECONDS = 180;

/** A master playlist naming each rendition's media playlist, live or of a programme. */
export function masterPlaylist(renditions: Rendition[], programmeId: number | undefined): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of renditions) {
    const attributes = rendition.attributes.map(([name, value]) => `${name}=${value}`).join(',');
    lines.push(`#EXT-X-STREAM-INF:${attributes}`);
    lines.push(mediaPlaylistPath(rendition.name, programmeId));
  }
  return `${lines.join('\n')}\n`;
}

/** The live window at `now`. */
export function liveMediaPlaylist(timeline: LiveChannel, now: Date): string {
  return livePlaylist(timeline, now, { windowSeconds: LIVE_WINDOW_SECONDS });
}

/**
 * A programme's playlist: its catch-up once it has ended (VOD, EXT-X-ENDLIST, the segments
 * from the one playing at its start to the one playing as it stops), its start-over while on
 * air (EVENT, from its start to the live edge). Either says where the programme starts within
 * its first segment (EXT-X-START), so that a player begins there rather than at the edge.
 */
export function programmeMediaPlaylist(
  timeline: LiveChannel,
  programme: { start: Date; stop: Date },
  now: Date,
  ended: boolean,
): string {
  const from = new Date(Math.max(programme.start.getTime(), timeline.epoch.getTime()));
  const text = rangePlaylist(timeline, from, ended ? programme.stop : now, { ended });
  const first = segmentAt(timeline, indexAt(timeline, from));
  const offset = (from.getTime() - first.start.getTime()) / 1000;
  return text.replace(
    /^(#EXT-X-TARGETDURATION:\d+\n)/m,
    `$1#EXT-X-START:TIME-OFFSET=${offset.toFixed(3)},PRECISE=YES\n`,
  );
}
