import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notice } from '@marquee/contract';
import { HttpError, badRequest } from '../../../http/errors.js';

/** Where uploaded files wait under MEDIA_DIR for their packaging, one folder each. */
export const UPLOADS_FOLDER = 'uploads';

/** An upload's file left this long without a job is one a crash cut off. */
export const ABANDONED_UPLOAD_MS = 24 * 3600 * 1000;

/** Whether a job's source is a file the console uploaded, not one of the operator's own. */
export function isUpload(mediaDir: string, source: string): boolean {
  return source.startsWith(join(mediaDir, UPLOADS_FOLDER) + sep);
}

/** Removes an uploaded file with its folder; a file of the operator's own is left alone. */
export async function removeUpload(mediaDir: string, source: string): Promise<void> {
  if (isUpload(mediaDir, source)) await rm(dirname(source), { recursive: true, force: true });
}

/**
 * Removes the upload folders whose files no job names (`named` tells which do) and were last
 * written before `before`: uploads a crash cut off, as a job is queued only for a whole file.
 * How many it removed.
 */
export async function removeAbandonedUploads(
  mediaDir: string,
  before: Date,
  named: (files: string[]) => Promise<Set<string>>,
): Promise<number> {
  const root = join(mediaDir, UPLOADS_FOLDER);
  let folders: string[];
  try {
    folders = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const folder of folders) {
    const path = join(root, folder);
    const files = (await readdir(path).catch(() => [] as string[])).map((name) => join(path, name));
    const times = await Promise.all(files.map((file) => stat(file).then((s) => s.mtimeMs)));
    if (Math.max((await stat(path)).mtimeMs, ...times) >= before.getTime()) continue;
    if ((await named(files)).size > 0) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Bytes as people read a limit: "20 GB", "512 MB". */
export function byteSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${Math.round(value * 10) / 10} ${units[unit]}`;
}

/** An upload larger than the server takes: 413, with the limit in the message. */
export const uploadTooLarge = (maxBytes: number) =>
  new HttpError(413, notice('studioMediaTooLarge', { limit: byteSize(maxBytes) }));

class TooLarge extends Error {}

/**
 * Writes an upload's bytes to `MEDIA_DIR/uploads/<random>/<name>` as they arrive, never holding
 * the file in memory, and stops at `maxBytes` (413). Nothing is left behind by an upload that
 * failed. The file's path.
 */
export async function receiveUpload(
  body: Readable,
  mediaDir: string,
  name: string,
  maxBytes: number,
): Promise<string> {
  const file = join(mediaDir, UPLOADS_FOLDER, randomBytes(8).toString('hex'), name);
  await mkdir(dirname(file), { recursive: true });
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new TooLarge());
      else done(null, chunk);
    },
  });
  // Piped rather than in the pipeline: a refused upload must leave the request open for its
  // answer (413), not destroy it with the file.
  body.pipe(counted);
  body.once('error', (error) => counted.destroy(error));
  try {
    await pipeline(counted, createWriteStream(file, { flags: 'wx' }));
    if (bytes === 0) throw badRequest(notice('studioMediaEmptyUpload'));
    return file;
  } catch (error) {
    body.unpipe(counted);
    await rm(dirname(file), { recursive: true, force: true });
    if (error instanceof TooLarge) throw uploadTooLarge(maxBytes);
    if (error instanceof HttpError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ECONNABORTED') {
      throw badRequest(notice('studioMediaUploadCut'));
    }
    throw error;
  }
}
