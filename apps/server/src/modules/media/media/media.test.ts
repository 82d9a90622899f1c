import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../../paths.js';
import {
  TEST_MEDIA_KEY,
  fetchStream,
  signedMediaUrl,
  testMediaAccess,
} from '../../../test/media-fixtures.js';
import { expectKeyedNotice } from '../../../test/notice-check.js';
import { MEDIA_ERROR_HEADER } from './media-refusal.js';
import { registerMediaRoutes } from './media-routes.js';

// The origin on its own, with a known key; device 13 has been removed.
const REMOVED_DEVICE = 13;
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerMediaRoutes(app, {
    demoMediaDir: join(serverRoot, 'media'),
    mediaDir: join(serverRoot, 'no-library'),
    sharedDir: join(serverRoot, 'no-shared-streams'),
    access: testMediaAccess({ isLive: (id) => Promise.resolve(id !== REMOVED_DEVICE) }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const master = signedMediaUrl('vod/demo/master.m3u8');
/** `/media/s/<token>/` of `master`. */
const signedRoot = master.slice(0, master.indexOf('/vod/'));

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A GET over a socket, with the path exactly as written: `inject` resolves `.` and `..`. */
function rawGet(path: string): Promise<Answer> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ statusCode: response.statusCode!, headers: response.headers, body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function expectRefused(
  url: string,
  code = 'media_token_invalid',
  fetch: (url: string) => Promise<Answer> = get,
) {
  const response = await fetch(url);
  expect(response.statusCode, url).toBe(403);
  const body = JSON.parse(response.body);
  expect(body).toEqual({
    status: 0,
    message: expect.any(String),
    notice: expect.any(Object),
    error: code,
  });
  expectKeyedNotice(body);
  expect(response.headers[MEDIA_ERROR_HEADER.toLowerCase()]).toBe(code);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
}

describe('the media origin, signed', () => {
  it('serves a signed master playlist with the HLS content type, privately, for a day', async () => {
    const response = await get(master);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.body).toMatch(/#EXT-X-STREAM-INF:.*RESOLUTION=1280x720/);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the variants, init segments and segments by their relative paths under the token', async () => {
    const files = await fetchStream(get, master);
    expect(files.length).toBeGreaterThan(20);
    for (const { url, response } of files) {
      expect(response.statusCode, url).toBe(200);
      expect(url.startsWith(`${signedRoot}/vod/demo/`), url).toBe(true);
    }
    const segment = files.find(({ url }) => url.endsWith('.m4s'))!;
    expect(segment.response.headers['content-type']).toBe('video/iso.segment');
    expect(segment.response.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('answers range requests with 206 and the asked bytes', async () => {
    const response = await get(`${signedRoot}/vod/demo/360p/seg_000.m4s`, { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.length).toBe(100);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  });

  it('answers a missing file under a valid token with 404', async () => {
    expect((await get(`${signedRoot}/vod/demo/none.m3u8`)).statusCode).toBe(404);
    expect((await get(`${signedRoot}/vod/demo/none.m4s`)).statusCode).toBe(404);
  });

  it('refuses unsigned playlists, segments and keys of protected media', async () => {
    await expectRefused('/media/vod/demo/master.m3u8');
    await expectRefused('/media/vod/demo/360p/seg_000.m4s');
    await expectRefused('/media/vod/none.m3u8');
    await expectRefused('/media/s/vod/demo/master.m3u8');
  });

  it('refuses a tampered token', async () => {
    const token = master.split('/')[3]!;
    const [payload, mac] = token.split('.') as [string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const withToken = (other: string) => master.replace(token, other);
    await expectRefused(withToken(`${flip(payload, 2)}.${mac}`));
    await expectRefused(withToken(`${payload}.${flip(mac, 5)}`));
    await expectRefused(withToken(payload));
    await expectRefused(withToken(`${payload}.${mac}.${mac}`));
    // Signed for another device, folder or time: the MAC no longer matches the payload.
    const other = signedMediaUrl('vod/demo/master.m3u8', { deviceId: 2 }).split('/')[3]!;
    await expectRefused(withToken(`${other.split('.')[0]!}.${mac}`));
    // Under another key.
    await expectRefused(signedMediaUrl('vod/demo/master.m3u8', {}, Buffer.alloc(32, 1)));
    expect(TEST_MEDIA_KEY.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses an expired token with media_token_expired', async () => {
    const expired = signedMediaUrl('vod/demo/master.m3u8', {
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    await expectRefused(expired, 'media_token_expired');
    await expectRefused(expired.replace('master.m3u8', '360p/seg_000.m4s'), 'media_token_expired');
  });

  it('refuses a path outside the signed folder', async () => {
    await expectRefused(`${signedRoot}/vod/trailer/master.m3u8`);
    const rendition = signedMediaUrl('vod/demo/360p/index.m3u8');
    expect((await get(rendition)).statusCode).toBe(200);
    await expectRefused(rendition.replace('/360p/index.m3u8', '/720p/index.m3u8'));
    await expectRefused(rendition.replace('/360p/index.m3u8', '/master.m3u8'));
  });

  it.each([
    'vod/demo/../trailer/master.m3u8',
    'vod/demo/../../../package.json',
    'vod/demo/%2e%2e/trailer/master.m3u8',
    'vod/demo/%2E%2E/%2E%2E/%2E%2E/package.json',
    'vod/demo/..%2f..%2f..%2fpackage.json',
    'vod/demo/..%5c..%5cpackage.json',
    'vod/demo/./master.m3u8',
    'vod/demo//master.m3u8',
    'vod/demo/%00master.m3u8',
  ])('refuses the traversal %s', async (path) => {
    expect((await rawGet(`${signedRoot}/vod/demo/master.m3u8`)).statusCode).toBe(200);
    await expectRefused(`${signedRoot}/${path}`, undefined, rawGet);
  });

  it('refuses unsigned traversal', async () => {
    await expectRefused('/media/vod/trailer/../../../package.json', undefined, rawGet);
    await expectRefused('/media/vod/trailer/../demo/master.m3u8', undefined, rawGet);
    await expectRefused('/media/vod/trailer/%2e%2e/demo/master.m3u8', undefined, rawGet);
  });

  it('refuses the media of a removed device with media_device_revoked', async () => {
    await expectRefused(
      signedMediaUrl('vod/demo/master.m3u8', { deviceId: REMOVED_DEVICE }),
      'media_device_revoked',
    );
  });
});

describe('the media origin, unsigned', () => {
  it('serves trailers and adverts to anyone, with public caching', async () => {
    for (const folder of ['vod/trailer', 'vod/advert', 'vod/advert-offer']) {
      const files = await fetchStream(get, `/media/${folder}/master.m3u8`);
      for (const { url, response } of files) expect(response.statusCode, url).toBe(200);
      expect(files[0]!.response.headers['cache-control']).toBe('public, max-age=60');
      const segment = files.find(({ url }) => url.endsWith('.m4s'))!;
      expect(segment.response.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('serves sidecar WebVTT subtitles, which the shared catalogue lists name', async () => {
    const response = await get('/media/vod/demo/subtitles/en.vtt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body).toMatch(/^WEBVTT/);
  });
});
