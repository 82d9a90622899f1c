import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { mediaJobs, shows, vodProfiles, vodSources, vods } from '../../../db/schema.js';
import type { ImportContext } from '../../../server-module.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { searchText } from '../../catalogue/catalogue/index.js';
import { createIngestJobs } from './ingest-jobs.js';
import { importMedia, mediaImporter, type MediaImportReport } from './media-importer.js';
import { H264_AAC, chaptersFile, ffmpeg, patternInputs, tempFolder } from './test-sources.js';

// `npm run import -- media` on a folder of real (generated) video: a film, an episode with a
// sidecar subtitle, a file that is not video, one without sound and one whose name says nothing.
const sources = tempFolder('media-import-sources');
const media = tempFolder('media-import-dir');
let database: Database;
let report: MediaImportReport;
const lines: string[] = [];
const context: ImportContext = {
  settings: { mediaDir: media.path, ingestConcurrency: 1, sharedDatabase: false },
  env: process.env,
  progress: { update: (line) => lines.push(line), log: (line) => lines.push(line) },
};

beforeAll(async () => {
  database = await createTestDatabase();
  const films = join(sources.path, 'Films');
  const season = join(sources.path, 'Shows', 'Night Ferry', 'Season 01');
  mkdirSync(films, { recursive: true });
  mkdirSync(season, { recursive: true });
  // The film's chapters name its intro and credits; the show's intro is its episodes' default.
  const chapters = chaptersFile(join(sources.path, 'chapters.txt'), [
    { title: 'Opening credits', start: 0, end: 1 },
    { title: 'Story', start: 1, end: 2.5 },
    { title: 'Credits', start: 2.5, end: 3 },
  ]);
  ffmpeg([
    ...patternInputs('320x180', 3),
    ...['-i', chapters, '-map_chapters', '2'],
    ...H264_AAC,
    '-shortest',
    join(films, 'Sunrise Harbour (2019).mp4'),
  ]);
  await database.db.insert(shows).values({
    title: 'Night Ferry',
    searchText: searchText('Night Ferry'),
    markers: { intro: SHOW_INTRO },
  });
  ffmpeg([
    ...patternInputs('320x180', 2),
    ...H264_AAC,
    '-shortest',
    join(season, 'Night Ferry - S01E01 - Departure.mp4'),
  ]);
  writeFileSync(
    join(season, 'Night Ferry - S01E01 - Departure.pt-BR.srt'),
    '1\n00:00:00,500 --> 00:00:01,500\nPartida\n',
  );
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=25:duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    join(films, 'Silent Reel (1925).mp4'),
  ]);
  writeFileSync(join(films, 'Broken Reel (2001).mp4'), 'this is not a video\n'.repeat(50));
  ffmpeg([...patternInputs('320x180', 1), ...H264_AAC, '-shortest', join(films, 'holiday.mp4')]);
  writeFileSync(join(films, 'notes.pdf'), '%PDF');
  report = await importMedia(database.db, [sources.path], context);
}, 120_000);
afterAll(async () => {
  await database.close();
  sources.remove();
  media.remove();
});

const SHOW_INTRO = { start: 0, end: 0.8 };

const fileReport = (name: string) => report.files.find((file) => file.file.endsWith(name));

