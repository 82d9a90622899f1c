import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, streamSchema } from '@marquee/contract';
import { z } from 'zod/mini';
import { eq } from 'drizzle-orm';
import { vodSources } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
let movie: { id: number; profileId: number };
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
  const response = await t.call({ url: '/api/vods/list?filter[type]=0&limit=1', token });
  const item = response.json().data.items[0];
  movie = { id: item.id, profileId: item.movie_source.profiles[0].id };
});
afterAll(() => t.close());

const stream = (body: unknown) => t.call({ method: 'POST', url: '/api/vods/stream', token, body });

describe('POST /vods/stream', () => {
  it('returns the HLS master playlist of a subscribed profile', async () => {
    const response = await stream({
      single_event_vod_id: movie.id,
      vod_profile_id: movie.profileId,
    });
    expect(response.statusCode).toBe(200);
    const data = envelope(z.nullable(streamSchema)).parse(response.json()).data;
    expect(data?.url).toMatch(/^\/media\/s\/[\w-]+\.[\w-]+\/vod\/.+\.m3u8$/);
    // The demo titles carry no trick-play sheets.
    expect(data?.thumbnails_url).toBeNull();
    const playlist = await t.call({ url: data!.url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXTM3U');
  });

  it("signs packaged media's thumbnails index for the device, beside its master playlist", async () => {
    await t.database.db
      .update(vodSources)
      .set({
        url: '/media/library/9/master.m3u8',
        thumbnailsUrl: '/media/library/9/thumbnails/thumbnails.vtt',
      })
      .where(eq(vodSources.profileId, movie.profileId));
    const response = await stream({
      single_event_vod_id: movie.id,
      vod_profile_id: movie.profileId,
    });
    const data = envelope(z.nullable(streamSchema)).parse(response.json()).data;
    expect(data?.url).toMatch(/^\/media\/s\/[\w-]+\.[\w-]+\/library\/9\/master\.m3u8$/);
    expect(data?.thumbnails_url).toMatch(
      /^\/media\/s\/[\w-]+\.[\w-]+\/library\/9\/thumbnails\/thumbnails\.vtt$/,
    );
    await t.database.db
      .update(vodSources)
      .set({ url: '/media/vod/demo/master.m3u8', thumbnailsUrl: null })
      .where(eq(vodSources.profileId, movie.profileId));
  });

  it('accepts the ids as a form body too', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/vods/stream',
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `single_event_vod_id=${movie.id}&vod_profile_id=${movie.profileId}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown title or a profile of another title', async () => {
    expect((await stream({ single_event_vod_id: 999999, vod_profile_id: 1 })).statusCode).toBe(404);
    const other = await stream({ single_event_vod_id: movie.id, vod_profile_id: 999999 });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This title has no such playback profile.');
  });

  it.each([
    [{}, 'single_event_vod_id'],
    [{ single_event_vod_id: 'x', vod_profile_id: 1 }, 'single_event_vod_id'],
    [{ single_event_vod_id: 1, vod_profile_id: -3 }, 'vod_profile_id'],
  ])('answers 400 for the body %j', async (body, field) => {
    const response = await stream(body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/vods/stream',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });
});
