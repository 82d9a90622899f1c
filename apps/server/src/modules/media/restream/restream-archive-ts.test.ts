// Catch-up from an upstream archive that answers MPEG-TS (Flussonic's `mpegts`, Xtream Codes
// without `.m3u8`), through the origin: remuxed into an EVENT playlist the player can play.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { originCalls, parse, resolve } from '../live-origin/live-origin-fixtures.js';
import { insertArchiveChannel, type ArchiveChannel } from './archive-test-fixtures.js';
import { startScriptedUpstream } from './scripted-upstream.js';
import { startTsUpstream } from './test-upstreams.js';
import { closedAfterEach, probeVideo } from './upstream-test-helpers.js';

let t: TestApp;
let token: string;
const calls = originCalls(() => ({ t, token }));
const track = closedAfterEach();

beforeAll(async () => {
  t = await createTestApp({ config: { upstreamAllowPrivate: true } });
  token = (await t.login()).token;
});
afterAll(() => t?.close());

/** The media playlist's path of a viewer who opens the channel's programme now. */
async function mediaPlaylistOf(channel: ArchiveChannel, as?: string): Promise<string> {
  const { channelId, programmeId } = channel;
  const body = { channel_id: channelId, epg_programme_id: programmeId };
  const stream = await calls.stream(body, as);
  const [media] = await calls.variantsOf(new URL(stream.url, 'http://origin').pathname);
  return media!;
}

/** The segments of the media playlist at `media`, read through the origin. */
async function segmentsOf(media: string, text: string): Promise<Buffer[]> {
  const uris = parse(text).segments.map((segment) => segment.uri);
  expect(uris[0]).toMatch(/^archive\/shift-\d+-\d+-s0\.ts$/);
  const answers = await Promise.all(uris.map((uri) => t.call({ url: resolve(uri, media) })));
  expect(answers.map((answer) => answer.statusCode)).toEqual(uris.map(() => 200));
  return answers.map((answer) => answer.rawPayload);
}

describe('a channel whose own archive answers MPEG-TS', () => {
  it("plays a Flussonic mpegts channel's programme as a growing playlist, one remux for every viewer", async () => {
    // Flussonic sends its timeshift at the pace of the picture: 6 s of it here.
    const upstream = track(await startTsUpstream({ seconds: 6 }));
    const channel = await insertArchiveChannel(t, {
      channelNumber: 911,
      streamUrl: upstream.url.replace('/live.ts', '/151/mpegts'),
      catchupMode: 'flussonic',
    });
    const first = await mediaPlaylistOf(channel);
    const growing = await calls.text(first);
    expect(growing).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(growing).not.toContain('#EXT-X-ENDLIST');
    expect(growing).not.toContain('127.0.0.1');
    const [segment] = await segmentsOf(first, growing);
    expect(probeVideo(segment!)).toBe('h264,426,240');

    // Another device, seconds later: its own stream of the same moment, the same remux.
    const other = await t.login(undefined, undefined, 'second-device');
    const second = await mediaPlaylistOf(channel, other.token);
    let ended = await calls.text(second);
    for (let waited = 0; !ended.includes('#EXT-X-ENDLIST') && waited < 10_000; waited += 500) {
      await sleep(500);
      ended = await calls.text(second);
    }
    expect(ended).toContain('#EXT-X-ENDLIST');
    const total = parse(ended).segments.reduce((sum, one) => sum + one.duration, 0);
    expect(total).toBeGreaterThan(5.5);
    expect(total).toBeLessThan(6.5);
    const all = await segmentsOf(second, ended);
    expect(all.map(probeVideo)).toEqual(all.map(() => 'h264,426,240'));
    expect(upstream.connections()).toBe(1);
  });

  it("plays an Xtream Codes channel's programme from its .ts timeshift, and a missing one is unavailable", async () => {
    const archive = track(await startScriptedUpstream());
    // Half a minute into the hour: the duration asked stays 60 minutes while the test runs.
    const start = new Date(Math.floor(t.now().getTime() / 1000) * 1000 - 3_630_000);
    const stamp = start.toISOString().replace(/^(\d+-\d+-\d+)T(\d+):(\d+).*$/, '$1:$2-$3');
    const path = `/timeshift/me/pass/60/${stamp}/1477.ts`;
    archive.put(path, Buffer.concat(archive.clip), 'video/mp2t');
    const origin = new URL(archive.url).origin;
    const channel = await insertArchiveChannel(t, {
      channelNumber: 912,
      streamUrl: `${origin}/live/me/pass/1477`,
      catchupMode: 'xc',
      start,
    });
    const media = await mediaPlaylistOf(channel);
    let text = await calls.text(media);
    for (let waited = 0; !text.includes('#EXT-X-ENDLIST') && waited < 5_000; waited += 250) {
      await sleep(250);
      text = await calls.text(media);
    }
    expect(text).toContain('#EXT-X-ENDLIST');
    const segments = await segmentsOf(media, text);
    expect(segments).toHaveLength(2);
    expect(segments.map(probeVideo)).toEqual(['h264,426,240', 'h264,426,240']);
    expect(archive.requested(path)).toBe(1);

    const missing = await insertArchiveChannel(t, {
      channelNumber: 913,
      streamUrl: `${origin}/live/me/pass/404`,
      catchupMode: 'xc',
      start,
    });
    const refused = await t.call({ url: await mediaPlaylistOf(missing) });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['x-media-error']).toBe('media_channel_unavailable');
  });
});
