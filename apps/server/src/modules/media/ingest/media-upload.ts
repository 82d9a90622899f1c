import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notice } from '@marquee/contract';
import { HttpError, badRequest } from '../../../http/errors.js';

/** Where uploaded files wait under MEDIA_DIR for their packaging, one folder each. */
export const UPLOADS_FOLDER = 'uploads';

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
