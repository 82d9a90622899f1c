import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('media origin', () => {
  it('serves the demo master playlist with the HLS content type', async () => {
    const response = await t.call({ url: '/media/vod/demo/master.m3u8' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.body).toMatch(/#EXT-X-STREAM-INF:.*RESOLUTION=1280x720/);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers range requests with 206 and the asked bytes', async () => {
    const master = (await t.call({ url: '/media/vod/demo/master.m3u8' })).body;
    const variant = master.split('\n').find((line) => line.endsWith('.m3u8'))!;
    const playlist = (await t.call({ url: `/media/vod/demo/${variant}` })).body;
    const segment = playlist.split('\n').find((line) => line && !line.startsWith('#'))!;
    const folder = variant.split('/').slice(0, -1).join('/');
    const response = await t.call({
      url: `/media/vod/demo/${folder}/${segment}`,
      headers: { range: 'bytes=0-99' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.length).toBe(100);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  });

  it('answers a missing file with a JSON 404', async () => {
    const response = await t.call({ url: '/media/vod/none.m3u8' });
    expect(response.statusCode).toBe(404);
  });

  it('does not leave the media folder', async () => {
    const response = await t.call({ url: '/media/../package.json' });
    expect(response.statusCode).toBe(404);
  });
});
