import { createHash } from 'node:crypto';
import type { Clock } from '../../../clock.js';
import type { SegmentStore, StoredSegment } from './segment-store.js';

/** A segment as a restream hands it over: its bytes, length and kind, and where it came from. */
export interface IncomingSegment {
  data: Buffer;
  durationMs: number;
  container: 'ts' | 'fmp4';
  /** The fMP4 init segment it needs; `key` is the same for the same init segment. */
  map?: { key: string; data: Buffer };
  /** The source itself says the media does not follow on (a tag, a sequence jump, a reconnect). */
  discontinuity: boolean;
  /** The position of the source it came from. */
  source: number;
  /** Media its source had already published after it when it came (a read's first segments). */
  behindEdgeMs?: number;
}

/**
 * How far a segment's start, carried on from the one before, may stray from the clock (its
 * arrival less its length) before it is set from the clock again: an upstream that delivers
 * slower or faster than real time must not move the timeline away from the guide's times.
 */
export const DRIFT_MS = 10_000;

/**
 * Numbers and times a channel's received segments and hands them to the store: sequence
 * numbers one after another from where the recording stopped (a restart goes on, after a
 * discontinuity), each segment starting where the one before ended unless the media does not
 * follow on (then: when it arrived, less its length), discontinuity numbers counted.
 */
export function createRecorder(
  store: Pick<SegmentStore, 'write'>,
  channelId: number,
  now: Clock,
  last: StoredSegment | undefined,
) {
  let sequence = last ? last.sequence + 1 : 0;
  let discontinuities = last?.discontinuitySequence ?? 0;
  let endMs = last ? last.startsAt.getTime() + last.durationMs : undefined;
  // The first segment after a restart does not follow on from what was recorded before it.
  let broken = last !== undefined;
  let source = last?.source;
  const mapsWritten = new Set<string>();

  return {
    /** Stores a segment; its row. */
    async receive(segment: IncomingSegment): Promise<StoredSegment> {
      const arrivedMs = now().getTime();
      // When it would have ended had it come as soon as it was published.
      const natural = arrivedMs - (segment.behindEdgeMs ?? 0) - segment.durationMs;
      const discontinuity =
        endMs !== undefined && (broken || segment.discontinuity || segment.source !== source);
      const follows =
        endMs !== undefined && !discontinuity && Math.abs(endMs - natural) <= DRIFT_MS;
      const startMs = follows ? endMs! : Math.max(endMs ?? natural, natural);
      if (discontinuity) discontinuities += 1;
      const mapFile = segment.map ? `init-${digest(segment.map.key)}.mp4` : null;
      const newMap = segment.map && mapFile && !mapsWritten.has(mapFile);
      const row: StoredSegment = {
        channelId,
        sequence,
        startsAt: new Date(startMs),
        durationMs: Math.max(1, Math.round(segment.durationMs)),
        file: `${sequence}.${segment.container === 'fmp4' ? 'm4s' : 'ts'}`,
        mapFile,
        discontinuity,
        discontinuitySequence: discontinuities,
        bytes: segment.data.length,
        source: segment.source,
      };
      await store.write({ row, data: segment.data, ...(newMap && { map: segment.map!.data }) });
      if (mapFile) mapsWritten.add(mapFile);
      sequence += 1;
      endMs = startMs + row.durationMs;
      broken = false;
      source = segment.source;
      return row;
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;

const digest = (key: string) => createHash('sha1').update(key).digest('hex').slice(0, 12);
