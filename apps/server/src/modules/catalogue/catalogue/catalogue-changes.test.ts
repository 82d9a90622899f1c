import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listOf, vodItemSchema } from '@marquee/contract';
import { vods } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { importCatalogue } from '../../intake/catalogue-import/import-catalogue.js';
import { bumpCatalogueVersion, readCatalogueVersion } from './catalogue-version.js';
import { searchText } from './search-text.js';

describe('list calls after the catalogue changes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login()).token;
  });
  afterAll(() => t.close());

  const films = async (query: string) => {
    const response = await t.call({ url: `/api/vods/list?filter[type]=0&${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return envelope(listOf(vodItemSchema)).parse(response.json()).data!;
  };

  it('show films imported while the server runs, from the next call on', async () => {
    const before = await films('sort[created]=desc');
    const version = await readCatalogueVersion(t.database.db);
    await importCatalogue(t.database.db, [
      {
        name: 'new.json',
        text: JSON.stringify({
          films: [{ title: 'Ação Noturna', year: 2021, genres: ['Drama'], cast: [] }],
        }),
      },
    ]);
    expect(await readCatalogueVersion(t.database.db)).toBe(version + 1);
    const after = await films('sort[created]=desc');
    expect(after.pager.count).toBe(before.pager.count + 1);
    const found = await films(`filter[title]=${encodeURIComponent('acao noturna')}`);
    expect(found.items.map((item) => item.title)).toEqual(['Ação Noturna']);
    expect(found.items[0]!.genres.map((genre) => genre.name)).toEqual(['Drama']);
  });

  it('see a title written without a version bump only once the version is bumped', async () => {
    await t.database.db
      .insert(vods)
      .values({ type: 0, title: 'Unannounced', searchText: searchText('Unannounced') });
    expect((await films('filter[title]=unannounced')).items).toEqual([]);
    await bumpCatalogueVersion(t.database.db);
    expect((await films('filter[title]=unannounced')).items.map((item) => item.title)).toEqual([
      'Unannounced',
    ]);
  });
});
