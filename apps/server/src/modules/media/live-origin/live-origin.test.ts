import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { channelPlays } from '../../../db/schema.js';
import { playlistUris } from '../../../test/media-fixtures.js';
import { expectKeyedNotice } from '../../../test/notice-check.js';
import { FIXED_MEDIA_MAX_AGE } from '../media/playlist-cache.js';
import type { TestApp } from '../../../test/test-app.js';
import {
  createLiveOriginWorld,
  endOf,
  type LiveOriginWorld,
  numbered,
  originCalls,
  parse,
  resolve,
} from './live-origin-fixtures.js';

let t: TestApp;
let token: string;
let accountId: number;
let news: LiveOriginWorld['news'];
let plain: LiveOriginWorld['plain'];
let programme: LiveOriginWorld['programme'];

beforeAll(async () => {
  ({ t, token, accountId, news, plain, programme } = await createLiveOriginWorld());
});
afterAll(() => t.close());

const { stream, get, text, variantsOf } = originCalls(() => ({ t, token }));

describe('the live stream of a channel', () => {
  it('lists every rendition in the HD master and only 360p in the SD one', async () => {
    const hd = await stream({ channel_id: news.id, streaming_profile_id: news.hd });
    expect(hd).toMatchObject({
      streaming_profile_id: news.hd,
      catchup: false,
      thumbnails_url: null,
    });
    expect(hd.url).toMatch(new RegExp(`^/media/s/[^/]+/live/${news.id}/${news.hd}/master\\.m3u8$`));
    const master = await text(hd.url);
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).toContain(
      'RESOLUTION=1280x720,FRAME-RATE=25.000,CODECS="avc1.4d401f,mp4a.40.2"',
    );
    expect((await variantsOf(hd.url)).map((url) => url.split('/').slice(-2).join('/'))).toEqual([
      '360p/live.m3u8',
      '720p/live.m3u8',
    ]);
    const sd = await stream({ channel_id: news.id, streaming_profile_id: news.sd });
    expect((await variantsOf(sd.url)).map((url) => url.split('/').slice(-2).join('/'))).toEqual([
      '360p/live.m3u8',
    ]);
    // The SD grant does not reach the HD rendition.
    const sd720 = await get(sd.url.replace('master.m3u8', '720p/live.m3u8'));
    expect(sd720.statusCode).toBe(404);
    expect(sd720.json().error).toBe('media_not_found');
  });

  it('moves its media sequence on with the clock, every segment dated and its discontinuity numbers kept', async () => {
    const { url } = await stream({ channel_id: news.id });
    const [media] = await variantsOf(url);
    const first = await get(media!);
    expect(first.headers['cache-control']).toBe('private, max-age=1');
    const before = parse(first.body);
    expect(before.segments).toHaveLength(90);
    expect(before.segments.every((segment) => segment.programDateTime !== undefined)).toBe(true);
    expect(before.segments[0]!.discontinuity).toBe(false);
    // The film's 15 segments then the trailer's 6: a boundary every 30 s and 12 s.
    expect(before.segments.filter((segment) => segment.discontinuity).length).toBeGreaterThan(5);
    t.advance(60_000);
    const asked = t.now().getTime();
    const after = parse(await text(media!));
    // 60 s is 30 segments of 2 s; the real time between the two requests may end one more.
    const moved = after.number('EXT-X-MEDIA-SEQUENCE') - before.number('EXT-X-MEDIA-SEQUENCE');
    expect([30, 31]).toContain(moved);
    expect(after.number('EXT-X-DISCONTINUITY-SEQUENCE')).toBeGreaterThan(
      before.number('EXT-X-DISCONTINUITY-SEQUENCE'),
    );
    const later = new Map(numbered(after).map((segment) => [segment.index, segment]));
    const shared = numbered(before).filter((segment) => later.has(segment.index));
    expect(shared).toHaveLength(90 - moved);
    for (const segment of shared) {
      const same = later.get(segment.index)!;
      expect([same.uri, same.programDateTime, same.discontinuity]).toEqual([
        segment.uri,
        segment.programDateTime,
        segment.discontinuity,
      ]);
    }
    const edge = after.segments.at(-1)!;
    // The live edge: a segment that had ended by the answer, and ended less than one segment
    // before the request (the clock runs on between them, and may cross a segment's end).
    expect(endOf(edge)).toBeLessThanOrEqual(t.now().getTime());
    expect(endOf(edge) + 2000).toBeGreaterThan(asked);
  });

  it('serves the segments a playlist names under its signature, and refuses them unsigned', async () => {
    const { url } = await stream({ channel_id: news.id, streaming_profile_id: news.hd });
    const [, high] = await variantsOf(url);
    const named = [...new Set(playlistUris(await text(high!)))].slice(0, 24);
    expect(named.some((uri) => uri.startsWith('trailer/'))).toBe(true);
    for (const uri of named) {
      const response = await get(resolve(uri, high!));
      expect(response.statusCode, uri).toBe(200);
      expect(response.headers['cache-control']).toBe(`private, max-age=${FIXED_MEDIA_MAX_AGE}`);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const segment = resolve(
      named.find((uri) => uri.endsWith('.m4s'))!,
      high!,
    );
    const unsigned = await get(segment.replace(/^\/media\/s\/[^/]+\//, '/media/'));
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().error).toBe('media_token_invalid');
    // Under another channel's path the same token is not valid.
    const other = await get(segment.replace(`/live/${news.id}/`, `/live/${plain.id}/`));
    expect(other.statusCode).toBe(403);
  });

  it('answers 404 with media_not_found for a rendition, file or programme the channel does not serve', async () => {
    const { url } = await stream({ channel_id: news.id, streaming_profile_id: news.hd });
    for (const path of [
      '1080p/live.m3u8',
      '360p/advert/seg_000.m4s',
      '360p/demo/seg_999.m4s',
      `programme-${programme.future}.m3u8`,
      `360p/programme-${programme.plain}.m3u8`,
      'nothing.m3u8',
    ]) {
      const response = await get(url.replace('master.m3u8', path));
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error, path).toBe('media_not_found');
      expectKeyedNotice(response.json(), path);
    }
  });

  it('writes a play of the channel for every granted stream', async () => {
    const played = () =>
      t.database.db
        .select()
        .from(channelPlays)
        .where(and(eq(channelPlays.channelId, plain.id), eq(channelPlays.accountId, accountId)));
    const before = (await played()).length;
    await stream({ channel_id: plain.id });
    await stream({ channel_id: plain.id, streaming_profile_id: plain.sd });
    expect(await played()).toHaveLength(before + 2);
  });
});
