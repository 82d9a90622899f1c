import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/errors.js';
import {
  ABANDONED_UPLOAD_MS,
  isUpload,
  receiveUpload,
  removeAbandonedUploads,
  removeUpload,
  UPLOADS_FOLDER,
} from './media-upload.js';
import { tempFolder } from './test-sources.js';

const folder = tempFolder('media-upload');
afterAll(() => folder.remove());

const uploads = (mediaDir: string) => readdir(join(mediaDir, UPLOADS_FOLDER));

describe('an upload', () => {
  it('cut off midway leaves no partial file, and says it was cut off', async () => {
    const mediaDir = join(folder.path, 'cut');
    const body = new Readable({ read() {} });
    body.push(Buffer.alloc(64_000));
    setTimeout(() => {
      body.push(Buffer.alloc(64_000));
      body.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    }, 20);
    const error = await receiveUpload(body, mediaDir, 'film.mp4', 10_000_000).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).notice).toEqual({ key: 'studioMediaUploadCut' });
    expect(await uploads(mediaDir)).toEqual([]);
  });

  it('is removed with its folder, while a file of the operator is left alone', async () => {
    const mediaDir = join(folder.path, 'remove');
    const file = await receiveUpload(Readable.from([Buffer.from('video')]), mediaDir, 'a.mp4', 100);
    expect(isUpload(mediaDir, file)).toBe(true);
    const own = join(folder.path, 'own.mp4');
    await writeFile(own, 'video');
    await removeUpload(mediaDir, own);
    expect(existsSync(own)).toBe(true);
    await removeUpload(mediaDir, file);
    expect(await uploads(mediaDir)).toEqual([]);
  });
});

describe('uploads left by a crash', () => {
  it('go at start when a day old and named by no job; others stay', async () => {
    const mediaDir = join(folder.path, 'crash');
    const now = Date.now();
    const dayAgo = new Date(now - ABANDONED_UPLOAD_MS - 60_000);
    const place = async (name: string, old: boolean) => {
      const dir = join(mediaDir, UPLOADS_FOLDER, name);
      await mkdir(dir, { recursive: true });
      const file = join(dir, 'film.mp4');
      await writeFile(file, 'part of a film');
      if (old) {
        await utimes(file, dayAgo, dayAgo);
        await utimes(dir, dayAgo, dayAgo);
      }
      return file;
    };
    await place('partial-old', true);
    const queued = await place('queued-old', true);
    await place('partial-fresh', false);

    const named = (files: string[]) => Promise.resolve(new Set(files.filter((f) => f === queued)));
    expect(await removeAbandonedUploads(mediaDir, new Date(now - ABANDONED_UPLOAD_MS), named)).toBe(
      1,
    );
    expect((await uploads(mediaDir)).sort()).toEqual(['partial-fresh', 'queued-old']);
  });

  it('are none to remove when nothing was ever uploaded', async () => {
    const none = await removeAbandonedUploads(join(folder.path, 'none'), new Date(), () =>
      Promise.resolve(new Set()),
    );
    expect(none).toBe(0);
  });
});
