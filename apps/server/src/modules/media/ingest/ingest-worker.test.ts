import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { seasons, shows, vodProfiles, vodSources, vods } from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { IngestError } from './ingest-error.js';
import { createIngestJobs, SourceBusyError, type IngestJobs } from './ingest-jobs.js';
import { createIngestWorker, type Packager } from './ingest-worker.js';

// The worker with a packager that writes a small folder as packaging does (the real one is
// package-media.ts, tested on real video beside it): the queue, staging, publishing by rename
// and the titles it points are real.
let database: Database;
let jobs: IngestJobs;
let mediaDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createIngestJobs(database.db);
  mediaDir = mkdtempSync(join(tmpdir(), 'marquee-ingest-'));
});
afterAll(async () => {
  await database.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const quiet = { warn: () => undefined, error: () => undefined };

/** Writes a master playlist naming the source, and a thumbnails index, like packaging. */
const writingPackager =
  (seconds = 125): Packager =>
  async (job, staging, onProgress) => {
    onProgress({ fraction: 0.5, speed: 4, secondsLeft: 10 });
    await mkdir(join(staging, 'thumbnails'));
    await writeFile(join(staging, 'master.m3u8'), `#EXTM3U\n# ${job.source}\n`);
    await writeFile(join(staging, 'thumbnails', 'thumbnails.vtt'), 'WEBVTT\n');
    await writeFile(join(staging, 'poster.jpg'), 'jpeg');
    return {
      durationSeconds: seconds,
      master: 'master.m3u8',
      thumbnails: 'thumbnails/thumbnails.vtt',
      poster: 'poster.jpg',
      backdrop: null,
    };
  };

const workerWith = (packager: Packager, extra: { leaseMs?: number } = {}) =>
  createIngestWorker({
    db: database.db,
    jobs,
    mediaDir,
    packager,
    concurrency: 1,
    now: () => new Date(),
    log: quiet,
    ...extra,
  });

const sourceOf = async (vodId: number) =>
  database.db
    .select({ url: vodSources.url, thumbnails: vodSources.thumbnailsUrl })
    .from(vodSources)
    .innerJoin(vodProfiles, eq(vodProfiles.id, vodSources.profileId))
    .where(eq(vodProfiles.vodId, vodId));

describe('the ingest worker', () => {
  it('publishes a film by rename and makes the title its file names, playing its own media', async () => {
    const job = await jobs.enqueue({
      source: '/films/Sunrise Harbour (2019).mkv',
      sidecars: [],
      target: { kind: 'film', title: 'Sunrise Harbour', year: 2019 },
    });
    const [done] = await workerWith(writingPackager()).runJobs([job.id]);
    expect(done).toMatchObject({
      state: 'published',
      progress: 1,
      publishedPath: `library/${job.id}/`,
    });
    const [film] = await database.db.select().from(vods).where(eq(vods.id, done!.vodId!));
    expect(film).toMatchObject({ type: 0, title: 'Sunrise Harbour', year: 2019, runtime: 2 });
    expect(film!.posterUrl).toBe(`/media/library/${job.id}/poster.jpg`);
    expect(await sourceOf(film!.id)).toEqual([
      {
        url: `/media/library/${job.id}/master.m3u8`,
        thumbnails: `/media/library/${job.id}/thumbnails/thumbnails.vtt`,
      },
    ]);
    const master = readFileSync(join(mediaDir, 'library', String(job.id), 'master.m3u8'), 'utf8');
    expect(master).toContain('Sunrise Harbour (2019).mkv');
    expect(readdirSync(join(mediaDir, '.staging'))).toEqual([]);
  });

  it('files an episode under its show and season, made when missing, and finds them again', async () => {
    const target = (episode: number) => ({
      kind: 'episode' as const,
      show: 'Night Ferry',
      season: 2,
      episode,
      title: episode === 1 ? 'Departure' : null,
    });
    const first = await jobs.enqueue({ source: '/tv/e1.mp4', sidecars: [], target: target(1) });
    const second = await jobs.enqueue({ source: '/tv/e2.mp4', sidecars: [], target: target(2) });
    const done = await workerWith(writingPackager(1500)).runJobs([first.id, second.id]);
    const episodes = await database.db
      .select({
        title: vods.title,
        episode: vods.episodeNumber,
        runtime: vods.runtime,
        showId: vods.showId,
        seasonId: vods.seasonId,
      })
      .from(vods)
      .where(eq(vods.type, 1));
    expect(episodes).toEqual([
      expect.objectContaining({ title: 'Departure', episode: 1, runtime: 25 }),
      expect.objectContaining({ title: 'S02E02', episode: 2, runtime: 25 }),
    ]);
    expect(new Set(episodes.map((row) => row.showId)).size).toBe(1);
    expect(await database.db.select({ title: shows.title }).from(shows)).toEqual([
      { title: 'Night Ferry' },
    ]);
    expect(await database.db.select({ number: seasons.number }).from(seasons)).toEqual([
      { number: 2 },
    ]);
    expect(done.map((job) => job.state)).toEqual(['published', 'published']);
  });

  it('fails a file packaging refuses with its reason, publishing nothing and making no title', async () => {
    const before = await database.db.select({ id: vods.id }).from(vods);
    const job = await jobs.enqueue({
      source: '/films/Broken (2001).mp4',
      sidecars: [],
      target: { kind: 'film', title: 'Broken', year: 2001 },
    });
    const [done] = await workerWith(async (_job, staging) => {
      await writeFile(join(staging, 'half.m4s'), 'x');
      throw new IngestError('not_video', 'This file holds no video ffmpeg can read');
    }).runJobs([job.id]);
    expect(done).toMatchObject({ state: 'failed', errorCode: 'not_video', vodId: null });
    expect(done!.errorMessage).toBe('This file holds no video ffmpeg can read');
    expect(await database.db.select({ id: vods.id }).from(vods)).toEqual(before);
    expect(existsSync(join(mediaDir, 'library', String(job.id)))).toBe(false);
    expect(readdirSync(join(mediaDir, '.staging'))).toEqual([]);
  });

  it('removes an uploaded file once published or its title is gone, and keeps one that failed for a retry', async () => {
    const uploaded = async (name: string) => {
      const file = join(mediaDir, 'uploads', name, 'film.mp4');
      await mkdir(join(mediaDir, 'uploads', name), { recursive: true });
      await writeFile(file, 'video');
      return file;
    };
    const played = await jobs.enqueue({
      source: await uploaded('played'),
      sidecars: [],
      target: { kind: 'film', title: 'Uploaded', year: 2020 },
    });
    const [published] = await workerWith(writingPackager()).runJobs([played.id]);
    expect(published!.state).toBe('published');
    expect(existsSync(join(mediaDir, 'uploads', 'played'))).toBe(false);

    // The title is deleted while its media is packaged (its jobs go with it).
    const orphan = await jobs.enqueue({
      source: await uploaded('orphan'),
      sidecars: [],
      target: { kind: 'vod', vodId: published!.vodId! },
    });
    const packageThenLose = writingPackager();
    await workerWith(async (job, staging, onProgress, signal) => {
      await database.db.delete(vods).where(eq(vods.id, published!.vodId!));
      return packageThenLose(job, staging, onProgress, signal);
    }).runJobs([orphan.id]);
    expect(existsSync(join(mediaDir, 'uploads', 'orphan'))).toBe(false);

    const refused = await jobs.enqueue({
      source: await uploaded('refused'),
      sidecars: [],
      target: { kind: 'film', title: 'Refused', year: 2020 },
    });
    const [failed] = await workerWith(() => {
      throw new IngestError('not_video', 'This file holds no video ffmpeg can read');
    }).runJobs([refused.id]);
    expect(failed!.state).toBe('failed');
    expect(existsSync(refused.source)).toBe(true);
  });

  it('refuses a second job for a file already queued', async () => {
    const job = {
      source: '/films/Twice (2010).mp4',
      sidecars: [],
      target: { kind: 'film' as const, title: 'Twice', year: 2010 },
    };
    await jobs.enqueue(job);
    await expect(jobs.enqueue(job)).rejects.toBeInstanceOf(SourceBusyError);
    await workerWith(writingPackager()).runJobs((await jobs.recent(0)).map((row) => row.id));
  });

  it('takes again a job whose worker died once its lease ran out, and replaces the media only when the new one is published', async () => {
    const target = { kind: 'film' as const, title: 'Sunrise Harbour', year: 2019 };
    const [film] = await database.db
      .select({ id: vods.id })
      .from(vods)
      .where(eq(vods.title, 'Sunrise Harbour'));
    const before = await sourceOf(film!.id);
    const job = await jobs.enqueue({
      source: '/films/Sunrise Harbour (2019) v2.mkv',
      sidecars: [],
      target,
    });
    // A worker takes it and dies mid-encode: the job is running, its lease short.
    const claimed = await jobs.claim(new Date(), new Date(Date.now() + 50), [job.id]);
    expect(claimed).toMatchObject({ state: 'running', attempts: 1 });
    await mkdir(join(mediaDir, '.staging', `job-${job.id}`), { recursive: true });
    await writeFile(join(mediaDir, '.staging', `job-${job.id}`, 'seg.m4s'), 'half');
    expect(await sourceOf(film!.id)).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const [done] = await workerWith(writingPackager()).runJobs([job.id]);
    expect(done).toMatchObject({ state: 'published', attempts: 2, vodId: film!.id });
    expect(await sourceOf(film!.id)).toEqual([
      {
        url: `/media/library/${job.id}/master.m3u8`,
        thumbnails: `/media/library/${job.id}/thumbnails/thumbnails.vtt`,
      },
    ]);
    expect(readdirSync(join(mediaDir, '.staging'))).toEqual([]);
  });

  it('hands a running job back to the queue when it stops, and gives up a job that died three times', async () => {
    const job = await jobs.enqueue({
      source: '/films/Long (2020).mkv',
      sidecars: [],
      target: { kind: 'film', title: 'Long', year: 2020 },
    });
    let started: () => void;
    const packaging = new Promise<void>((resolve) => (started = resolve));
    const worker = workerWith(
      (_job, _staging, _progress, signal) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const running = worker.runJobs([job.id]);
    await packaging;
    await worker.stop();
    await running;
    expect((await jobs.byIds([job.id]))[0]).toMatchObject({ state: 'queued' });
    for (let attempt = 0; attempt < 3; attempt++) {
      await jobs.claim(new Date(), new Date(Date.now() - 1), [job.id]);
    }
    const [done] = await workerWith(writingPackager()).runJobs([job.id]);
    expect(done).toMatchObject({ state: 'failed', errorCode: 'gave_up', attempts: 4 });
  });
});
