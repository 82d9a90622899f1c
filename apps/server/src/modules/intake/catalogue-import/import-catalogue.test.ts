import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { genres, vodGenres, vodSources, vods } from '../../../db/schema.js';
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
});
