import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../../paths.js';
import type { TestApp } from '../../../test/test-app.js';
import { FIXED_MEDIA_MAX_AGE } from '../media/playlist-cache.js';
import {
  createLiveOriginWorld,
  cuesOf,
  endOf,
  type LiveOriginWorld,
  originCalls,
  parse,
  resolve,
  startOf,
  type Cue,
  type Segment,
} from './live-origin-fixtures.js';

let t: TestApp;
let token: string;
let news: LiveOriginWorld['news'];
let programme: LiveOriginWorld['programme'];

beforeAll(async () => {
  ({ t, token, news, programme } = await createLiveOriginWorld());
});
afterAll(() => t.close());

const { stream, get, text, variantsOf } = originCalls(() => ({ t, token }));

/** The cue each segment of a media playlist should have: its asset's tile, timed from the first. */
function expectedCues(segments: Segment[]): Cue[] {
  const zero = startOf(segments[0]!);
  return segments.map((segment) => {
    const [asset, file] = segment.uri.split('/') as [string, string];
    const index = Number(/^seg_(\d+)\.m4s$/.exec(file)![1]);
    return {
      start: (startOf(segment) - zero) / 1000,
      end: (endOf(segment) - zero) / 1000,
      tile: `${asset}/sheet.jpg#xywh=${index * 320},0,320,180`,
    };
  });
}

/** A stream's media playlist (its lowest rendition) and its thumbnails, as a player reads them. */
async function playlistAndThumbnails(body: Record<string, unknown>) {
  const answer = await stream({ channel_id: news.id, streaming_profile_id: news.hd, ...body });
  expect(answer.thumbnails_url).not.toBeNull();
  const [media] = await variantsOf(answer.url);
  const playlist = parse(await text(media!));
  const thumbnails = await get(answer.thumbnails_url!);
  expect(thumbnails.statusCode, thumbnails.body).toBe(200);
  expect(thumbnails.headers['content-type']).toMatch(/^text\/vtt/);
  return { answer, playlist, thumbnails, cues: cuesOf(thumbnails.body) };
}

describe('seek-bar thumbnails of a channel', () => {
  it('cover a finished programme segment by segment, each naming its segment’s tile, timed from the first segment the playlist lists', async () => {
    const { answer, playlist, thumbnails, cues } = await playlistAndThumbnails({
      epg_programme_id: programme.ended,
    });
    expect(answer.thumbnails_url).toMatch(
      new RegExp(
        `^/media/s/[^/]+/live/${news.id}/${news.hd}/thumbnails/programme-${programme.ended}\\.vtt$`,
      ),
    );
    expect(thumbnails.headers['cache-control']).toBe(`private, max-age=${FIXED_MEDIA_MAX_AGE}`);
    // The news channel loops the film and the trailer: an hour holds both, and every tile.
    expect(playlist.segments.length).toBeGreaterThan(1000);
    expect(cues).toEqual(expectedCues(playlist.segments));
    expect(new Set(cues.map((cue) => cue.tile.split('#')[0]))).toEqual(
      new Set(['demo/sheet.jpg', 'trailer/sheet.jpg']),
    );
    expect(cues.at(-1)!.end).toBeCloseTo(
      playlist.segments.reduce((sum, segment) => sum + segment.duration, 0),
      3,
    );
  });

  it('serve the sheet a cue names, under the same signed folder, as the committed JPEG', async () => {
    const { answer, cues } = await playlistAndThumbnails({ epg_programme_id: programme.ended });
    const sheetPath = resolve(cues[0]!.tile.split('#')[0]!, answer.thumbnails_url!);
    expect(sheetPath).toMatch(
      new RegExp(
        `^/media/s/[^/]+/live/${news.id}/${news.hd}/thumbnails/(demo|trailer)/sheet\\.jpg$`,
      ),
    );
    const sheet = await t.app.inject({ url: sheetPath });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('image/jpeg');
    const asset = sheetPath.split('/').at(-2)!;
    const committed = await readFile(
      join(serverRoot, 'media', 'vod', asset, 'thumbnails', 'sheet.jpg'),
    );
    expect(sheet.rawPayload.equals(committed)).toBe(true);
    // An asset the channel does not loop has no sheet here, though the library has one.
    const advert = await get(sheetPath.replace(`/${asset}/sheet.jpg`, '/advert/sheet.jpg'));
    expect(advert.statusCode).toBe(404);
  });

  it('cover a programme on air up to now, growing, never kept', async () => {
    const { playlist, thumbnails, cues, answer } = await playlistAndThumbnails({
      epg_programme_id: programme.onAir,
    });
    expect(thumbnails.headers['cache-control']).toBe('private, no-cache');
    expect(cues).toEqual(expectedCues(playlist.segments));
    t.advance(10_000);
    const grown = cuesOf(await text(answer.thumbnails_url!));
    expect(grown.length - cues.length).toBeGreaterThanOrEqual(5);
    expect(grown.slice(0, cues.length)).toEqual(cues);
  });

  it('cover a time-shifted stream from the segment playing at its moment', async () => {
    const from = Math.floor(t.now().getTime() / 1000) - 3600;
    const { playlist, cues } = await playlistAndThumbnails({ from_timestamp: from });
    expect(startOf(playlist.segments[0]!)).toBeLessThanOrEqual(from * 1000);
    expect(endOf(playlist.segments[0]!)).toBeGreaterThan(from * 1000);
    expect(cues).toEqual(expectedCues(playlist.segments));
  });

  it('are none for the live edge, and a signed folder answers none for the live stream or a programme past its window', async () => {
    const live = await stream({ channel_id: news.id, streaming_profile_id: news.hd });
    expect(live.thumbnails_url).toBeNull();
    const ended = await stream({ channel_id: news.id, epg_programme_id: programme.ended });
    for (const name of ['live.vtt', `programme-${programme.tooOld}.vtt`]) {
      const response = await get(ended.thumbnails_url!.replace(/[^/]+\.vtt$/, name));
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error).toBe('media_not_found');
    }
  });
});
