import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  highlightedContentItemSchema,
  listOf,
  tvShowSchema,
  vodItemSchema,
  type HighlightedContentItem,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { highlightedSlides } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
});
afterAll(() => t.close());

const slidesBody = envelope(z.array(highlightedContentItemSchema));
const slides = async (query = 'url=/home') => {
  const response = await t.call({ url: `/api/highlighted-content/list?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return slidesBody.parse(response.json()).data!;
};

/** The web app's rule (catalogue §2): a slide shows with an image or a model image, a title and an id. */
const isShown = (slide: HighlightedContentItem) =>
  Boolean((slide.image ?? slide.model?.banners[0]) && slide.title && slide.id);

describe('GET /highlighted-content/list', () => {
  it('gives the home slides in position order, films, a show and an episode among them', async () => {
    const home = await slides();
    const rows = (await t.database.db.select().from(highlightedSlides)).sort(
      (a, b) => a.position - b.position,
    );
    expect(home.map((slide) => slide.id)).toEqual(rows.map((row) => row.id));
    const shown = home.filter(isShown);
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(new Set(shown.map((slide) => slide.type))).toEqual(new Set([0, 1, 2]));
  });

  it('keeps one incomplete slide, with no image of its own or of a title, for the web to drop', async () => {
    const dropped = (await slides()).filter((slide) => !isShown(slide));
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatchObject({ image: null, model: null });
  });

  it("fills each slide's model from its movie, episode or show", async () => {
    for (const slide of (await slides()).filter((item) => item.model)) {
      const title =
        slide.type === 2
          ? await one(`/api/multi-event-vods/list?filter[id]=${slide.model_id}`, tvShowSchema)
          : await one(`/api/vods/list?filter[id]=${slide.model_id}`, vodItemSchema);
      expect(title.type).toBe(slide.type);
      expect(slide.model).toEqual({
        banners: [title.cover.preview_ar],
        gallery: title.gallery,
        cover: title.cover,
        covers: title.covers,
        screenshot_url: title.screenshot_url,
        parental_rating: title.parental_rating,
      });
    }
  });

  it('uses the model image when a slide has no picture of its own', async () => {
    const [slide] = (await slides()).filter((item) => item.image === null && item.model);
    expect(slide).toBeDefined();
    expect(isShown(slide!)).toBe(true);
  });

  it('treats /, /home/, a missing url and a query string as home; other pages have none', async () => {
    const home = await slides();
    for (const query of ['url=/', 'url=/home/', '', 'url=%2Fhome%3Futm%3Dx']) {
      expect(await slides(query)).toEqual(home);
    }
    expect(await slides('url=/movies')).toEqual([]);
  });

  it.each([
    [`url=${'a'.repeat(2049)}`, 'url'],
    ['url=', 'url'],
    ['page=1', 'page'],
  ])('answers 400 with a clear message for %s', async (query, field) => {
    const response = await t.call({ url: `/api/highlighted-content/list?${query}`, token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid query: /);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('needs a login', async () => {
    expect((await t.call({ url: '/api/highlighted-content/list' })).statusCode).toBe(401);
  });
});

async function one<T extends z.ZodMiniType>(url: string, schema: T): Promise<z.infer<T>> {
  const response = await t.call({ url, token });
  const [item] = envelope(listOf(schema)).parse(response.json()).data!.items;
  return item as z.infer<T>;
}
