import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelStreamSchema, envelope, rentalSchema, type ChannelStream } from '@marquee/contract';
import { DAY, HOUR, MINUTE } from '../../../clock.js';
import { channelPlays, channels, payments, programmes, vodProfiles } from '../../../db/schema.js';
import { playlistUris } from '../../../test/media-fixtures.js';
import { expectKeyedNotice } from '../../../test/notice-check.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';
import { FIXED_MEDIA_MAX_AGE } from '../media/playlist-cache.js';

let t: TestApp;
let token: string;
let accountId: number;
/** A news channel with catch-up for 7 days, looping the film then the trailer; SD and HD. */
let news: { id: number; sd: number; hd: number };
/** A channel whose only profile is rented for 30 days. */
let premium: { id: number; hd: number };
/** A channel without catch-up. */
let plain: { id: number; sd: number };
let programme: Record<'ended' | 'onAir' | 'future' | 'tooOld' | 'plain', number>;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login();
  token = login.token;
  accountId = login.account.id;
  const { db } = t.database;
  const [a, b, c] = await db
    .insert(channels)
    .values([
      {
        title: 'News 24',
        channelNumber: 101,
        catchupEnabled: true,
        catchupDays: 7,
        liveAssets: ['demo', 'trailer'],
      },
      { title: 'Premium Films', channelNumber: 301, liveAssets: ['demo'] },
      { title: 'Plain Music', channelNumber: 401, liveAssets: ['advert'] },
    ])
    .returning({ id: channels.id });
  const profile = (channelId: number, code: string, paid = false) => ({
    channelId,
    name: code,
    code,
    businessModel: paid ? 'tvod_dtr' : 'svod',
    pricing: paid
      ? [
          { duration: 7, priceCents: 199 },
          { duration: 30, priceCents: 499 },
        ]
      : [],
  });
  const ids = await db
    .insert(vodProfiles)
    .values([
      profile(a!.id, 'SD'),
      profile(a!.id, 'HD'),
      profile(b!.id, 'HD', true),
      profile(c!.id, 'SD'),
    ])
    .returning({ id: vodProfiles.id });
  news = { id: a!.id, sd: ids[0]!.id, hd: ids[1]!.id };
  premium = { id: b!.id, hd: ids[2]!.id };
  plain = { id: c!.id, sd: ids[3]!.id };
  const now = t.now().getTime();
  const show = (channelId: number, title: string, startMs: number, lengthMs: number) => ({
    channelId,
    title,
    start: new Date(now + startMs),
    stop: new Date(now + startMs + lengthMs),
  });
  const rows = await db
    .insert(programmes)
    .values([
      show(news.id, 'Morning news', -2 * HOUR - 7_300, HOUR + 1_234),
      show(news.id, 'Noon news', -10 * MINUTE - 1_000, 30 * MINUTE),
      show(news.id, 'Evening news', HOUR, 30 * MINUTE),
      show(news.id, 'Last week', -8 * DAY, HOUR),
      show(plain.id, 'Hits', -2 * HOUR, HOUR),
    ])
    .returning({ id: programmes.id });
  const [ended, onAir, future, tooOld, plainShow] = rows.map((row) => row.id);
  programme = { ended: ended!, onAir: onAir!, future: future!, tooOld: tooOld!, plain: plainShow! };
});
afterAll(() => t.close());

const streamBody = envelope(channelStreamSchema);
const streamCall = (body: unknown, as = token) =>
  t.call({ method: 'POST', url: '/api/channels/stream', token: as, body });
async function stream(body: unknown): Promise<ChannelStream> {
  const response = await streamCall(body);
  expect(response.statusCode, response.body).toBe(200);
  return streamBody.parse(response.json()).data!;
}
const get = (url: string) => t.call({ url });
async function text(url: string) {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.body;
}
const resolve = (uri: string, base: string) => new URL(uri, `http://origin${base}`).pathname;
/** The media playlists a master names, resolved. */
const variantsOf = async (master: string) =>
  playlistUris(await text(master)).map((uri) => resolve(uri, master));

