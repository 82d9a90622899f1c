import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ItemType,
  type HighlightedContentItem,
  type StudioTitleArt,
  type StudioVod,
} from '@marquee/contract';
import {
  BACKDROP_CROP,
  COVER_CROP,
  testImage,
  uploadTitleArt,
} from '../../../test/studio-art-calls.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { FILM } from '../../../test/studio-film.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { DocumentHints } from './web-document.js';

const hints: DocumentHints = {
  routes: [
    { path: '/', scripts: [], styles: [], layout: 'signed-in' },
    { path: '/movies/:id', scripts: [], styles: [], layout: 'signed-in' },
  ],
  dictionaries: {},
};

const folder = mkdtempSync(join(tmpdir(), 'uploaded-art-'));
let t: TestApp;
let viewer: string;
let film: StudioVod;
/** The addresses the uploads are served at. */
let uploaded: StudioTitleArt;
beforeAll(async () => {
  const webDist = join(folder, 'web');
  mkdirSync(webDist);
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  writeFileSync(join(webDist, 'document-hints.json'), JSON.stringify(hints));
  t = await createTestApp({ webDist });
  viewer = (await t.login()).token;
  const editor = (await operatorOfRole(t, 'editor')).token;
  const made = await t.call({
    method: 'POST',
    url: '/api/studio/catalogue/films',
    headers: bearer(editor),
    body: FILM,
  });
  film = made.json<{ data: StudioVod }>().data;
  const image = testImage(folder);
  const title = { model: 'vods', id: film.id } as const;
  expect((await uploadTitleArt(t, editor, title, 'cover', COVER_CROP, image)).statusCode).toBe(200);
  const backdrop = await uploadTitleArt(t, editor, title, 'backdrop', BACKDROP_CROP, image);
  uploaded = backdrop.json<{ data: StudioTitleArt }>().data;
  const slides = await t.call({
    method: 'PUT',
    url: '/api/studio/curation/slides',
    headers: bearer(editor),
    body: { slides: [{ model_type: ItemType.movie, model_id: film.id }] },
  });
  expect(slides.statusCode, slides.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map(
    (match) => match[1],
  );

describe('an uploaded cover and backdrop', () => {
  it('show in the highlighted slide of their film', async () => {
    expect(uploaded.cover_url).toMatch(/^\/media\/title-art\//);
    const response = await t.call({
      url: '/api/highlighted-content/list?url=/home',
      token: viewer,
    });
    const [slide] = response.json<{ data: HighlightedContentItem[] }>().data;
    expect(slide?.model).toMatchObject({
      banners: [uploaded.backdrop_url],
      cover: { medium_ar: uploaded.cover_url, preview_ar: uploaded.backdrop_url },
      covers: [{ medium_ar: uploaded.cover_url }],
    });
  });

  it("are the lead images of their film's page, and of home when it leads the slider", async () => {
    const details = await t.call({ url: `/movies/${film.id}` });
    expect(details.statusCode).toBe(200);
    expect(preloads(details.body)).toEqual([
      uploaded.cover_url,
      `/media/art/still/vod/${film.id}-1.svg`,
    ]);
    const home = await t.call({ url: '/' });
    expect(preloads(home.body)).toEqual([uploaded.backdrop_url]);
  });
});
