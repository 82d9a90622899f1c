import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listOf, vodItemSchema } from '@marquee/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
});
afterAll(() => t.close());

const listBody = envelope(listOf(vodItemSchema));
const list = async (query: string) => {
  const response = await t.call({ url: `/api/vods/list?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return listBody.parse(response.json()).data!;
};

describe('GET /vods/list', () => {
  it('is kept by no cache, as it is per user: private, no-store and no ETag', async () => {
    const response = await t.call({ url: '/api/vods/list?filter[type]=0', token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('pages the newest films first, 24 to a page', async () => {
    const data = await list('filter[type]=0&sort[created]=desc');
    expect(data.items).toHaveLength(24);
    expect(data.pager).toEqual({ page: 1, pageCount: 2, count: 30 });
    const dates = data.items.map((item) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.items.every((item) => item.type === 0)).toBe(true);
  });

  it('returns one film by filter[id] with its rating when config[enable_rate]=1', async () => {
    const [first] = (await list('filter[type]=0&limit=1')).items;
    const data = await list(`filter[id]=${first!.id}&config[enable_rate]=1`);
    expect(data.items).toHaveLength(1);
    const movie = data.items[0]!;
    expect(movie.title).toBe(first!.title);
    expect(movie.genres.length).toBeGreaterThan(0);
    expect(movie.movie_source.profiles.some((profile) => profile.subscribed)).toBe(true);
    expect(movie.rate?.rate_average).toBe(movie.rating);
    expect(movie.cover.medium_ar).toBe(`/media/art/poster/vod/${movie.id}.svg`);
  });

  it('gives a film asked for by id its 5 generated stills, and a list the first', async () => {
    const [listed] = (await list('filter[type]=0&limit=1')).items;
    const [movie] = (await list(`filter[id]=${listed!.id}`)).items;
    expect(movie!.gallery).toHaveLength(5);
    expect(listed!.gallery).toEqual(movie!.gallery.slice(0, 1));
    const still = movie!.gallery[2]!.preview_large_ar!;
    expect(still).toBe(`/media/art/still/vod/${movie!.id}-3.svg`);
    const response = await t.call({ url: still });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await t.call({ url: `/media/art/still/vod/${movie!.id}-x.svg` })).statusCode).toBe(400);
  });

  it('gives an empty list for an unknown id', async () => {
    const data = await list('filter[id]=999999');
    expect(data.items).toEqual([]);
    expect(data.pager.count).toBe(0);
  });

  it('filters by title, case-insensitively, with LIKE characters taken literally', async () => {
    const [first] = (await list('filter[type]=0&limit=1')).items;
    const word = first!.title.split(' ')[0]!.toUpperCase();
    const data = await list(`filter[title]=${encodeURIComponent(word)}`);
    expect(data.items.map((item) => item.id)).toContain(first!.id);
    expect((await list('filter[title]=%25%25')).items).toEqual([]);
  });

  it('filters by genre ids in the bracket style', async () => {
    const [first] = (await list('filter[type]=0&limit=1')).items;
    const genreId = first!.genres[0]!.id;
    const data = await list(`filter[genre_id][0]=${genreId}&limit=200`);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((item) => item.genres.some((genre) => genre.id === genreId))).toBe(
      true,
    );
  });

  it.each([
    ['filter[id]=abc', 'filter[id]'],
    ['page=0', 'page'],
    ['limit=5000', 'limit'],
    ['filter[year]=2020', 'filter[year]'],
    ['filter[unknown]=1', 'filter'],
    ['sort[created]=sideways', 'sort[created]'],
  ])('answers 400 with a clear message for %s', async (query, field) => {
    const response = await t.call({ url: `/api/vods/list?${query}`, token });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(0);
    expect(body.message).toContain('Invalid query');
    expect(Object.keys(body.errors).join(' ')).toContain(field);
  });

  it('needs a login', async () => {
    const response = await t.call({ url: '/api/vods/list' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(2);
  });
});
