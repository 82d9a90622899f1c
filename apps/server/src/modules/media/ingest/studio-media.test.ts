import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeTexts, type StudioMediaJob, type TitleMedia } from '@marquee/contract';
import { mediaJobs, studioAudit, vodProfiles, vodSources, vods } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { H264_AAC, ffmpeg, patternInputs, tempFolder } from './test-sources.js';

const folder = tempFolder('studio-media');
const mediaDir = join(folder.path, 'media');
const importDir = join(folder.path, 'import');
const clip = join(folder.path, 'clip.mp4');
const UPLOAD_MAX = 3_000_000;

let t: TestApp;
let editor: string;
let support: string;
let subscriber: string;
let film: number;
beforeAll(async () => {
  ffmpeg([...patternInputs('320x180', 2), ...H264_AAC, '-shortest', clip]);
  await mkdir(join(importDir, 'films'), { recursive: true });
  await writeFile(join(importDir, 'films', 'clip.mp4'), await readFile(clip));
  await writeFile(join(folder.path, 'secret.mp4'), 'outside');
  await symlink(join(folder.path, 'secret.mp4'), join(importDir, 'escape.mp4'));
  t = await createTestApp({
    config: {
      mediaDir,
      mediaImportDir: importDir,
      mediaUploadMaxBytes: UPLOAD_MAX,
      ingestConcurrency: 1,
    },
  });
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
  subscriber = (await t.login()).token;
  const [row] = await t.database.db
    .select({ id: vods.id })
    .from(vods)
    .where(isNull(vods.showId))
    .limit(1);
  film = row!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  folder.remove();
});

