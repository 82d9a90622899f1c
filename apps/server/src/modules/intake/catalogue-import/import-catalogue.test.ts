import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { genres, mediaJobs, vodGenres, vodProfiles, vodSources, vods } from '../../../db/schema.js';
import { serverRoot } from '../../../paths.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { importCatalogue, readSources } from './import-catalogue.js';
import { CatalogueFormatError } from './parse-catalogue.js';

// The real files live beside the clone, never in it (shared/data/README.md).
const REAL_CATALOGUE = join(serverRoot, '..', '..', '..', 'shared', 'data', 'catalogue');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async (table: typeof vods | typeof genres | typeof vodGenres) =>
  (await database.db.select({ value: count() }).from(table))[0]!.value;
const snapshot = async () => [await rows(vods), await rows(genres), await rows(vodGenres)];

const source = (name: string, value: unknown) => ({ name, text: JSON.stringify(value) });
const small = source('small.json', [
  { title: 'Coração Selvagem', year: 1990, cast: ['Ana Paula', 3], genres: ['Drama', 'Romance'] },
  { title: 'Coração selvagem', year: 1990, cast: ['Rui Lima'], genres: ['drama'] },
  { title: '', year: 1990 },
]);

describe('importCatalogue', () => {
  it('imports films with genres and a playable HD profile, merging duplicates', async () => {
    const report = await importCatalogue(database.db, [small]);
    expect(report).toMatchObject({ records: 3, imported: 1, merged: 1, unchanged: 0, rejected: 1 });
    expect(report.reasons).toEqual([{ reason: 'no title', count: 1, examples: ['small.json #3'] }]);
    const [film] = await database.db.select().from(vods).where(eq(vods.title, 'Coração Selvagem'));
    expect(film).toMatchObject({
      type: 0,
      year: 1990,
      actors: ['Ana Paula', 'Rui Lima'],
      searchText: ' coracao selvagem',
    });
    const [source] = await database.db.select({ url: vodSources.url }).from(vodSources).limit(1);
    expect(source?.url).toBe('/media/vod/demo/master.m3u8');
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await snapshot();
    const report = await importCatalogue(database.db, [small]);
    expect(report).toMatchObject({ imported: 0, merged: 0, unchanged: 2, rejected: 1 });
    expect(await snapshot()).toEqual(before);
  });

  it('stops on malformed JSON in any file and leaves the database as it was', async () => {
    const before = await snapshot();
    const good = source('good.json', [{ title: 'Brand New', year: 2001 }]);
    const broken = { name: 'broken.json', text: '[{"title": "X", "year": 2001,]' };
    await expect(importCatalogue(database.db, [good, broken])).rejects.toThrow(
      CatalogueFormatError,
    );
    await expect(importCatalogue(database.db, [good, broken])).rejects.toThrow(
      /broken\.json: malformed JSON at line 1/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("keeps a film's skip markers, fills missing parts on a re-import, and rejects bad ones", async () => {
    const intro = { start: 0, end: 62 };
    const credits = { start: 5700, end: 5880 };
    const first = source('markers.json', {
      films: [
        { title: 'Marked Harbour', year: 2021, runtime: 98, markers: { intro } },
        { title: 'Crooked Marks', year: 2021, markers: { intro: { start: 9, end: 3 } } },
      ],
    });
    const report = await importCatalogue(database.db, [first]);
    expect(report).toMatchObject({ imported: 1, rejected: 1 });
    expect(report.reasons).toEqual([
      { reason: 'markers.intro ends before it starts', count: 1, examples: ['markers.json #2'] },
    ]);
    const markersOf = async () =>
      (await database.db.select().from(vods).where(eq(vods.title, 'Marked Harbour')))[0]!.markers;
    expect(await markersOf()).toEqual({ intro });
    const later = source('markers-later.json', {
      films: [
        {
          title: 'Marked Harbour',
          year: 2021,
          markers: { intro: { start: 5, end: 70 }, credits: { start: '1:35:00', end: '1:38:00' } },
        },
      ],
    });
    expect(await importCatalogue(database.db, [later])).toMatchObject({ merged: 1 });
    expect(await markersOf()).toEqual({ intro, credits });
    expect(await importCatalogue(database.db, [later])).toMatchObject({ merged: 0, unchanged: 1 });
  });

  it('imports the real 2020s Wikipedia file from ../shared/data beside the clone', async () => {
    const file = join(REAL_CATALOGUE, 'movies-2020s.json');
    expect(existsSync(file), `${file} is missing: ../shared/data must be beside the clone`).toBe(
      true,
    );
    const sources = await readSources([file]);
    const report = await importCatalogue(database.db, sources);
    expect(report.records).toBeGreaterThan(900);
    expect(report.imported).toBeGreaterThan(900);
    expect(report.imported + report.merged + report.unchanged + report.rejected).toBe(
      report.records,
    );
    const again = await importCatalogue(database.db, sources);
    expect(again).toMatchObject({ imported: 0, merged: 0, rejected: report.rejected });
  });

  it("plays a film's video URL as it is, and queues its video file under the catalogue's folder", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'marquee-catalogue-'));
    mkdirSync(join(folder, 'films'));
    writeFileSync(join(folder, 'films', 'Quiet Field (2012).mkv'), 'video');
    const withVideos = {
      name: 'own.json',
      folder,
      text: JSON.stringify({
        films: [
          { title: 'Harbour Lights', year: 2011, video: 'https://cdn.example.com/hl/master.m3u8' },
          { title: 'Quiet Field', year: 2012, video: 'films/Quiet Field (2012).mkv' },
          { title: 'Odd Source', year: 2013, video: 'ftp://host/film.mp4' },
          { title: 'Lost Reel', year: 2014, video: 'films/Lost Reel (2014).mkv' },
        ],
      }),
    };
    const report = await importCatalogue(database.db, [withVideos]);
    expect(report).toMatchObject({ imported: 3, rejected: 1, linked: 1 });
    expect(report.reasons).toEqual([
      {
        reason: 'video is neither a file path nor an http(s) URL',
        count: 1,
        examples: ['own.json #3'],
      },
    ]);
    expect(report.videos).toEqual([
      expect.objectContaining({
        file: join(folder, 'films', 'Quiet Field (2012).mkv'),
        outcome: 'queued',
      }),
      expect.objectContaining({
        file: join(folder, 'films', 'Lost Reel (2014).mkv'),
        outcome: 'rejected',
        reason: expect.objectContaining({ code: 'not_found', message: 'There is no such file.' }),
      }),
    ]);
    const playing = async (title: string) =>
      database.db
        .select({ url: vodSources.url })
        .from(vodSources)
        .innerJoin(vodProfiles, eq(vodProfiles.id, vodSources.profileId))
        .innerJoin(vods, eq(vods.id, vodProfiles.vodId))
        .where(eq(vods.title, title));
    expect(await playing('Harbour Lights')).toEqual([
      { url: 'https://cdn.example.com/hl/master.m3u8' },
    ]);
    // The file plays the demo film until a server with ffmpeg has packaged it.
    expect(await playing('Quiet Field')).toEqual([{ url: '/media/vod/demo/master.m3u8' }]);
    const [job] = await database.db.select().from(mediaJobs);
    expect(job).toMatchObject({
      source: join(folder, 'films', 'Quiet Field (2012).mkv'),
      state: 'queued',
      target: { kind: 'vod', vodId: job!.vodId },
    });
  });
});
