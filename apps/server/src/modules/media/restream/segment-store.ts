import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { channelSegments } from '../../../db/schema.js';

/** The folder of restreamed channels' segments under MEDIA_DIR: `channels/<channel>/<file>`. */
export const CHANNELS_FOLDER = 'channels';

/** The longest segment a playlist query looks back for: one playing at a range's start began before it. */
const LONGEST_SEGMENT_MS = 60_000;

export type StoredSegment = typeof channelSegments.$inferSelect;

/** A segment as the recorder writes it: its row, and the bytes of its file and new init segment. */
export interface SegmentWrite {
  row: StoredSegment;
  data: Buffer;
  /** An init segment not written before, under `row.mapFile`. */
  map?: Buffer;
}

/** What deleting a segment needs of its row, and what it frees. */
const REMOVABLE = {
  channelId: channelSegments.channelId,
  sequence: channelSegments.sequence,
  file: channelSegments.file,
  bytes: channelSegments.bytes,
};

/** The numbers the segment to come will take. */
export interface NextSegment {
  sequence: number;
  discontinuitySequence: number;
}

/** Part of a channel's recording, in order, and the numbers of the segment to come. */
export interface RecordingSlice {
  rows: StoredSegment[];
  next: NextSegment;
}

/** The path under MEDIA_DIR of a file of a channel's recording. */
export const recordingFile = (channelId: number, file: string) =>
  `${CHANNELS_FOLDER}/${channelId}/${file}`;

/** The name of a segment's seek-bar frame beside it (segment-frames.ts), by its sequence. */
export const frameFile = (sequence: number) => `frame-${sequence}.jpg`;

/**
 * Where restreamed channels' segments are kept: the files under MEDIA_DIR/channels/, which
 * every instance of the service reads, and their rows (channel_segments), which say what each
 * holds and when it played. One instance writes a channel at a time (its restream's lease).
 */
export function createSegmentStore(deps: { db: Db; mediaDir: string }) {
  const { db, mediaDir } = deps;
  const folderOf = (channelId: number) => join(mediaDir, CHANNELS_FOLDER, String(channelId));

  /**
   * Deletes rows and then their files and frames (a file without a row is never listed; the
   * reverse would be).
   */
  async function remove(rows: Pick<StoredSegment, 'channelId' | 'sequence' | 'file'>[]) {
    const byChannel = new Map<number, number[]>();
    for (const row of rows)
      byChannel.set(row.channelId, [...(byChannel.get(row.channelId) ?? []), row.sequence]);
    for (const [channelId, sequences] of byChannel) {
      await db
        .delete(channelSegments)
        .where(
          and(
            eq(channelSegments.channelId, channelId),
            inArray(channelSegments.sequence, sequences),
          ),
        );
    }
    await Promise.all(
      rows.flatMap((row) =>
        [row.file, frameFile(row.sequence)].map((file) =>
          rm(join(folderOf(row.channelId), file), { force: true }),
        ),
      ),
    );
  }

  /** The last segment a channel holds, to go on from after a restart. */
  async function last(channelId: number): Promise<StoredSegment | undefined> {
    const [row] = await db
      .select()
      .from(channelSegments)
      .where(eq(channelSegments.channelId, channelId))
      .orderBy(desc(channelSegments.sequence))
      .limit(1);
    return row;
  }

  return {
    last,

    /** A segment's files, while the channel holds it. */
    async segment(channelId: number, sequence: number) {
      const [row] = await db
        .select({ file: channelSegments.file, mapFile: channelSegments.mapFile })
        .from(channelSegments)
        .where(
          and(eq(channelSegments.channelId, channelId), eq(channelSegments.sequence, sequence)),
        );
      return row;
    },

    /** Writes a segment's file (and its new init segment), then its row. */
    async write({ row, data, map }: SegmentWrite): Promise<void> {
      const folder = folderOf(row.channelId);
      await mkdir(folder, { recursive: true });
      if (map && row.mapFile) await writeFile(join(folder, row.mapFile), map);
      await writeFile(join(folder, row.file), data);
      await db.insert(channelSegments).values(row);
    },

    /** The segments that play within [fromMs, toMs), in order, and the numbers of the next. */
    async slice(channelId: number, fromMs: number, toMs: number): Promise<RecordingSlice> {
      const rows = await db
        .select()
        .from(channelSegments)
        .where(
          and(
            eq(channelSegments.channelId, channelId),
            gte(channelSegments.startsAt, new Date(fromMs - LONGEST_SEGMENT_MS)),
            lt(channelSegments.startsAt, new Date(toMs)),
          ),
        )
        .orderBy(asc(channelSegments.sequence));
      const playing = rows.filter((row) => row.startsAt.getTime() + row.durationMs > fromMs);
      const newest = rows.at(-1) ?? (await last(channelId));
      return {
        rows: playing,
        next: newest
          ? { sequence: newest.sequence + 1, discontinuitySequence: newest.discontinuitySequence }
          : { sequence: 0, discontinuitySequence: 0 },
      };
    },

    /** Deletes a channel's segments that ended before `beforeMs`; the bytes freed. */
    async prune(channelId: number, beforeMs: number): Promise<number> {
      const old = await db
        .select(REMOVABLE)
        .from(channelSegments)
        .where(
          and(
            eq(channelSegments.channelId, channelId),
            sql`${channelSegments.startsAt} + ${channelSegments.durationMs} * interval '1 millisecond' < ${new Date(beforeMs).toISOString()}::timestamptz`,
          ),
        );
      await remove(old);
      return old.reduce((sum, row) => sum + row.bytes, 0);
    },

    /** Deletes every segment of a channel, its files and frames with them (a deleted channel). */
    async removeChannel(channelId: number): Promise<void> {
      await db.delete(channelSegments).where(eq(channelSegments.channelId, channelId));
      await rm(folderOf(channelId), { recursive: true, force: true });
    },

    /** The bytes every channel's segments take. */
    async usage(): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<string | null>`sum(${channelSegments.bytes})` })
        .from(channelSegments);
      return Number(row?.bytes ?? 0);
    },

    /** Deletes the oldest segments of any channel until `bytes` are freed; what went, by channel. */
    async evictOldest(bytes: number): Promise<Map<number, number>> {
      const freed = new Map<number, number>();
      let total = 0;
      while (total < bytes) {
        const oldest = await db
          .select(REMOVABLE)
          .from(channelSegments)
          .orderBy(asc(channelSegments.startsAt))
          .limit(100);
        if (oldest.length === 0) break;
        const taken: typeof oldest = [];
        for (const row of oldest) {
          if (total >= bytes) break;
          taken.push(row);
          total += row.bytes;
          freed.set(row.channelId, (freed.get(row.channelId) ?? 0) + row.bytes);
        }
        await remove(taken);
      }
      return freed;
    },
  };
}

export type SegmentStore = ReturnType<typeof createSegmentStore>;
