import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  notice,
  noticeText,
  streamSchema,
  vodItemSchema,
  listOf,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { signInAsKids } from '../../../test/kids-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// The film and episode stream call for a kids profile whose ceiling is PG.
let t: TestApp;
let kids: string;
let films: { id: number; code: string | undefined; profileId: number }[];

beforeAll(async () => {
  t = await createTestApp();
  const adult = (await t.login()).token;
  kids = (await signInAsKids(t, 'PG')).token;
  const response = await t.call({ url: '/api/vods/list?filter[type]=0&limit=100', token: adult });
  films = envelope(listOf(vodItemSchema))
    .parse(response.json())
    .data!.items.map((film) => ({
      id: film.id,
      code: film.parental_rating?.code,
      profileId: film.movie_source.profiles[0]!.id,
    }));
});
afterAll(() => t.close());

const stream = (film: (typeof films)[number]) =>
  t.call({
    method: 'POST',
    url: '/api/vods/stream',
    token: kids,
    body: { single_event_vod_id: film.id, vod_profile_id: film.profileId },
  });

describe('POST /vods/stream from a kids profile', () => {
  it('streams a film rated within the ceiling', async () => {
    const response = await stream(films.find((film) => film.code === 'PG')!);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(z.nullable(streamSchema)).parse(response.json()).data?.url).toMatch(/\.m3u8$/);
  });

  it('refuses a film above the ceiling with 403 and says it is not for a kids profile', async () => {
    for (const code of ['PG-13', 'R', '18']) {
      const response = await stream(films.find((film) => film.code === code)!);
      expect(response.statusCode, code).toBe(403);
      expect(response.json()).toMatchObject({
        status: 0,
        message: noticeText(notice('kidsTitleUnavailable')),
        notice: { key: 'kidsTitleUnavailable' },
      });
    }
  });
});
