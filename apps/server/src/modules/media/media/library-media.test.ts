import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../../paths.js';
import { signedMediaUrl, testMediaAccess } from '../../../test/media-fixtures.js';
import { registerMediaRoutes } from './media-routes.js';

// MEDIA_DIR with one packaged title, as media/ingest publishes it.
let mediaDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'marquee-library-'));
  const folder = join(mediaDir, 'library', '7');
  mkdirSync(join(folder, 'v360'), { recursive: true });
  mkdirSync(join(folder, 'thumbnails'), { recursive: true });
  writeFileSync(
    join(folder, 'master.m3u8'),
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv360/index.m3u8\n',
  );
  writeFileSync(join(folder, 'v360', 'index.m3u8'), '#EXTM3U\n#EXT-X-ENDLIST\n');
  writeFileSync(join(folder, 'v360', 'seg_00000.m4s'), Buffer.alloc(64, 1));
  writeFileSync(join(folder, 'thumbnails', 'sheet-000.jpg'), Buffer.alloc(32, 2));
  writeFileSync(join(folder, 'poster.jpg'), Buffer.alloc(16, 3));
  app = Fastify();
  await registerMediaRoutes(app, {
    demoMediaDir: join(serverRoot, 'media'),
    mediaDir,
    sharedDir: join(serverRoot, 'no-shared-streams'),
    access: testMediaAccess(),
  });
});
afterAll(async () => {
  await app.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ url });

describe('packaged media under /media/library/', () => {
  it('serves a packaged master playlist, its renditions and segments from MEDIA_DIR through a signed URL', async () => {
    const master = signedMediaUrl('library/7/master.m3u8');
    const playlist = await get(master);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('v360/index.m3u8');
    const segment = await get(master.replace('master.m3u8', 'v360/seg_00000.m4s'));
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    expect(segment.rawPayload).toEqual(Buffer.alloc(64, 1));
  });

  it('refuses the picture without a signature, and a signature for another title', async () => {
    expect((await get('/media/library/7/master.m3u8')).statusCode).toBe(403);
    expect((await get('/media/library/7/v360/seg_00000.m4s')).statusCode).toBe(403);
    expect((await get('/media/library/7/thumbnails/sheet-000.jpg')).statusCode).toBe(403);
    const other = signedMediaUrl('library/8/master.m3u8');
    expect((await get(other.replace('/8/master.m3u8', '/7/master.m3u8'))).statusCode).toBe(403);
  });

  it('shows the poster frame to anyone, as the catalogue lists it', async () => {
    const poster = await get('/media/library/7/poster.jpg');
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload).toEqual(Buffer.alloc(16, 3));
  });

  it('answers 404 for a packaged file that is not there, and never serves the demo media from MEDIA_DIR', async () => {
    expect((await get(signedMediaUrl('library/9/master.m3u8'))).statusCode).toBe(404);
    const demo = await get(signedMediaUrl('vod/demo/master.m3u8'));
    expect(demo.statusCode).toBe(200);
  });
});
