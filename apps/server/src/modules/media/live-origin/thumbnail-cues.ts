// The seek-bar thumbnails of a catch-up, start-over or time-shifted stream: a WebVTT written
// from the timeline's arithmetic, as its playlists are, whose cues name an image per segment:
// a tile of the committed sheet of an asset the channel loops (scripts/make-media.sh), or the
// frame the origin makes of a recorded segment (restreamed channels).
import { vttTime } from '../ingest/index.js';
import type { TileSize } from './live-assets.js';
import { frameUri, sheetUri } from './live-paths.js';
import { timelineView, type AnyTimeline, type TimelineEntry } from './segment-timeline.js';

/** The tile size of an asset's sheet by the asset's id; undefined: it has none. */
export type SheetOf = (assetId: string) => TileSize | undefined;

/** The image a segment's cue names, relative to the thumbnails file; undefined: no cue. */
export type TileNamer = (segment: TimelineEntry) => string | undefined;

/**
 * A segment's tile: the `segmentIndex`-th of its asset's sheet, a row of tiles in segment
 * order, as `<asset>/sheet.jpg#xywh=x,y,w,h` relative to the thumbnails file.
 */
export function segmentTile(assetId: string, segmentIndex: number, size: TileSize): string {
  const x = segmentIndex * size.width;
  return `${sheetUri(assetId)}#xywh=${x},0,${size.width},${size.height}`;
}

/** Tiles of looped assets' sheets; a segment of an asset without a sheet has no cue. */
export const sheetTiles =
  (sheetOf: SheetOf): TileNamer =>
  (segment) => {
    const size = sheetOf(segment.assetId);
    return size && segmentTile(segment.assetId, segment.segmentIndex, size);
  };

/** A recorded segment's own frame, by its media sequence number (a whole image, no `#xywh`). */
export const frameTiles: TileNamer = (segment) => frameUri(segment.index);

/**
 * The thumbnails of segments `first` to `last` of the timeline: one cue per segment, timed
 * from the start of `first` (the stream's first listed segment, so cue time 0 is the start
 * of what its playlist lists), showing the image `tileOf` names for it (none: the seek bar
 * shows no frame there).
 */
export function timelineThumbnails(
  channel: AnyTimeline,
  first: number,
  last: number,
  tileOf: TileNamer,
): string {
  const cues: string[] = [];
  const timeline = timelineView(channel);
  const zero = timeline.entry(first)?.start.getTime() ?? 0;
  for (let index = first; index <= last; index += 1) {
    const segment = timeline.entry(index);
    if (!segment) break;
    const tile = tileOf(segment);
    if (tile === undefined) continue;
    const start = (segment.start.getTime() - zero) / 1000;
    const end = (segment.end.getTime() - zero) / 1000;
    cues.push(`${vttTime(start)} --> ${vttTime(end)}\n${tile}`);
  }
  return cues.length === 0 ? 'WEBVTT\n' : `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
