// The seek-bar frames of a recorded channel: the first picture of a segment, made by ffmpeg the
// first time a viewer's seek bar asks for it (never while recording), kept beside the segment
// and deleted with it (segment-store.ts).
import { randomBytes } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { frameFile, recordingFile, type StoredSegment } from './segment-store.js';

/** Runs ffmpeg with these arguments; rejects when it fails. */
export type FrameRunner = (args: string[]) => Promise<void>;

/** ffmpeg runs making frames at once, process-wide: frames must not starve the recording. */
export const FRAME_CONCURRENCY = 2;

/** A run that takes longer is stopped: a segment is a few seconds of media. */
export const FRAME_TIMEOUT_MS = 15_000;

/** Where a segment's files are, when the channel holds it. */
type SegmentFiles = (
  channelId: number,
  sequence: number,
) => Promise<Pick<StoredSegment, 'file' | 'mapFile'> | undefined>;

/** At most `lanes` tasks at once; the others wait their turn in order. */
function createLanes(lanes: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= lanes) await new Promise<void>((turn) => waiting.push(turn));
    else running += 1;
    try {
      return await task();
    } finally {
      // The next task takes this lane over, so `running` stays as it is.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * ffmpeg's arguments for the first video frame of `input`, `width` wide at most (the demo
 * sheets' tiles), as high as the picture's shape makes it (even), as a JPEG at `output`.
 */
export function frameArgs(input: string, output: string, width: number): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input],
    ...['-map', '0:v:0', '-frames:v', '1', '-vf', `scale='min(${width},iw)':-2`],
    ...['-q:v', '5', '-f', 'image2', '-update', '1', output],
  ];
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (found) => found.isFile(),
    () => false,
  );
}

/**
 * A recorded segment's frame on demand: `frame` answers its path under MEDIA_DIR, made once
 * (two asks for one frame wait for the same run), FRAME_CONCURRENCY runs at a time; undefined
 * when the segment is no longer held or ffmpeg failed (logged), which the origin answers 404.
 */
export function createSegmentFrames(deps: {
  mediaDir: string;
  segment: SegmentFiles;
  run: FrameRunner;
  log: Pick<FastifyBaseLogger, 'warn'>;
  concurrency?: number;
}) {
  const { mediaDir, segment, run, log } = deps;
  const lane = createLanes(deps.concurrency ?? FRAME_CONCURRENCY);
  const making = new Map<string, Promise<string | undefined>>();

  async function make(channelId: number, sequence: number, width: number) {
    const frame = recordingFile(channelId, frameFile(sequence));
    const path = join(mediaDir, frame);
    if (await isFile(path)) return frame;
    const files = await segment(channelId, sequence);
    if (!files) return undefined;
    const inside = (file: string) => join(mediaDir, recordingFile(channelId, file));
    // An fMP4 segment decodes only after its init segment: ffmpeg reads the two as one file.
    const input = files.mapFile
      ? `concat:${inside(files.mapFile)}|${inside(files.file)}`
      : inside(files.file);
    // Written aside and renamed into place, so that no one is ever sent half a JPEG.
    const aside = `${path}.${randomBytes(6).toString('hex')}.jpg`;
    try {
      await lane(() => run(frameArgs(input, aside, width)));
      await rename(aside, path);
    } catch (error) {
      await rm(aside, { force: true });
      log.warn(
        { channel: channelId, sequence },
        `channel ${channelId}: no frame of segment ${sequence}: ${(error as Error).message}`,
      );
      return undefined;
    }
    // Pruned while ffmpeg ran: the frame goes too, as the pruning would have deleted it.
    if (!(await segment(channelId, sequence))) {
      await rm(path, { force: true });
      return undefined;
    }
    return frame;
  }

  return {
    /** The path under MEDIA_DIR of a segment's frame, made if need be, `width` wide at most. */
    frame(channelId: number, sequence: number, width: number): Promise<string | undefined> {
      const key = `${channelId}/${sequence}`;
      const known = making.get(key);
      if (known) return known;
      const made = make(channelId, sequence, width).finally(() => making.delete(key));
      making.set(key, made);
      return made;
    },
  };
}

export type SegmentFrames = ReturnType<typeof createSegmentFrames>;