describe('importing a folder of media', () => {
  it('publishes each playable file as the title its name gives, playing its own packaged media', async () => {
    expect(report.published).toBe(2);
    const film = fileReport('Sunrise Harbour (2019).mp4')!;
    expect(film).toMatchObject({ outcome: 'published', title: 'Sunrise Harbour (2019)' });
    const [row] = await database.db
      .select({
        title: vods.title,
        year: vods.year,
        runtime: vods.runtime,
        url: vodSources.url,
        thumbnails: vodSources.thumbnailsUrl,
      })
      .from(vods)
      .innerJoin(vodProfiles, eq(vodProfiles.vodId, vods.id))
      .innerJoin(vodSources, eq(vodSources.profileId, vodProfiles.id))
      .where(eq(vods.id, film.vodId!));
    expect(row).toEqual({
      title: 'Sunrise Harbour',
      year: 2019,
      runtime: 1,
      url: `/media/library/${film.jobId}/master.m3u8`,
      thumbnails: `/media/library/${film.jobId}/thumbnails/thumbnails.vtt`,
    });
    const master = readFileSync(
      join(media.path, 'library', String(film.jobId), 'master.m3u8'),
      'utf8',
    );
    expect(master).toMatch(/#EXT-X-STREAM-INF:.*RESOLUTION=320x180/);
  });

  it("gives a film the skip markers its chapters name, and a new episode its show's intro", async () => {
    const markersOf = async (vodId: number) =>
      (await database.db.select({ markers: vods.markers }).from(vods).where(eq(vods.id, vodId)))[0]!
        .markers;
    expect(await markersOf(fileReport('Sunrise Harbour (2019).mp4')!.vodId!)).toEqual({
      intro: { start: 0, end: 1 },
      credits: { start: 2.5, end: 3 },
    });
    expect(await markersOf(fileReport('Night Ferry - S01E01 - Departure.mp4')!.vodId!)).toEqual({
      intro: SHOW_INTRO,
    });
  });

  it("carries an episode's sidecar subtitle, with its language, into its ladder", () => {
    const episode = fileReport('Night Ferry - S01E01 - Departure.mp4')!;
    expect(episode).toMatchObject({
      outcome: 'published',
      title: 'Night Ferry S01E01 - Departure',
    });
    const master = readFileSync(
      join(media.path, 'library', String(episode.jobId), 'master.m3u8'),
      'utf8',
    );
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=SUBTITLES,.*LANGUAGE="pt-BR"/);
  });

  it('lists each file it could not take with its reason, and publishes nothing of it', async () => {
    expect(fileReport('Broken Reel (2001).mp4')).toMatchObject({
      outcome: 'rejected',
      reason: { code: 'not_video', message: 'This file holds no video that ffmpeg can read.' },
    });
    expect(fileReport('Silent Reel (1925).mp4')).toMatchObject({
      outcome: 'rejected',
      reason: { code: 'no_audio', message: 'This file has a picture but no sound.' },
    });
    expect(fileReport('holiday.mp4')).toMatchObject({
      outcome: 'rejected',
      reason: { code: 'unrecognised_name' },
    });
    expect(report.skipped).toEqual([join(sources.path, 'Films', 'notes.pdf')]);
    const titles = await database.db.select({ title: vods.title }).from(vods);
    expect(titles.map((row) => row.title).sort()).toEqual(['Departure', 'Sunrise Harbour']);
    expect(readdirSync(join(media.path, 'library'))).toHaveLength(2);
    expect(await database.db.select({ id: mediaJobs.id }).from(mediaJobs)).toHaveLength(2);
  });

  it('shows its progress while it runs, and tells the report in words', () => {
    expect(lines.some((line) => /^\[#+-*\]\s+\d+%/.test(line))).toBe(true);
    expect(lines).toContain(
      `Published: ${join(sources.path, 'Films', 'Sunrise Harbour (2019).mp4')}`,
    );
    const text = mediaImporter.describe(report);
    expect(text).toContain('published: 2');
    expect(text).toContain(
      `✗ ${join(sources.path, 'Films', 'Broken Reel (2001).mp4')}: This file holds no video that ffmpeg can read. (not_video)`,
    );
  });

  it('needs ffmpeg, and says how to install it', () => {
    expect(mediaImporter.missing?.({ PATH: '' })).toMatch(/apt-get install ffmpeg/);
    expect(mediaImporter.missing?.(process.env)).toBeUndefined();
  });

  it('refuses a file another process is packaging, saying so, and packages nothing twice', async () => {
    const file = join(sources.path, 'Films', 'Sunrise Harbour (2019).mp4');
    const jobs = createIngestJobs(database.db);
    const held = await jobs.enqueue({
      source: file,
      sidecars: [],
      target: { kind: 'film', title: 'Sunrise Harbour', year: 2019 },
    });
    await jobs.claim(new Date(), new Date(Date.now() + 60_000), [held.id]);
    const shared = { ...context, settings: { ...context.settings, sharedDatabase: true } };
    const second = await importMedia(database.db, [file], shared);
    expect(second.files).toEqual([
      expect.objectContaining({
        outcome: 'rejected',
        reason: expect.objectContaining({
          code: 'busy',
          message: 'This file is already being imported.',
        }),
      }),
    ]);
    expect(readdirSync(join(media.path, 'library'))).toHaveLength(2);
    await jobs.failed(held.id, 'gave_up', '', new Date());
  });
});
