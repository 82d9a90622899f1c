// The seek-bar thumbnails of a recorded restreamed channel on the server: a real upstream
// (ffmpeg on loopback) recorded, the stream call's thumbnails URL, its cues against the
// playlist, the frames made on demand, and pruning.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelSources, channels, programmes, vodProfiles } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  cuesOf,
  endOf,
  originCalls,
  parse,
  resolve,
  startOf,
} from '../live-origin/live-origin-fixtures.js';
import { createSegmentStore, frameFile, recordingFile } from './segment-store.js';
import { startHlsUpstream, type HlsUpstream } from './test-upstreams.js';
import { probeVideo } from './upstream-test-helpers.js';

let t: TestApp;
let token: string;
let mediaDir: string;
let upstream: HlsUpstream;
const own = { channel: 0, ended: 0 };
let recordingFrom = 0;
const calls = originCalls(() => ({ t, token }));

beforeAll(async () => {
  upstream = await startHlsUpstream({ width: 426, height: 240, segmentSeconds: 1 });
  mediaDir = await mkdtemp(join(tmpdir(), 'marquee-restream-thumbnails-'));
  t = await createTestApp({
    config: { mediaDir, upstreamAllowPrivate: true, restreamIdleSeconds: 60 },
  });
  token = (await t.login()).token;
  const { db } = t.database;
  const [row] = await db
    .insert(channels)
    .values({
      title: 'Recorded',
      channelNumber: 904,
      streamUrl: upstream.url,
      catchupEnabled: true,
      catchupDays: 1,
    })
    .returning({ id: channels.id });
  own.channel = row!.id;
  await db
    .insert(channelSources)
    .values({ channelId: own.channel, position: 0, url: upstream.url });
  await db.insert(vodProfiles).values({
    channelId: own.channel,
    name: 'HD',
    code: 'HD',
    businessModel: 'svod',
    pricing: [],
  });
  recordingFrom = t.now().getTime();
  const [show] = await db
    .insert(programmes)
    .values({
      channelId: own.channel,
      title: 'Short',
      start: new Date(recordingFrom - 60_000),
      stop: new Date(recordingFrom + 5_000),
    })
    .returning({ id: programmes.id });
  own.ended = show!.id;
  // A viewer of the live edge starts the restream, which records from then on.
  const live = await calls.stream({ channel_id: own.channel });
  expect(live.thumbnails_url).toBeNull();
  await vi.waitFor(() => expect(t.now().getTime()).toBeGreaterThan(recordingFrom + 7_000), {
    timeout: 15_000,
    interval: 250,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await upstream?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** A stream's media playlist and its thumbnails' cues, as a player reads them. */
async function playlistAndCues(body: Record<string, unknown>) {
  const stream = await calls.stream({ channel_id: own.channel, ...body });
  expect(stream.thumbnails_url).toMatch(/\/thumbnails\/(programme|shift)-[0-9-]+\.vtt$/);
  const [media] = await calls.variantsOf(new URL(stream.url, 'http://origin').pathname);
  const playlist = parse(await calls.text(media!));
  const vtt = stream.thumbnails_url!;
  return { playlist, vtt, cues: cuesOf(await calls.text(vtt)) };
}

/** The cue each listed segment should have: its own frame, timed from the first one. */
function expectedCues(playlist: ReturnType<typeof parse>) {
  const zero = startOf(playlist.segments[0]!);
  const first = playlist.number('EXT-X-MEDIA-SEQUENCE');
  return playlist.segments.map((segment, n) => ({
    start: (startOf(segment) - zero) / 1000,
    end: (endOf(segment) - zero) / 1000,
    tile: `frame-${first + n}.jpg`,
  }));
}

const frameOnDisk = (sequence: number) =>
  access(join(mediaDir, recordingFile(own.channel, frameFile(sequence)))).then(
    () => true,
    () => false,
  );

describe('seek-bar thumbnails of a recorded channel', () => {
  it("cover a programme's catch-up segment by segment, timed from the first its playlist lists", async () => {
    const { playlist, cues } = await playlistAndCues({ epg_programme_id: own.ended });
    expect(playlist.segments.length).toBeGreaterThan(1);
    expect(cues).toHaveLength(playlist.segments.length);
    expect(cues[0]!.start).toBe(0);
    expect(cues).toEqual(expectedCues(playlist));
  });

  it('cover a time-shifted stream from the segment playing at its moment', async () => {
    const from = Math.floor(recordingFrom / 1000) + 2;
    const { playlist, cues } = await playlistAndCues({ from_timestamp: from });
    // A segment may have arrived between the two requests: the cues then have one more.
    const expected = expectedCues(playlist);
    expect(cues.slice(0, expected.length)).toEqual(expected);
    expect(cues.length - expected.length).toBeLessThanOrEqual(1);
  });

  it("serve a cue's frame as a JPEG of the segment's picture, 320 wide, made once", async () => {
    const { vtt, cues } = await playlistAndCues({ epg_programme_id: own.ended });
    const url = resolve(cues[1]!.tile, new URL(vtt, 'http://origin').pathname);
    const sequence = Number(/frame-(\d+)\.jpg$/.exec(url)![1]);
    expect(await frameOnDisk(sequence)).toBe(false);
    const frame = await calls.get(url);
    expect(frame.statusCode, frame.body).toBe(200);
    expect(frame.headers['content-type']).toBe('image/jpeg');
    // 426x240 scaled to 320 wide keeps its shape, at an even height.
    expect(probeVideo(frame.rawPayload)).toBe('mjpeg,320,180');
    expect(await frameOnDisk(sequence)).toBe(true);
    const again = await calls.get(url);
    expect(again.rawPayload.equals(frame.rawPayload)).toBe(true);
  });

  it('answer 404 for the frame of a segment pruned, which the pruning deleted, or never held', async () => {
    const { vtt, cues } = await playlistAndCues({ epg_programme_id: own.ended });
    const first = resolve(cues[0]!.tile, new URL(vtt, 'http://origin').pathname);
    const sequence = Number(/frame-(\d+)\.jpg$/.exec(first)![1]);
    expect((await calls.get(first)).statusCode).toBe(200);
    const store = createSegmentStore({ db: t.database.db, mediaDir });
    const { rows } = await store.slice(own.channel, recordingFrom - 60_000, recordingFrom + 5_000);
    const held = rows.find((row) => row.sequence === sequence)!;
    await store.prune(own.channel, held.startsAt.getTime() + held.durationMs + 1);
    expect(await frameOnDisk(sequence)).toBe(false);
    const pruned = await calls.get(first);
    expect(pruned.statusCode).toBe(404);
    expect(pruned.json()).toMatchObject({ error: 'media_not_found' });
    const never = await calls.get(first.replace(/frame-\d+\.jpg$/, 'frame-2147483647.jpg'));
    expect(never.statusCode).toBe(404);
  });
});
