import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { programmes } from '../../../db/schema.js';
import { expectKeyedNotice } from '../../../test/notice-check.js';
import { FIXED_MEDIA_MAX_AGE } from '../media/playlist-cache.js';
import type { TestApp } from '../../../test/test-app.js';
import {
  createLiveOriginWorld,
  endOf,
  type LiveOriginWorld,
  originCalls,
  parse,
  startOf,
} from './live-origin-fixtures.js';

let t: TestApp;
let token: string;
let news: LiveOriginWorld['news'];
let plain: LiveOriginWorld['plain'];
let programme: LiveOriginWorld['programme'];

beforeAll(async () => {
  ({ t, token, news, plain, programme } = await createLiveOriginWorld());
});
afterAll(() => t.close());

const { streamCall, stream, get, text, variantsOf } = originCalls(() => ({ t, token }));

describe('catch-up and start-over', () => {
  const programmeOf = async (id: number) => {
    const [row] = await t.database.db.select().from(programmes).where(eq(programmes.id, id));
    return row!;
  };

  it('plays an ended programme as a finished playlist from its start to its stop', async () => {
    const answer = await stream({ channel_id: news.id, epg_programme_id: programme.ended });
    expect(answer.catchup).toBe(true);
    expect(answer.url).toMatch(
      new RegExp(`/live/${news.id}/${news.hd}/programme-${programme.ended}\\.m3u8$`),
    );
    const [media] = await variantsOf(answer.url);
    const response = await get(media!);
    expect(response.headers['cache-control']).toBe(`private, max-age=${FIXED_MEDIA_MAX_AGE}`);
    const playlist = parse(response.body);
    expect(response.body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(playlist.tags.get('EXT-X-PLAYLIST-TYPE')).toBe('VOD');
    const { start, stop } = await programmeOf(programme.ended);
    const [first, last] = [playlist.segments[0]!, playlist.segments.at(-1)!];
    expect(startOf(first)).toBeLessThanOrEqual(start.getTime());
    expect(endOf(first)).toBeGreaterThan(start.getTime());
    expect(startOf(last)).toBeLessThan(stop.getTime());
    expect(endOf(last)).toBeGreaterThanOrEqual(stop.getTime());
    // The player starts at the programme's start within the first segment.
    expect(playlist.tags.get('EXT-X-START')).toBe(
      `TIME-OFFSET=${((start.getTime() - startOf(first)) / 1000).toFixed(3)},PRECISE=YES`,
    );
  });

  it('starts the programme on air over from its start, growing to the live edge', async () => {
    const answer = await stream({ channel_id: news.id, epg_programme_id: programme.onAir });
    expect(answer.catchup).toBe(true);
    const [media] = await variantsOf(answer.url);
    const response = await get(media!);
    expect(response.headers['cache-control']).toBe('private, max-age=1');
    const before = parse(response.body);
    expect(response.body).not.toContain('#EXT-X-ENDLIST');
    expect(before.tags.get('EXT-X-PLAYLIST-TYPE')).toBe('EVENT');
    const { start } = await programmeOf(programme.onAir);
    expect(startOf(before.segments[0]!)).toBeLessThanOrEqual(start.getTime());
    expect(endOf(before.segments[0]!)).toBeGreaterThan(start.getTime());
    expect(endOf(before.segments.at(-1)!)).toBeGreaterThan(t.now().getTime() - 2000);
    t.advance(10_000);
    const grown = await text(media!);
    // Five more segments of 2 s, or six when the real time between the requests ends one.
    expect([5, 6]).toContain(parse(grown).segments.length - before.segments.length);
    expect(grown.startsWith(response.body)).toBe(true);
  });

  it('refuses a programme still to come, one past the 7 days of catch-up, one on a channel without catch-up, and one of another channel', async () => {
    const refusals = [
      [{ channel_id: news.id, epg_programme_id: programme.future }, 403, 'programmeNotStarted'],
      [{ channel_id: news.id, epg_programme_id: programme.tooOld }, 403, 'catchupWindowPassed'],
      [{ channel_id: plain.id, epg_programme_id: programme.plain }, 403, 'catchupNotOffered'],
      [{ channel_id: news.id, epg_programme_id: programme.plain }, 404, 'programmeNotFound'],
    ] as const;
    for (const [body, status, key] of refusals) {
      const response = await streamCall(body);
      expect(response.statusCode, key).toBe(status);
      expect(response.json().notice.key).toBe(key);
      expectKeyedNotice(response.json(), key);
    }
    expect((await streamCall(refusals[0][0])).json().message).toBe(
      'This programme has not started yet.',
    );
  });
});

describe('the channel from a moment on (time-shift)', () => {
  const programmeOf = async (id: number) => {
    const [row] = await t.database.db.select().from(programmes).where(eq(programmes.id, id));
    return row!;
  };

  it('plays from a minute before a programme ends on into what followed, growing with the clock', async () => {
    const { stop } = await programmeOf(programme.ended);
    const from = Math.floor(stop.getTime() / 1000) - 60;
    const answer = await stream({ channel_id: news.id, from_timestamp: from });
    expect(answer.catchup).toBe(true);
    const opened = Math.floor(t.now().getTime() / 1000);
    expect(answer.url).toMatch(
      new RegExp(`/live/${news.id}/${news.hd}/shift-${from}-(${opened}|${opened - 1})\\.m3u8$`),
    );
    const [media] = await variantsOf(answer.url);
    const response = await get(media!);
    expect(response.headers['cache-control']).toBe('private, max-age=1');
    expect(response.body).not.toContain('#EXT-X-ENDLIST');
    const before = parse(response.body);
    expect(before.tags.has('EXT-X-PLAYLIST-TYPE')).toBe(false);
    const first = before.segments[0]!;
    expect(startOf(first)).toBeLessThanOrEqual(from * 1000);
    expect(endOf(first)).toBeGreaterThan(from * 1000);
    expect(before.tags.get('EXT-X-START')).toBe(
      `TIME-OFFSET=${((from * 1000 - startOf(first)) / 1000).toFixed(3)},PRECISE=YES`,
    );
    // Five minutes ahead of the viewer: well past the programme's stop, into the next one.
    expect(endOf(before.segments.at(-1)!)).toBeGreaterThan(stop.getTime() + 200_000);
    t.advance(10_000);
    const grown = await text(media!);
    expect([5, 6]).toContain(parse(grown).segments.length - before.segments.length);
    expect(grown.startsWith(response.body)).toBe(true);
  });

  it('refuses a moment not yet aired, one before the 7 days of catch-up, one on a channel without catch-up, and a programme with a moment', async () => {
    const now = Math.floor(t.now().getTime() / 1000);
    const refusals = [
      [{ channel_id: news.id, from_timestamp: now + 60 }, 403, 'momentNotAired'],
      [{ channel_id: news.id, from_timestamp: now - 7 * 86_400 - 60 }, 403, 'momentBeforeCatchup'],
      [{ channel_id: plain.id, from_timestamp: now - 600 }, 403, 'catchupNotOffered'],
      [
        { channel_id: news.id, from_timestamp: now - 600, epg_programme_id: programme.ended },
        400,
        'programmeOrMoment',
      ],
      [{ channel_id: news.id, from_timestamp: 'yesterday' }, 400, 'invalidRequest'],
    ] as const;
    for (const [body, status, key] of refusals) {
      const response = await streamCall(body);
      expect(response.statusCode, key).toBe(status);
      expect(response.json().notice.key, key).toBe(key);
      expectKeyedNotice(response.json(), key);
    }
    expect((await streamCall(refusals[1][0])).json().message).toBe(
      'This moment is no longer available to watch again: catch-up on this channel reaches back 7 days.',
    );
  });

  it('answers 404 for a time-shift opened later than now or further back than the window', async () => {
    const { url } = await stream({ channel_id: news.id, streaming_profile_id: news.hd });
    const now = Math.floor(t.now().getTime() / 1000);
    for (const name of [
      `shift-${now - 600}-${now + 3600}.m3u8`,
      `360p/shift-${now - 8 * 86_400}-${now}.m3u8`,
    ]) {
      const response = await get(url.replace('master.m3u8', name));
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error, name).toBe('media_not_found');
    }
    const plainStream = await stream({ channel_id: plain.id });
    const refused = await get(
      plainStream.url.replace('master.m3u8', `shift-${now - 600}-${now}.m3u8`),
    );
    expect(refused.statusCode).toBe(404);
  });
});
