import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemType, type StudioSlide } from '@marquee/contract';
import { shows, studioAudit, vods } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let editor: string;
let support: string;
let subscriber: string;
let movie: { id: number; title: string };
let show: { id: number; title: string };
beforeAll(async () => {
  t = await createTestApp();
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
  subscriber = (await t.login()).token;
  const db = t.database.db;
  movie = (
    await db
      .select({ id: vods.id, title: vods.title })
      .from(vods)
      .where(eq(vods.type, ItemType.movie))
      .orderBy(desc(vods.id))
      .limit(1)
  )[0]!;
  show = (
    await db
      .select({ id: shows.id, title: shows.title })
      .from(shows)
      .orderBy(asc(shows.id))
      .limit(1)
  )[0]!;
});
afterAll(() => t.close());

const SLIDES = '/api/studio/curation/slides';
const ROWS = '/api/studio/curation/recommended';
const get = async <T>(url: string, token = support): Promise<T> => {
  const response = await t.call({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};
const put = (url: string, body: unknown, token = editor) =>
  t.call({ method: 'PUT', url, headers: bearer(token), body });
const homeSlides = async () =>
  (await t.call({ url: '/api/highlighted-content/list?url=/home', token: subscriber })).json<{
    data: { type: number; model_id: number; title: string }[];
  }>().data;
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

describe('the studio slider calls', () => {
  it('keep the seeded slides as they are, a teaser that names no title among them', async () => {
    const before = await get<StudioSlide[]>(SLIDES);
    expect(before.some((slide) => !slide.found)).toBe(true);
    const same = before.map((slide) => ({
      model_type: slide.model_type,
      model_id: slide.model_id,
    }));
    const response = await put(SLIDES, { slides: [...same].reverse() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: StudioSlide[] }>().data).toEqual([...before].reverse());
  });

  it('list the home slides in order and replace them; home shows the change at once', async () => {
    const before = await get<StudioSlide[]>(SLIDES);
    expect(before.length).toBeGreaterThan(0);
    const kept = before[0]!;
    const slides = [
      { model_type: ItemType.movie, model_id: movie.id },
      { model_type: kept.model_type, model_id: kept.model_id },
    ];
    const response = await put(SLIDES, { slides });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().notice).toEqual({ key: 'studioSlidesSaved' });
    const after = response.json<{ data: StudioSlide[] }>().data;
    expect(after.map((slide) => [slide.model_type, slide.model_id])).toEqual(
      slides.map((slide) => [slide.model_type, slide.model_id]),
    );
    // A new slide says its title's name; a kept one keeps its own text.
    expect(after[0]).toMatchObject({ title: movie.title, found: true });
    expect(after[1]).toMatchObject({ title: kept.title, description: kept.description });
    const home = await homeSlides();
    expect(home.map((slide) => slide.model_id)).toEqual([movie.id, kept.model_id]);
    expect(await latestAudit()).toMatchObject({ action: 'curation.slides' });
  });

  it('reorder and remove slides', async () => {
    await put(SLIDES, {
      slides: [
        { model_type: ItemType.show, model_id: show.id },
        { model_type: ItemType.movie, model_id: movie.id },
      ],
    });
    await put(SLIDES, { slides: [{ model_type: ItemType.movie, model_id: movie.id }] });
    expect((await homeSlides()).map((slide) => slide.model_id)).toEqual([movie.id]);
  });

  it('refuse a title that does not exist, naming the entry, and change nothing', async () => {
    const before = await get<StudioSlide[]>(SLIDES);
    const response = await put(SLIDES, {
      slides: [
        { model_type: ItemType.movie, model_id: movie.id },
        { model_type: ItemType.show, model_id: 999_999 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().notice).toEqual({
      key: 'studioCurationTitleUnknown',
      params: { type: 'show', id: 999_999 },
    });
    expect(Object.keys(response.json().errors)).toEqual(['slides[1]']);
    expect(await get<StudioSlide[]>(SLIDES)).toEqual(before);
  });

  it.each([
    [{ slides: [{ model_type: 7, model_id: 1 }] }],
    [{ slides: [{ model_type: 0, model_id: -1 }] }],
    [{ slides: 'all' }],
    [{ slides: Array.from({ length: 31 }, (_, id) => ({ model_type: 0, model_id: id + 1 })) }],
  ])('refuse the bad body %j with a 400', async (body) => {
    const response = await put(SLIDES, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('find titles by a word of their name', async () => {
    const word = movie.title.split(' ')[0]!;
    const found = await get<{ model_type: number; model_id: number }[]>(
      `/api/studio/curation/candidates?search=${encodeURIComponent(word)}&type=0`,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((each) => each.model_type === ItemType.movie)).toBe(true);
    expect(found.map((each) => each.model_id)).toContain(movie.id);
    const empty = await t.call({
      url: '/api/studio/curation/candidates?search=',
      headers: bearer(support),
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('the studio recommended rows calls', () => {
  it('replace the rows; the subscriber call answers them in that order', async () => {
    const response = await put(ROWS, { movies: [movie.id], shows: [show.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      movies: [{ id: movie.id, title: movie.title }],
      shows: [{ id: show.id, title: show.title }],
    });
    const served = await t.call({
      method: 'POST',
      url: '/api/vods/recommended',
      token: subscriber,
      body: { type: ItemType.movie },
    });
    expect(served.json().data.items.map((item: { id: number }) => item.id)).toEqual([movie.id]);
    expect(await latestAudit()).toMatchObject({
      action: 'curation.recommended',
      after: { movies: [{ id: movie.id }] },
    });
  });

  it('refuse a show id in the movies row', async () => {
    const response = await put(ROWS, { movies: [999_998], shows: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['movies[0]']).toHaveLength(1);
  });
});

describe('the studio curation calls', () => {
  it('are refused without a session, to subscribers, and changes to support', async () => {
    const attempts = [
      { url: SLIDES },
      { url: ROWS },
      { url: '/api/studio/curation/candidates?search=a' },
      { method: 'PUT' as const, url: SLIDES, body: { slides: [] } },
      { method: 'PUT' as const, url: ROWS, body: { movies: [], shows: [] } },
    ];
    for (const attempt of attempts) {
      expect((await t.call(attempt)).statusCode, attempt.url).toBe(401);
      const asSubscriber = await t.call({ ...attempt, headers: bearer(subscriber) });
      expect([401, 403]).toContain(asSubscriber.statusCode);
    }
    for (const attempt of attempts.slice(3)) {
      expect((await t.call({ ...attempt, headers: bearer(support) })).statusCode).toBe(403);
    }
  });
});
