import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../../paths.js';
import {
  fetchStream,
  playlistUris,
  signedMediaUrl,
  testMediaAccess,
} from '../../../test/media-fixtures.js';
import { registerMediaRoutes, sharedStreamsDir } from './media-routes.js';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function appWith(sharedDir: string) {
  const app = Fastify();
  await registerMediaRoutes(app, {
    demoMediaDir: join(serverRoot, 'media'),
    mediaDir: join(serverRoot, 'no-library'),
    sharedDir,
    access: testMediaAccess(),
  });
  return app;
}

function tempShared(files: Record<string, string>): string {
  const shared = mkdtempSync(join(tmpdir(), 'marquee-shared-hls-'));
  folders.push(shared);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(shared, name, '..'), { recursive: true });
    writeFileSync(join(shared, name), text);
  }
  return shared;
}

/** The playlists of a stream folder that nothing else in it names: where players start. */
function entryPlaylists(root: string, folder: string): string[] {
  const playlists = readdirSync(join(root, folder)).filter((name) => name.endsWith('.m3u8'));
  const named = new Set(
    playlists.flatMap((name) =>
      playlistUris(readFileSync(join(root, folder, name), 'utf8')).map((uri) => uri.split('?')[0]),
    ),
  );
  return playlists.filter((name) => !named.has(name));
}

/**
 * Plays a stream as far as the origin is concerned: every file it names answers 200 under the
 * entry playlist's token, and every URI in its playlists is relative, so it keeps the token.
 */
async function expectPlaysSigned(app: Awaited<ReturnType<typeof appWith>>, path: string) {
  const files = await fetchStream((url) => app.inject({ url }), signedMediaUrl(path));
  for (const { url, uri, response } of files) {
    expect(response.statusCode, url).toBe(200);
    if (url !== files[0]!.url) expect(uri, `${path} names ${uri}`).not.toMatch(/^(\/|[a-z]+:)/i);
  }
  return files;
}

describe('the shared test streams', () => {
  it('are served signed under /media/s/<token>/shared-hls/ with HLS content types', async () => {
    const shared = tempShared({ 'ts/playlist.m3u8': '#EXTM3U\n', 'ts/text.vtt': 'WEBVTT\n' });
    const app = await appWith(shared);
    const playlist = await app.inject({ url: signedMediaUrl('shared-hls/ts/playlist.m3u8') });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toBe('#EXTM3U\n');
    const text = await app.inject({ url: signedMediaUrl('shared-hls/ts/text.vtt') });
    expect(text.headers['content-type']).toBe('text/vtt; charset=utf-8');
    // Unsigned, they are refused; the demo media is still there beside them.
    expect((await app.inject({ url: '/media/shared-hls/ts/playlist.m3u8' })).statusCode).toBe(403);
    expect((await app.inject({ url: signedMediaUrl('vod/demo/master.m3u8') })).statusCode).toBe(
      200,
    );
    const escape = signedMediaUrl('shared-hls/ts/playlist.m3u8').replace('/ts/', '/../ts/');
    expect((await app.inject({ url: escape })).statusCode).toBe(403);
    await app.close();
  });

  it('are simply absent when the folder does not exist', async () => {
    const app = await appWith(join(tmpdir(), 'marquee-no-such-folder', 'hls'));
    const url = signedMediaUrl('shared-hls/ts/playlist.m3u8');
    expect((await app.inject({ url })).statusCode).toBe(404);
    expect((await app.inject({ url: signedMediaUrl('vod/demo/master.m3u8') })).statusCode).toBe(
      200,
    );
    await app.close();
  });

  it('default to ../shared/data/hls beside the repository, or SHARED_HLS_DIR', () => {
    expect(sharedStreamsDir({})).toBe(join(serverRoot, '..', '..', '..', 'shared', 'data', 'hls'));
    expect(sharedStreamsDir({ SHARED_HLS_DIR: '/srv/hls' })).toBe('/srv/hls');
  });

  const real = sharedStreamsDir();
  const streams = existsSync(real)
    ? readdirSync(real, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

  it.skipIf(streams.length === 0).each(streams)(
    'every file of %s plays through one signed URL, its playlists naming only relative URIs',
    async (stream) => {
      const app = await appWith(real);
      const entries = entryPlaylists(real, stream);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const files = await expectPlaysSigned(app, `shared-hls/${stream}/${entry}`);
        expect(files.some(({ url }) => !url.endsWith('.m3u8'))).toBe(true);
      }
      await app.close();
    },
  );

  it.each(['vod/demo/master.m3u8', 'vod/demo/sd.m3u8', 'vod/trailer/master.m3u8'])(
    'the demo stream %s plays through one signed URL, naming only relative URIs',
    async (path) => {
      const app = await appWith(real);
      await expectPlaysSigned(app, path);
      await app.close();
    },
  );
});

describe('playlists served signed', () => {
  it('that still change are kept at most half their target duration', async () => {
    const live = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-MEDIA-SEQUENCE:2680',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-24T20:00:00.000Z',
      '#EXTINF:6.000,',
      'seg_2680.ts',
      '#EXTINF:6.000,',
      'seg_2681.ts',
      '',
    ].join('\n');
    const shared = tempShared({
      'live/index.m3u8': live,
      'live/seg_2680.ts': 'x',
      'vod/index.m3u8': `${live}#EXT-X-ENDLIST\n`,
    });
    const app = await appWith(shared);
    const changing = await app.inject({ url: signedMediaUrl('shared-hls/live/index.m3u8') });
    expect(changing.statusCode).toBe(200);
    expect(changing.headers['cache-control']).toBe('private, max-age=3');
    const fixed = await app.inject({ url: signedMediaUrl('shared-hls/vod/index.m3u8') });
    expect(fixed.headers['cache-control']).toBe('private, max-age=86400');
    const segment = await app.inject({ url: signedMediaUrl('shared-hls/live/seg_2680.ts') });
    expect(segment.headers['cache-control']).toBe('private, max-age=86400');
    await app.close();
  });

  it('sign their absolute URIs into the signed folder with the same token, and no others', async () => {
    const shared = tempShared({
      'abs/index.m3u8': [
        '#EXTM3U',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-KEY:METHOD=AES-128,URI="/media/shared-hls/abs/k.key"',
        '#EXTINF:4,',
        '/media/shared-hls/abs/a.ts',
        '#EXTINF:4,',
        '/media/vod/demo/360p/seg_000.m4s',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
      'abs/a.ts': 'segment',
      'abs/k.key': '0123456789abcdef',
    });
    const app = await appWith(shared);
    const url = signedMediaUrl('shared-hls/abs/index.m3u8');
    const signedFolder = url.replace('index.m3u8', '');
    const response = await app.inject({ url });
    expect(response.body).toContain(`URI="${signedFolder}k.key"`);
    expect(response.body).toContain(`\n${signedFolder}a.ts\n`);
    expect(response.body).toContain('\n/media/vod/demo/360p/seg_000.m4s\n');
    expect((await app.inject({ url: `${signedFolder}a.ts` })).body).toBe('segment');
    expect((await app.inject({ url: `${signedFolder}k.key` })).statusCode).toBe(200);
    await app.close();
  });
});
