import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, genreSchema, listOf, tvShowSchema, vodItemSchema } from '@marquee/contract';
import { z } from 'zod';
import { genres } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.call({ url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /multi-event-vods/list', () => {
  it('lists TV shows with their seasons, newest first', async () => {
    const body = envelope(listOf(tvShowSchema)).parse(
      await get('/api/multi-event-vods/list?sort[created]=desc'),
    );
    const { items, pager } = body.data!;
    expect(pager).toEqual({ page: 1, pageCount: 1, count: 2 });
    for (const show of items) {
      expect(show.type).toBe(2);
      expect(show.season_count).toBe(show.seasons.length);
      expect(show.seasons.map((season) => season.number)).toEqual(
        [...show.seasons.map((season) => season.number)].sort((a, b) => a - b),
      );
      expect(show.cover.medium_ar).toBe(`/media/art/poster/show/${show.id}.svg`);
    }
  });

  it('finds one show by filter[id], with its rating when config[enable_rate]=1', async () => {
    const [first] = (await get('/api/multi-event-vods/list')).data.items;
    const body = await get(
      `/api/multi-event-vods/list?filter[id]=${first.id}&config[enable_rate]=1`,
    );
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0].rate.rate_average).toBe(first.rating);
  });

  it('lists the episodes of a season through the VOD list', async () => {
    const [show] = (await get('/api/multi-event-vods/list')).data.items;
    const season = show.seasons[0];
    const body = envelope(listOf(vodItemSchema)).parse(
      await get(
        `/api/vods/list?filter[multi_event_vod_season_id]=${season.id}&filter[type]=1&sort[episode_number]=asc`,
      ),
    );
    const episodes = body.data!.items;
    expect(episodes.length).toBeGreaterThan(0);
    expect(episodes.map((episode) => episode.episode_number)).toEqual(
      episodes.map((_, index) => index + 1),
    );
    expect(episodes.every((episode) => episode.multi_event_vod_id === show.id)).toBe(true);
    expect(episodes[0]!.multi_event_vod_season).toEqual({ id: season.id, name: season.name });
  });

  it('serves the artwork of a show', async () => {
    const [show] = (await get('/api/multi-event-vods/list')).data.items;
    const response = await t.call({ url: show.cover.medium_ar });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses an unknown filter with a clear message', async () => {
    const response = await t.call({ url: '/api/multi-event-vods/list?filter[year]=2000', token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'filter[year]': ['unknown parameter'] });
  });
});

describe('genres and show types', () => {
  it('lists genres and show types by name', async () => {
    for (const url of ['/api/genres/list', '/api/show-types/list']) {
      const names = envelope(z.array(genreSchema))
        .parse(await get(url))
        .data!.map((item) => item.name);
      expect(names.length).toBeGreaterThan(3);
      expect(names).toEqual([...names].sort());
    }
  });

  it('answers them with an ETag for the browser alone, and 304 until they change', async () => {
    for (const url of ['/api/genres/list', '/api/show-types/list']) {
      const first = await t.call({ url, token });
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      const again = await t.call({ url, token, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const etag = String((await t.call({ url: '/api/genres/list', token })).headers.etag);
    await t.database.db.insert(genres).values({ name: 'Western noir' });
    const after = await t.call({
      url: '/api/genres/list',
      token,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.map((genre: { name: string }) => genre.name)).toContain(
      'Western noir',
    );
  });
});

describe('POST /vods/similar', () => {
  it('returns other films sharing a genre, the title itself excluded', async () => {
    const [film] = (await get('/api/vods/list?filter[type]=0&limit=1')).data.items;
    const response = await t.call({
      method: 'POST',
      url: '/api/vods/similar',
      token,
      body: { vod_id: film.id, limit: 5 },
    });
    expect(response.statusCode).toBe(200);
    const items = envelope(listOf(vodItemSchema)).parse(response.json()).data!.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    const genreIds = new Set(film.genres.map((genre: { id: number }) => genre.id));
    for (const item of items) {
      expect(item.id).not.toBe(film.id);
      expect(item.type).toBe(0);
      expect(item.genres.some((genre) => genreIds.has(genre.id))).toBe(true);
    }
  });

  it('has nothing similar to an unknown title', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/vods/similar',
      token,
      body: { vod_id: 999999 },
    });
    expect(response.json().data.items).toEqual([]);
  });
});
