import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMediaRoutes } from '../modules/media/media/media-routes.js';
import { signedMediaUrl, testMediaAccess } from '../test/media-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { registerCompression } from './compression.js';

/** The body as the client reads it once it has undone the Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(response.rawPayload);
    case 'gzip':
      return gunzipSync(response.rawPayload);
    case undefined:
      return response.rawPayload;
    default:
      throw new Error(`unexpected encoding ${String(response.headers['content-encoding'])}`);
  }
}

let t: TestApp;
let token: string;
/** A page of 24 films: some 44 KB of JSON. */
const FILM_PAGE = '/api/vods/list?filter[type]=0&limit=24';
let filmPage: Buffer;
/** The demo film's folder under a URL the stream call signed: `/media/s/<token>/vod/demo/`. */
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
  filmPage = (await t.call({ url: FILM_PAGE, token })).rawPayload;
  const film = JSON.parse(filmPage.toString()).data.items[0];
  const stream = await t.call({
    method: 'POST',
    url: '/api/vods/stream',
    token,
    body: { single_event_vod_id: film.id, vod_profile_id: film.movie_source.profiles[0].id },
  });
  const url: string = stream.json().data.url;
  demo = url.slice(0, url.lastIndexOf('/') + 1);
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.call({
    url,
    token,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...headers,
    },
  });

describe('compressed API answers', () => {
  it('sends the film list as it is to a client that accepts no encoding', async () => {
    const response = await get(FILM_PAGE);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(filmPage.length).toBeGreaterThan(30_000);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.9', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['*', 'gzip'],
  ])('answers Accept-Encoding "%s" with %s', async (acceptEncoding, encoding) => {
    const response = await get(FILM_PAGE, acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(filmPage.length / 4);
    expect(decoded(response).equals(filmPage)).toBe(true);
  });

  it.each(['identity', 'br;q=0', 'deflate', 'compress, identity;q=0.5', 'gzip;q=0, br;q=0'])(
    'answers Accept-Encoding "%s" as it is',
    async (acceptEncoding) => {
      const response = await get(FILM_PAGE, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.equals(filmPage)).toBe(true);
    },
  );

  it.each([
    ['separators only', ';;;,,,'],
    ['an empty q', 'br;q='],
    ['a q that is no number', 'gzip;q=abc'],
    ['q out of range', 'br;q=2, gzip;q=-1'],
    ['stray whitespace', '\t , br ;  q = 0.5 ,'],
    ['4,000 letters', 'x'.repeat(4000)],
    ['tokens run together', 'br, gzip'.repeat(200)],
    ['control characters', 'br\u0001;q=\u0002'],
  ])('answers a malformed Accept-Encoding (%s) correctly, never with a 5xx', async (_, header) => {
    const response = await get(FILM_PAGE, header);
    expect(response.statusCode).toBe(200);
    expect(decoded(response).equals(filmPage)).toBe(true);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().data.ok).toBe(true);
  });

  it('compresses error answers like any other JSON, and keeps their status', async () => {
    const response = await get('/api/vods/list?filter[type]=banana', 'br');
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(decoded(response).toString()).status).toBe(0);
  });
});

describe('compressed media', () => {
  const playlistLines = async (url: string) =>
    (await get(url)).body.split('\n').filter((line) => line && !line.startsWith('#'));

  it('compresses an HLS playlist, which keeps its type and its caching', async () => {
    const plain = await get(`${demo}360p/index.m3u8`);
    const response = await get(`${demo}360p/index.m3u8`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(decoded(response).equals(plain.rawPayload)).toBe(true);
  });

  it('compresses WebVTT subtitles', async () => {
    const plain = await get('/media/vod/demo/subtitles/en.vtt');
    const response = await get('/media/vod/demo/subtitles/en.vtt', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('text/vtt');
    expect(decoded(response).toString()).toMatch(/^WEBVTT/);
    expect(decoded(response).equals(plain.rawPayload)).toBe(true);
  });

  it('never compresses segments or init segments', async () => {
    const [segment] = await playlistLines(`${demo}360p/index.m3u8`);
    for (const url of [`${demo}360p/${segment}`, `${demo}360p/init.mp4`]) {
      const plain = await get(url);
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('private, max-age=86400');
      expect(response.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });

  it('compresses generated SVG art and keeps its hour of caching', async () => {
    const response = await get('/media/art/poster/vod/1.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(decoded(response).toString()).toMatch(/^<svg/);
  });
});

describe('which media types are compressed', () => {
  let dir: string;
  let app: FastifyInstance;
  // Repetitive bytes compress well, so any compression applied would show.
  const bytes = Buffer.alloc(8 * 1024, 'abcd');
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'marquee-media-'));
    for (const name of ['seg.ts', 'seg.m4s', 'init.mp4', 'audio.aac', 'seg.key', 'still.png']) {
      writeFileSync(join(dir, name), bytes);
    }
    writeFileSync(join(dir, 'live.m3u8'), '#EXTM3U\n'.padEnd(8 * 1024, '#EXT-X-ANYTHING\n'));
    app = Fastify();
    await registerCompression(app);
    await registerMediaRoutes(app, {
      demoMediaDir: dir,
      mediaDir: join(dir, 'no-library'),
      sharedDir: join(dir, 'no-shared-streams'),
      access: testMediaAccess(),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['seg.ts', 'seg.m4s', 'init.mp4', 'audio.aac', 'seg.key', 'still.png'])(
    'sends %s as it is',
    async (name) => {
      const response = await app.inject({
        url: signedMediaUrl(name),
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('compresses a playlist', async () => {
    const response = await app.inject({
      url: signedMediaUrl('live.m3u8'),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response).toString()).toMatch(/^#EXTM3U\n/);
  });

  it('sends the byte range asked for as it is, not compressed', async () => {
    const response = await app.inject({
      url: signedMediaUrl('live.m3u8'),
      headers: { 'accept-encoding': 'br', range: 'bytes=0-6' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('#EXTM3U');
  });
});
