import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listOf, vodItemSchema, type VodItem } from '@marquee/contract';
import { vodSubtitles } from '../../../db/schema.js';
import { subscriptionOnly } from '../../accounts/account/entitlements.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_SUBTITLES } from '../../intake/seed/demo-subtitles.js';
import { createCatalogueRepository } from './catalogue-repository.js';
import { createCatalogueService } from './catalogue-service.js';
import { bumpCatalogueVersion } from './catalogue-version.js';
import { createShowRepository } from './show-repository.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
});
afterAll(() => t.close());

const listBody = envelope(listOf(vodItemSchema));
const list = async (url: string) => {
  const response = await t.call({ url, token });
  expect(response.statusCode, response.body).toBe(200);
  return listBody.parse(response.json()).data!;
};
const newestFilms = () => list('/api/vods/list?filter[type]=0&sort[created]=desc');
const localesAndUrls = (item: VodItem) =>
  item.movie_source.subtitles.map(({ locale, url }) => ({ locale, url }));

describe('movie_source.subtitles', () => {
  it('lists a title’s external subtitles in list calls and in the call about that title', async () => {
    const [newest, second] = (await newestFilms()).items;
    // The seed gives the demo clip's English and Portuguese subtitles to the 2nd to 6th newest.
    expect(localesAndUrls(second!)).toEqual([
      { locale: 'en', url: '/media/vod/demo/subtitles/en.vtt' },
      { locale: 'pt', url: '/media/vod/demo/subtitles/pt.vtt' },
    ]);
    expect(newest!.movie_source.subtitles).toEqual([]);

    const [details] = (await list(`/api/vods/list?filter[id]=${second!.id}`)).items;
    expect(details!.movie_source.subtitles).toEqual(second!.movie_source.subtitles);
    const ids = details!.movie_source.subtitles.map((subtitle) => subtitle.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('lists them in lists that pick titles by id, such as continue watching', async () => {
    const second = (await newestFilms()).items[1]!;
    const saved = await t.call({
      method: 'POST',
      url: '/api/vods/save-progress',
      token,
      body: { single_event_vod_id: second.id, stopped_time: 12, duration: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { items } = await list('/api/vods/get-continue-watching?limit=50');
    const listed = items.find((item) => item.id === second.id)!;
    expect(listed.movie_source.subtitles).toEqual(second.movie_source.subtitles);
  });

  it('serves the subtitle files from the media origin as WebVTT', async () => {
    for (const { url } of DEMO_SUBTITLES) {
      const response = await t.call({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(response.body.startsWith('WEBVTT\n')).toBe(true);
    }
  });

  it('shows a subtitle added with a catalogue version bump from the next call on', async () => {
    const newest = (await newestFilms()).items[0]!;
    await t.database.db.transaction(async (tx) => {
      await tx
        .insert(vodSubtitles)
        .values({ vodId: newest.id, locale: 'pt-BR', url: '/media/subtitles/pt-br.vtt' });
      await bumpCatalogueVersion(tx);
    });
    const [listed] = (await newestFilms()).items;
    const [details] = (await list(`/api/vods/list?filter[id]=${newest.id}`)).items;
    expect(localesAndUrls(listed!)).toEqual([
      { locale: 'pt-BR', url: '/media/subtitles/pt-br.vtt' },
    ]);
    expect(details!.movie_source.subtitles).toEqual(listed!.movie_source.subtitles);
  });

  it('reads the subtitles of a page in one query with its rows, and a warm page reads none', async () => {
    const repository = createCatalogueRepository(t.database.db);
    const asked: number[][] = [];
    const counted = {
      ...repository,
      subtitlesOf: (ids: number[]) => {
        asked.push(ids);
        return repository.subtitlesOf(ids);
      },
    };
    const service = createCatalogueService(counted, createShowRepository(t.database.db));
    const viewer = subscriptionOnly(true);
    const query = { filter: { type: 0 as const }, sort: { created: 'desc' as const } };
    const page = await service.listVods(query, viewer, null);
    expect(page.items).toHaveLength(24);
    expect(page.items[1]!.movie_source.subtitles).toHaveLength(2);
    // Once with the page's rows, or with the snapshot's warming of every row: never per title.
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(asked.every((ids) => ids.length >= 24)).toBe(true);

    await service.warm();
    const before = asked.length;
    await service.listVods({ ...query, page: 2 }, viewer, null);
    await service.listVods(query, viewer, null);
    expect(asked).toHaveLength(before);
  });
});