const media = async (vodId = film) => {
  const response = await t.call({
    url: `/api/studio/title-media/${vodId}`,
    headers: bearer(editor),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TitleMedia }>().data;
};
const upload = (bytes: Buffer, name: string, vodId = film, token = editor) =>
  t.app.inject({
    method: 'POST',
    url: `/api/studio/title-media-uploads/${vodId}?name=${encodeURIComponent(name)}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
/** The file on the server a job packages. */
async function sourceOf(jobId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ source: mediaJobs.source })
    .from(mediaJobs)
    .where(eq(mediaJobs.id, jobId));
  return row!.source;
}
/** The job once it is published or failed, read as the console reads it. */
async function finished(jobId: number, vodId = film): Promise<StudioMediaJob> {
  for (let tries = 0; tries < 600; tries += 1) {
    const job = (await media(vodId)).jobs.find((each) => each.id === jobId);
    if (job && (job.state === 'published' || job.state === 'failed')) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not finish`);
}

describe("the studio's media calls of a title", () => {
  const calls = () => [
    { method: 'GET' as const, url: `/api/studio/title-media/${film}` },
    { method: 'POST' as const, url: `/api/studio/title-media-uploads/${film}?name=a.mp4` },
    {
      method: 'POST' as const,
      url: `/api/studio/title-media-imports/${film}`,
      body: { path: 'a' },
    },
    {
      method: 'PUT' as const,
      url: `/api/studio/title-streams/${film}`,
      body: { url: 'https://cdn.example.com/a.m3u8' },
    },
    { method: 'POST' as const, url: '/api/studio/media-job-retries/1' },
    { method: 'GET' as const, url: '/api/studio/media-import-folder' },
  ];

  it('answer 401 without an operator, and refuse subscribers and support', async () => {
    for (const call of calls()) {
      expect((await t.call(call)).statusCode, call.url).toBe(401);
      const asSubscriber = await t.call({ ...call, token: subscriber });
      expect([401, 403], call.url).toContain(asSubscriber.statusCode);
      const bySupport = await t.call({ ...call, headers: bearer(support) });
      expect(bySupport.statusCode, call.url).toBe(403);
    }
  });

  it('package an uploaded clip with the real worker, which the title then plays, and remove the upload', async () => {
    const response = await upload(await readFile(clip), 'My clip.mp4');
    expect(response.statusCode, response.body).toBe(200);
    const queued = response.json<{ data: StudioMediaJob; message: string }>();
    expect(queued.message).toBe(noticeTexts.studioMediaQueued);
    expect(queued.data).toMatchObject({ file: 'My clip.mp4', error: null });
    const job = await finished(queued.data.id);
    expect(job.state, JSON.stringify(job.error)).toBe('published');
    expect(job.progress).toBe(1);
    const uploaded = await sourceOf(job.id);
    expect(uploaded.startsWith(join(mediaDir, 'uploads'))).toBe(true);
    expect(existsSync(uploaded)).toBe(false);

    const now = await media();
    expect(now.master_url).toBe(`/media/library/${job.id}/master.m3u8`);
    expect(now.renditions.length).toBeGreaterThan(0);
    expect(now.renditions[0]!.height).toBe(180);
    expect(now.duration_seconds).toBeGreaterThan(1.5);
    expect(now.duration_seconds).toBeLessThan(3);

    const [profile] = await t.database.db
      .select({ id: vodProfiles.id })
      .from(vodProfiles)
      .where(eq(vodProfiles.vodId, film));
    const stream = await t.call({
      method: 'POST',
      url: '/api/vods/stream',
      token: subscriber,
      body: { single_event_vod_id: film, vod_profile_id: profile!.id },
    });
    expect(stream.statusCode, stream.body).toBe(200);
    const url = stream.json<{ data: { url: string } }>().data.url;
    expect(url).toMatch(new RegExp(`/library/${job.id}/master\\.m3u8$`));
    const playlist = await t.call({ url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXT-X-STREAM-INF');

    const [entry] = await t.database.db
      .select()
      .from(studioAudit)
      .where(eq(studioAudit.action, 'vod.media.upload'))
      .orderBy(desc(studioAudit.id));
    expect(entry).toMatchObject({ target: `vod:${film}` });
  }, 120_000);

  it('fail a file that is not video with its reason, and try it again', async () => {
    const response = await upload(Buffer.from('not a video at all'), 'notes.mp4');
    expect(response.statusCode, response.body).toBe(200);
    const job = await finished(response.json<{ data: StudioMediaJob }>().data.id);
    expect(job.state).toBe('failed');
    expect(job.error).toMatchObject({ code: 'not_video', message: noticeTexts.ingestNotVideo });
    expect(job.error!.notice.key).toBe('ingestNotVideo');
    // Kept for "Try again".
    expect(existsSync(await sourceOf(job.id))).toBe(true);

    const retried = await t.call({
      method: 'POST',
      url: `/api/studio/media-job-retries/${job.id}`,
      headers: bearer(editor),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const again = retried.json<{ data: StudioMediaJob }>().data;
    expect(again.id).not.toBe(job.id);
    expect((await finished(again.id)).state).toBe('failed');
    const published = (await media()).jobs.find((each) => each.state === 'published')!;
    const refused = await t.call({
      method: 'POST',
      url: `/api/studio/media-job-retries/${published.id}`,
      headers: bearer(editor),
    });
    expect(refused.statusCode).toBe(409);
  }, 60_000);

  it('refuse a file larger than the limit with 413 and a clear message', async () => {
    const response = await upload(Buffer.alloc(UPLOAD_MAX + 1), 'big.mp4');
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(
      'The file is larger than the 3 MB this server takes.',
    );
  });

  it('stop an upload of unknown length once it passes the limit, leaving nothing behind', async () => {
    const chunks = Array.from({ length: 8 }, () => Buffer.alloc(500_000));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/studio/title-media-uploads/${film}?name=stream.mp4`,
      headers: { ...bearer(editor), 'content-type': 'application/octet-stream' },
      payload: Readable.from(chunks),
    });
    expect(response.statusCode).toBe(413);
    const uploads = await readdir(join(mediaDir, 'uploads'));
    for (const folder of uploads) {
      expect(await readdir(join(mediaDir, 'uploads', folder))).not.toContain('stream.mp4');
    }
  });

  it('refuse an empty upload, a name that is a path and a JSON body', async () => {
    expect((await upload(Buffer.alloc(0), 'empty.mp4')).statusCode).toBe(400);
    expect((await upload(Buffer.from('x'), '../up.mp4')).statusCode).toBe(400);
    const json = await t.call({
      method: 'POST',
      url: `/api/studio/title-media-uploads/${film}?name=a.mp4`,
      headers: bearer(editor),
      body: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ message: string }>().message).toBe(noticeTexts.studioMediaUploadNotBinary);
  });

  it('answer 404 for a title that is gone', async () => {
    expect((await upload(Buffer.from('x'), 'a.mp4', 999_999)).statusCode).toBe(404);
    const gone = await t.call({ url: '/api/studio/title-media/999999', headers: bearer(editor) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(noticeTexts.studioTitleNotFound);
  });

  it('queue a file of the import folder, and refuse any path that leads outside it', async () => {
    const importPath = (path: string) =>
      t.call({
        method: 'POST',
        url: `/api/studio/title-media-imports/${film}`,
        headers: bearer(editor),
        body: { path },
      });
    for (const path of ['../secret.mp4', join(folder.path, 'secret.mp4'), 'escape.mp4']) {
      const refused = await importPath(path);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(noticeTexts.studioImportOutside);
    }
    expect((await importPath('films/none.mp4')).statusCode).toBe(404);
    const listed = await t.call({
      url: '/api/studio/media-import-folder',
      headers: bearer(editor),
    });
    expect(listed.json<{ data: unknown }>().data).toEqual({
      path: '',
      entries: [{ name: 'films', path: 'films', kind: 'folder', size: null }],
    });
    const queued = await importPath('films/clip.mp4');
    expect(queued.statusCode, queued.body).toBe(200);
    const job = await finished(queued.json<{ data: StudioMediaJob }>().data.id);
    expect(job.state).toBe('published');
  }, 120_000);

  it('point every profile at an HLS address without packaging, and check it', async () => {
    const url = 'https://cdn.example.com/films/master.m3u8';
    const set = (value: string) =>
      t.call({
        method: 'PUT',
        url: `/api/studio/title-streams/${film}`,
        headers: bearer(editor),
        body: { url: value },
      });
    const response = await set(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: TitleMedia }>().data.master_url).toBe(url);
    const sources = await t.database.db
      .select({ url: vodSources.url })
      .from(vodSources)
      .innerJoin(vodProfiles, eq(vodProfiles.id, vodSources.profileId))
      .where(eq(vodProfiles.vodId, film));
    expect(sources.every((source) => source.url === url)).toBe(true);
    for (const bad of ['http://cdn.example.com/a.m3u8', '/media/../etc/passwd', 'javascript:x']) {
      const refused = await set(bad);
      expect(refused.statusCode, bad).toBe(400);
    }
  });
});
