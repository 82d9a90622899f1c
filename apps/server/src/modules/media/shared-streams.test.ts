import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../paths.js';
import { registerMediaRoutes, sharedStreamsDir } from './media-routes.js';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function appWith(sharedDir: string) {
  const app = Fastify();
  await registerMediaRoutes(app, join(serverRoot, 'media'), sharedDir);
  return app;
}

describe('the shared test streams', () => {
  it('are served under /media/shared-hls/ with HLS content types when the folder exists', async () => {
    const shared = mkdtempSync(join(tmpdir(), 'marquee-shared-hls-'));
    folders.push(shared);
    mkdirSync(join(shared, 'ts'));
    writeFileSync(join(shared, 'ts', 'playlist.m3u8'), '#EXTM3U\n');
    writeFileSync(join(shared, 'ts', 'text.vtt'), 'WEBVTT\n');
    const app = await appWith(shared);
    const playlist = await app.inject({ url: '/media/shared-hls/ts/playlist.m3u8' });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toBe('#EXTM3U\n');
    const text = await app.inject({ url: '/media/shared-hls/ts/text.vtt' });
    expect(text.headers['content-type']).toBe('text/vtt; charset=utf-8');
    // The demo media is still there beside them.
    expect((await app.inject({ url: '/media/vod/demo/master.m3u8' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/media/shared-hls/../ts/playlist.m3u8' })).statusCode).toBe(
      404,
    );
    await app.close();
  });

  it('are simply absent when the folder does not exist', async () => {
    const app = await appWith(join(tmpdir(), 'marquee-no-such-folder', 'hls'));
    expect((await app.inject({ url: '/media/shared-hls/ts/playlist.m3u8' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/vod/demo/master.m3u8' })).statusCode).toBe(200);
    await app.close();
  });

  it('default to ../shared/data/hls beside the repository, or SHARED_HLS_DIR', () => {
    expect(sharedStreamsDir({})).toBe(join(serverRoot, '..', '..', '..', 'shared', 'data', 'hls'));
    expect(sharedStreamsDir({ SHARED_HLS_DIR: '/srv/hls' })).toBe('/srv/hls');
  });
});
