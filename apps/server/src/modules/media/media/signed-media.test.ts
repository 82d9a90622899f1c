import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_TOKEN_TTL_SECONDS } from '../../../config.js';
import { TEST_MEDIA_SECRET, fetchStream } from '../../../test/media-fixtures.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import { DEVICE_CHECK_MAX_AGE_MS } from './device-access.js';
import { MEDIA_SECRET_FILE } from './media-secret.js';

type Call = TestApp['call'];
/** The first instance's calls. */
const main: Call = (options) => t.call(options);

let t: TestApp;
let token: string;
let film: { id: number; profileId: number; trailer: string };
const twins: Array<{ close: () => Promise<void> }> = [];
const folders: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
  const item = (await t.call({ url: '/api/vods/list?filter[type]=0&limit=1', token })).json().data
    .items[0];
  film = {
    id: item.id,
    profileId: item.movie_source.profiles[0].id,
    trailer: item.trailer_source.url,
  };
});
afterAll(async () => {
  for (const twin of twins) await twin.close();
  await t.close();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The URL the stream call hands the device of `as`, through the instance `via`. */
async function streamUrl(as: string, via: Call = main): Promise<string> {
  const response = await via({
    method: 'POST',
    url: '/api/vods/stream',
    token: as,
    body: { single_event_vod_id: film.id, vod_profile_id: film.profileId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url;
}

/** Another instance on the same database and clock. */
async function twin(config: Parameters<typeof createTwinApp>[1]) {
  const made = await createTwinApp(t, config);
  twins.push(made);
  return made;
}

async function statusOf(url: string, via: Call = main) {
  const response = await via({ url });
  return response.statusCode === 403 ? response.json().error : response.statusCode;
}

describe('signed media through the stream call', () => {
  it('hands out a signed URL under which the playlists and segments play', async () => {
    const url = await streamUrl(token);
    expect(url).toMatch(/^\/media\/s\/[\w-]+\.[\w-]{43}\/vod\/demo\/[\w-]+\.m3u8$/);
    const files = await fetchStream((target) => t.call({ url: target }), url);
    expect(files.some(({ url: file }) => file.endsWith('.m4s'))).toBe(true);
    for (const { url: file, response } of files) expect(response.statusCode, file).toBe(200);
    expect(files[0]!.response.headers['cache-control']).toBe('private, max-age=86400');
    // The same file unsigned is refused; the title's trailer plays without a signature.
    expect(await statusOf(url.replace(/^\/media\/s\/[^/]+\//, '/media/'))).toBe(
      'media_token_invalid',
    );
    expect(film.trailer).toMatch(/^\/media\/vod\/trailer\//);
    expect(await statusOf(film.trailer)).toBe(200);
  });

  it('stops the URLs of a device removed on this instance at once', async () => {
    const other = await t.login(undefined, undefined, 'media-removed-here');
    const url = await streamUrl(other.token);
    expect(await statusOf(url)).toBe(200);
    const removed = await t.call({
      method: 'POST',
      url: '/api/account/remove-device',
      token,
      body: { id: other.device.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf(url)).toBe('media_device_revoked');
    expect(await statusOf(url.replace(/[^/]+\.m3u8$/, '360p/seg_000.m4s'))).toBe(
      'media_device_revoked',
    );
  });

  it('stops the URLs of a device removed or logged out elsewhere within the check age', async () => {
    const here = await twin({ mediaSigningSecret: TEST_MEDIA_SECRET });
    const there = await twin({ mediaSigningSecret: TEST_MEDIA_SECRET });
    const removed = await t.login(undefined, undefined, 'media-removed-there');
    const loggedOut = await t.login(undefined, undefined, 'media-logged-out-there');
    const removedUrl = await streamUrl(removed.token, here.call);
    const loggedOutUrl = await streamUrl(loggedOut.token, here.call);
    expect(await statusOf(removedUrl, here.call)).toBe(200);
    expect(await statusOf(loggedOutUrl, here.call)).toBe(200);

    const removal = await there.call({
      method: 'POST',
      url: '/api/account/remove-device',
      token,
      body: { id: removed.device.id },
    });
    expect(removal.statusCode).toBe(200);
    const logout = await there.call({ url: '/api/account/logout', token: loggedOut.token });
    expect(logout.statusCode).toBe(200);
    // Still trusted here for a while: the check is DEVICE_CHECK_MAX_AGE_MS old at most.
    expect(await statusOf(removedUrl, here.call)).toBe(200);
    t.advance(DEVICE_CHECK_MAX_AGE_MS);
    expect(await statusOf(removedUrl, here.call)).toBe('media_device_revoked');
    expect(await statusOf(loggedOutUrl, here.call)).toBe('media_device_revoked');

    // Logged in again on the same device, it plays again at once.
    const back = await t.login(undefined, undefined, 'media-logged-out-there');
    expect(back.device.id).toBe(loggedOut.device.id);
    expect(await statusOf(await streamUrl(back.token, here.call), here.call)).toBe(200);
  });

  it('signs with a key made once under DATA_DIR, shared by its instances and kept', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'marquee-media-data-'));
    folders.push(dataDir);
    const first = await twin({ dataDir });
    const second = await twin({ dataDir });
    const url = await streamUrl(token, first.call);
    expect(await statusOf(url, second.call)).toBe(200);
    expect((await stat(join(dataDir, MEDIA_SECRET_FILE))).mode & 0o777).toBe(0o600);
    await first.close();
    twins.splice(twins.indexOf(first), 1);
    const restarted = await twin({ dataDir });
    expect(await statusOf(url, restarted.call)).toBe(200);
    // An instance on another DATA_DIR has a key of its own.
    expect(await statusOf(url, main)).toBe('media_token_invalid');
  });

  it('signs with MEDIA_SIGNING_SECRET rather than the key in DATA_DIR when it is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'marquee-media-data-'));
    folders.push(dataDir);
    const fromFile = await twin({ dataDir });
    const fromEnvironment = await twin({ dataDir, mediaSigningSecret: TEST_MEDIA_SECRET });
    const elsewhere = await twin({ mediaSigningSecret: TEST_MEDIA_SECRET });
    const url = await streamUrl(token, fromEnvironment.call);
    expect(await statusOf(url, elsewhere.call)).toBe(200);
    expect(await statusOf(url, fromFile.call)).toBe('media_token_invalid');
    expect(await statusOf(await streamUrl(token, fromFile.call), fromEnvironment.call)).toBe(
      'media_token_invalid',
    );
  });

  it('expires a URL after its time with media_token_expired; the stream call gives a fresh one', async () => {
    const short = await twin({ mediaTokenTtlSeconds: 60 });
    const shortUrl = await streamUrl(token, short.call);
    const url = await streamUrl(token);
    // Expiries are whole seconds: a few seconds either side of them.
    t.advance(55_000);
    expect(await statusOf(shortUrl, short.call)).toBe(200);
    t.advance(5_000);
    expect(await statusOf(shortUrl, short.call)).toBe('media_token_expired');

    t.advance(DEFAULT_MEDIA_TOKEN_TTL_SECONDS * 1000 - 65_000);
    expect(await statusOf(url)).toBe(200);
    t.advance(5_000);
    const expired = await t.call({ url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      status: 0,
      message: 'This media link has expired: ask for the stream again.',
      notice: { key: 'mediaLinkExpired' },
      error: 'media_token_expired',
    });
    expect(expired.headers['x-media-error']).toBe('media_token_expired');
    expect(await statusOf(await streamUrl(token))).toBe(200);
  });
});
