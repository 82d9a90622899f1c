import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioTitleArt, StudioVod } from '@marquee/contract';
import {
  BACKDROP_CROP,
  COVER_CROP,
  testImage,
  uploadTitleArt,
} from '../../../test/studio-art-calls.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { FILM } from '../../../test/studio-film.js';

let t: TestApp;
let editor: string;
let viewer: string;
let film: StudioVod;
const folder = mkdtempSync(join(tmpdir(), 'title-art-'));
/** A 1000x800 PNG made by ffmpeg. */
let original: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await operatorOfRole(t, 'editor')).token;
  viewer = (await t.login()).token;
  const made = await t.call({
    method: 'POST',
    url: '/api/studio/catalogue/films',
    headers: bearer(editor),
    body: FILM,
  });
  film = made.json<{ data: StudioVod }>().data;
  original = testImage(folder);
});
afterAll(() => t.close());

const upload = (slot: string, crop: object, data = original) =>
  uploadTitleArt(t, editor, { model: 'vods', id: film.id }, slot, crop, data);

/** The width and height ffprobe reads in an image served at `url`. */
async function servedSize(url: string): Promise<string> {
  const served = await t.call({ url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['cache-control']).toContain('immutable');
  const file = join(folder, 'served.jpg');
  writeFileSync(file, served.rawPayload);
  return execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=width,height',
    '-of',
    'csv=p=0',
    file,
  ])
    .toString()
    .trim();
}

/**
 * A 1000x800 JPEG stored on its side as a phone stores an upright photo: its EXIF orientation (6)
 * says to turn it a quarter clockwise, into 800x1000. Its top half is white, so upright its
 * right half is.
 */
function photoOnItsSide(): string {
  const jpeg = join(folder, 'on-its-side.jpg');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'color=black:size=1000x800'],
    ...['-vf', 'drawbox=x=0:y=0:w=1000:h=400:color=white:t=fill', '-frames:v', '1', '-y', jpeg],
  ]);
  const bytes = readFileSync(jpeg);
  // An APP1 segment after the start of image: Exif, a little-endian TIFF header, one IFD entry.
  const tiff = Buffer.alloc(26);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x0112, 10); // Orientation, SHORT, one value: 6
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(6, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([bytes.subarray(0, 2), app1, payload, bytes.subarray(2)]).toString('base64');
}

/** The grey level (0 to 255) of one pixel of an image served at `url`. */
async function servedGrey(url: string, x: number, y: number): Promise<number> {
  const file = join(folder, 'served-pixel.jpg');
  writeFileSync(file, (await t.call({ url })).rawPayload);
  return execFileSync('ffmpeg', [
    ...['-v', 'error', '-i', file, '-vf', `format=gray,crop=1:1:${x}:${y}`],
    ...['-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
  ])[0]!;
}

describe('the studio artwork calls', () => {
  it('cut the cover to 600x900 and the backdrop to 1280x720, which subscribers then see', async () => {
    const cover = await upload('cover', COVER_CROP);
    expect(cover.statusCode, cover.body).toBe(200);
    const art = cover.json<{ data: StudioTitleArt }>().data;
    expect(art.cover_uploaded).toBe(true);
    expect(art.cover_url).toMatch(/^\/media\/title-art\/\d+-[0-9a-f]{16}\.jpg$/);
    expect(await servedSize(art.cover_url)).toBe('600,900');

    const backdrop = await upload('backdrop', BACKDROP_CROP);
    expect(backdrop.statusCode, backdrop.body).toBe(200);
    expect(await servedSize(backdrop.json().data.backdrop_url)).toBe('1280,720');

    const detail = await t.call({ url: `/api/vods/list?filter[id]=${film.id}`, token: viewer });
    expect(detail.json().data.items[0].cover).toMatchObject({
      medium_ar: art.cover_url,
      preview_ar: backdrop.json().data.backdrop_url,
    });

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/studio/catalogue/art/${film.id}?model=vods&slot=cover`,
      headers: bearer(editor),
    });
    expect(removed.json().data.cover_url).toBe(`/media/art/poster/vod/${film.id}.svg`);
  });

  it('crop a photo stored on its side as it shows, upright', async () => {
    // 600x900 fits the upright 800x1000, not the 1000x800 the file stores.
    const cover = await upload('cover', { x: 0, y: 0, width: 600, height: 900 }, photoOnItsSide());
    expect(cover.statusCode, cover.body).toBe(200);
    const url = cover.json<{ data: StudioTitleArt }>().data.cover_url;
    expect(await servedSize(url)).toBe('600,900');
    // Upright, columns 0 to 400 are black and 400 to 600 white: two thirds and one third.
    expect(await servedGrey(url, 100, 450)).toBeLessThan(40);
    expect(await servedGrey(url, 550, 450)).toBeGreaterThan(215);
  });

  it('add, order and remove gallery stills', async () => {
    const crop = { x: 0, y: 0, width: 800, height: 450 };
    const first = (await upload('still', crop)).json<{ data: StudioTitleArt }>().data;
    const second = (await upload('still', { ...crop, x: 200 })).json<{ data: StudioTitleArt }>()
      .data;
    expect(second.stills).toHaveLength(2);
    const ids = second.stills.map((still) => still.id);
    const ordered = await t.call({
      method: 'PUT',
      url: `/api/studio/catalogue/still-order/${film.id}?model=vods`,
      headers: bearer(editor),
      body: { ids: [...ids].reverse() },
    });
    expect(ordered.json().data.stills.map((still: { id: number }) => still.id)).toEqual(
      [...ids].reverse(),
    );
    const detail = await t.call({ url: `/api/vods/list?filter[id]=${film.id}`, token: viewer });
    expect(detail.json().data.items[0].gallery).toHaveLength(2);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/studio/catalogue/stills/${first.stills[0]!.id}`,
      headers: bearer(editor),
    });
    expect(removed.json().data.stills).toHaveLength(1);
  });

  it('refuse a crop outside the image or of the wrong shape, and a file that is no image', async () => {
    const outside = await upload('cover', { x: 700, y: 0, width: 400, height: 600 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().notice).toEqual({ key: 'studioArtCropOutside' });
    const shape = await upload('cover', { x: 0, y: 0, width: 400, height: 400 });
    expect(shape.statusCode).toBe(400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const notImage = await upload('cover', { x: 0, y: 0, width: 2, height: 3 }, svg);
    expect(notImage.json().notice).toEqual({ key: 'studioArtUnsupported' });
  });

  it('keep an uploaded WebVTT file or an address as subtitles, and refuse other text', async () => {
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n').toString('base64');
    const set = await t.call({
      method: 'PUT',
      url: `/api/studio/catalogue/subtitles/${film.id}?locale=pt-BR`,
      headers: bearer(editor),
      body: { data: vtt, url: null },
    });
    expect(set.statusCode, set.body).toBe(200);
    const url = set.json().data.subtitles[0].url as string;
    expect((await t.call({ url })).body).toContain('Hello');
    const bad = await t.call({
      method: 'PUT',
      url: `/api/studio/catalogue/subtitles/${film.id}?locale=en`,
      headers: bearer(editor),
      body: { data: Buffer.from('hello').toString('base64'), url: null },
    });
    expect(bad.json().notice).toEqual({ key: 'studioSubtitleInvalid' });
  });
});
