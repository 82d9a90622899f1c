// The timeline of a restreamed channel: the segments it has received, as the store holds them
// (media/restream), cut into playlists like the looped channels' (timeline-playlists.ts).
import type { NextSegment, StoredSegment } from '../restream/index.js';
import type { SegmentTimeline, TimelineEntry } from './segment-timeline.js';

/** What a playlist reads of a received segment. */
type ReceivedSegmentRow = Pick<
  StoredSegment,
  | 'sequence'
  | 'startsAt'
  | 'durationMs'
  | 'file'
  | 'mapFile'
  | 'discontinuity'
  | 'discontinuitySequence'
>;

/** The folder of a restreamed channel's segments, relative to its media playlists. */
export const RECORDING_FOLDER = 'recording';

/**
 * The timeline of `rows`, consecutive segments in sequence order (the part of the recording a
 * playlist needs), followed by `next`. A moment in a gap (a restart, a failover that took a
 * while) plays from the first segment after it; a moment before the first row from that row.
 * Every held segment has been received, so the live edge is the last that started by then.
 */
export function recordedTimeline(
  rows: readonly ReceivedSegmentRow[],
  next: NextSegment,
  emptyAt: Date,
): SegmentTimeline {
  const first = rows[0]?.sequence ?? next.sequence;
  const longestMs = rows.reduce((longest, row) => Math.max(longest, row.durationMs), 1000);
  const entry = (index: number): TimelineEntry | undefined => {
    const row = rows[index - first];
    if (!row) return undefined;
    const start = row.startsAt;
    return {
      index,
      start,
      end: new Date(start.getTime() + row.durationMs),
      duration: row.durationMs / 1000,
      uri: `${RECORDING_FOLDER}/${row.file}`,
      map: row.mapFile === null ? undefined : `${RECORDING_FOLDER}/${row.mapFile}`,
      assetId: RECORDING_FOLDER,
      segmentIndex: index,
      discontinuityBefore: row.discontinuity,
      discontinuityCount: row.discontinuitySequence,
    };
  };
  /** The last row that started at or before `ms`; -1 when none did. */
  const lastStartedBy = (ms: number): number => {
    let low = 0;
    let high = rows.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (rows[middle]!.startsAt.getTime() <= ms) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
  return {
    startMs: rows[0]?.startsAt.getTime() ?? emptyAt.getTime(),
    // RFC 8216 §4.3.3.1: no EXTINF rounded may exceed it.
    targetDuration: Math.ceil(longestMs / 1000),
    entry,
    indexAt(date) {
      const ms = date.getTime();
      const at = lastStartedBy(ms);
      if (at < 0) return first;
      const row = rows[at]!;
      return row.startsAt.getTime() + row.durationMs > ms ? first + at : first + at + 1;
    },
    liveEdgeIndex: (now) => first + lastStartedBy(now.getTime()),
    discontinuityCountAt(index) {
      if (index < first) return rows[0]?.discontinuitySequence ?? next.discontinuitySequence;
      return entry(index)?.discontinuityCount ?? next.discontinuitySequence;
    },
  };
}
