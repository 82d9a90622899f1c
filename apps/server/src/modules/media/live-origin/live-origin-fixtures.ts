// What the live origin's tests share (live-origin*.test.ts): each file's app with the same
// channels and programmes, the calls they make, and a media playlist read back.
import { expect } from 'vitest';
import { channelStreamSchema, envelope, type ChannelStream } from '@marquee/contract';
import { DAY, HOUR, MINUTE } from '../../../clock.js';
import { channels, programmes, vodProfiles } from '../../../db/schema.js';
import { playlistUris } from '../../../test/media-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The app and what the set-up made: an account logged in, three channels and their programmes. */
export interface LiveOriginWorld {
  t: TestApp;
  token: string;
  accountId: number;
  /** A news channel with catch-up for 7 days, looping the film then the trailer; SD and HD. */
  news: { id: number; sd: number; hd: number };
  /** A channel whose only profile is rented for 30 days. */
  premium: { id: number; hd: number };
  /** A channel without catch-up. */
  plain: { id: number; sd: number };
  programme: Record<'ended' | 'onAir' | 'future' | 'tooOld' | 'plain', number>;
}

/** A test app with the channels and programmes the live origin's tests play. */
export async function createLiveOriginWorld(): Promise<LiveOriginWorld> {
  const t = await createTestApp();
  const login = await t.login();
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
  const news = { id: a!.id, sd: ids[0]!.id, hd: ids[1]!.id };
  const premium = { id: b!.id, hd: ids[2]!.id };
  const plain = { id: c!.id, sd: ids[3]!.id };
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
  const programme = {
    ended: ended!,
    onAir: onAir!,
    future: future!,
    tooOld: tooOld!,
    plain: plainShow!,
  };
  return { t, token: login.token, accountId: login.account.id, news, premium, plain, programme };
}

export const resolve = (uri: string, base: string) => new URL(uri, `http://origin${base}`).pathname;

/** The calls the tests make, as the account logged in (`world` is read when a call is made). */
export function originCalls(world: () => { t: TestApp; token: string }) {
  const streamBody = envelope(channelStreamSchema);
  const streamCall = (body: unknown, as = world().token) =>
    world().t.call({ method: 'POST', url: '/api/channels/stream', token: as, body });
  async function stream(body: unknown, as?: string): Promise<ChannelStream> {
    const response = await streamCall(body, as);
    expect(response.statusCode, response.body).toBe(200);
    return streamBody.parse(response.json()).data!;
  }
  const get = (url: string) => world().t.call({ url });
  async function text(url: string) {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.body;
  }
  /** The media playlists a master names, resolved. */
  const variantsOf = async (master: string) =>
    playlistUris(await text(master)).map((uri) => resolve(uri, master));
  return { streamCall, stream, get, text, variantsOf };
}

export interface Segment {
  uri: string;
  programDateTime: string | undefined;
  duration: number;
  discontinuity: boolean;
}
/** The tags and segments of a media playlist, enough to check what the origin writes. */
export function parse(playlist: string) {
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
export function numbered(playlist: ReturnType<typeof parse>) {
  let discontinuity = playlist.number('EXT-X-DISCONTINUITY-SEQUENCE');
  return playlist.segments.map((segment, n) => {
    if (segment.discontinuity) discontinuity += 1;
    return { ...segment, index: playlist.number('EXT-X-MEDIA-SEQUENCE') + n, discontinuity };
  });
}
export const startOf = (segment: Segment) => Date.parse(segment.programDateTime!);
export const endOf = (segment: Segment) => startOf(segment) + segment.duration * 1000;

/** A seek-bar thumbnails cue: its times in seconds and the image (or tile) it names. */
export interface Cue {
  start: number;
  end: number;
  tile: string;
}

const seconds = (stamp: string) => {
  const [h, m, s] = stamp.split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
};

/** The cues of a thumbnails file: their times in seconds and the tile each names. */
export function cuesOf(vtt: string): Cue[] {
  expect(vtt.startsWith('WEBVTT\n')).toBe(true);
  return vtt
    .trim()
    .split('\n\n')
    .slice(1)
    .map((block) => {
      const [timing, tile] = block.split('\n') as [string, string];
      const [start, end] = timing.split(' --> ') as [string, string];
      return { start: seconds(start), end: seconds(end), tile };
    });
}