interface Segment {
  uri: string;
  programDateTime: string | undefined;
  duration: number;
  discontinuity: boolean;
}
/** The tags and segments of a media playlist, enough to check what the origin writes. */
function parse(playlist: string) {
  const tags = new Map<string, string>();
  const segments: Segment[] = [];
  let pending: Partial<Segment> = {};
  for (const line of playlist.trim().split('\n').slice(1)) {
    if (line === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pending.programDateTime = line.slice(25);
    else if (line.startsWith('#EXTINF:')) pending.duration = Number(line.slice(8, -1));
    else if (line.startsWith('#')) tags.set(line.split(':')[0]!.slice(1), line.split(':')[1] ?? '');
    else {
      segments.push({
        discontinuity: false,
        duration: 0,
        programDateTime: undefined,
        ...pending,
        uri: line,
      });
      pending = {};
    }
  }
  const number = (name: string) => Number(tags.get(name));
  return { tags, segments, number };
}
/** Each segment's media and discontinuity sequence numbers (RFC 8216 §6.2.2). */
function numbered(playlist: ReturnType<typeof parse>) {
  let discontinuity = playlist.number('EXT-X-DISCONTINUITY-SEQUENCE');
  return playlist.segments.map((segment, n) => {
    if (segment.discontinuity) discontinuity += 1;
    return { ...segment, index: playlist.number('EXT-X-MEDIA-SEQUENCE') + n, discontinuity };
  });
}
const startOf = (segment: Segment) => Date.parse(segment.programDateTime!);
const endOf = (segment: Segment) => startOf(segment) + segment.duration * 1000;

describe('the live stream of a channel', () => {
  it('lists every rendition in the HD master and only 360p in the SD one', async () => {
    const hd = await stream({ channel_id: news.id, streaming_profile_id: news.hd });
    expect(hd).toMatchObject({ streaming_profile_id: news.hd, catchup: false });
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
    expect(endOf(edge)).toBeLessThanOrEqual(t.now().getTime());
    expect(endOf(edge) + 2000).toBeGreaterThan(t.now().getTime());
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

describe('who may stream a channel', () => {
  it('refuses an unknown channel, a profile of another channel and an expired subscription', async () => {
    const unknown = await streamCall({ channel_id: 999_999 });
    expect([unknown.statusCode, unknown.json().notice.key]).toEqual([404, 'channelNotFound']);
    const foreign = await streamCall({ channel_id: news.id, streaming_profile_id: plain.sd });
    expect([foreign.statusCode, foreign.json().notice.key]).toEqual([
      404,
      'channelProfileNotFound',
    ]);
    const expired = (await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password)).token;
    const refused = await streamCall({ channel_id: news.id }, expired);
    expect([refused.statusCode, refused.json().notice.key]).toEqual([403, 'subscriptionExpired']);
  });

  it('refuses a channel not rented, then plays it once rented for the days chosen, and renting twice charges once', async () => {
    const refused = await streamCall({ channel_id: premium.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This channel is not rented. Rent it before watching.');
    const charged = () =>
      t.database.db.select().from(payments).where(eq(payments.accountId, accountId));
    const paidBefore = (await charged()).length;
    const rent = () =>
      t.call({
        method: 'POST',
        url: '/api/channels/rent',
        token,
        body: { channel_id: premium.id, streaming_profile_id: premium.hd, duration: 30 },
      });
    const notOffered = await t.call({
      method: 'POST',
      url: '/api/channels/rent',
      token,
      body: { channel_id: premium.id, streaming_profile_id: premium.hd, duration: 3 },
    });
    expect([notOffered.statusCode, notOffered.json().notice.key]).toEqual([
      400,
      'durationNotOfferedChoice',
    ]);
    const [one, two] = await Promise.all([rent(), rent()]);
    expect(one.statusCode, one.body).toBe(200);
    const rental = envelope(rentalSchema).parse(one.json()).data!;
    expect(rental.profile).toMatchObject({ id: premium.hd, code: 'HD', subscribed: true });
    expect(Date.parse(rental.expires_at!) - t.now().getTime()).toBeGreaterThan(30 * DAY - MINUTE);
    expect(two.json().data).toEqual(one.json().data);
    expect((await rent()).json().data).toEqual(one.json().data);
    const paid = (await charged()).slice(paidBefore);
    expect(paid.map((payment) => payment.description)).toEqual([
      'Rental of channel "Premium Films" (HD, 30 days)',
    ]);
    expect(paid[0]!.amountCents).toBe(499);
    const granted = await stream({ channel_id: premium.id });
    expect(granted.streaming_profile_id).toBe(premium.hd);
    expect((await get(granted.url)).statusCode).toBe(200);
  });

  it('refuses to rent a profile included in the subscription or of another channel', async () => {
    const rent = (body: unknown) =>
      t.call({ method: 'POST', url: '/api/channels/rent', token, body });
    const included = await rent({ channel_id: news.id, streaming_profile_id: news.hd });
    expect([included.statusCode, included.json().notice.key]).toEqual([
      400,
      'includedInSubscription',
    ]);
    const foreign = await rent({ channel_id: news.id, streaming_profile_id: premium.hd });
    expect([foreign.statusCode, foreign.json().notice.key]).toEqual([
      404,
      'channelProfileNotFound',
    ]);
    const unknown = await rent({ channel_id: 999_999, streaming_profile_id: premium.hd });
    expect([unknown.statusCode, unknown.json().notice.key]).toEqual([404, 'channelNotFound']);
  });
});
