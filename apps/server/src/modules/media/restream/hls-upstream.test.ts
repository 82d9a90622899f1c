import { execFileSync } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chosenVariant,
  parsePlaylist,
  readHlsUpstream,
  reloadDelayMs,
  sequenceIv,
} from './hls-upstream.js';
import { loopbackFetch } from './loopback-fetch.js';
import {
  collectSegments,
  scriptedPlaylist,
  startHlsUpstream,
  startScriptedUpstream,
  startStatusUpstream,
  type LoopbackUpstream,
} from './test-upstreams.js';
import { UpstreamFailed, type ReceivedSegment } from './upstream-segment.js';

const fetch = loopbackFetch();
const started: LoopbackUpstream[] = [];
const track = <T extends LoopbackUpstream>(upstream: T): T => {
  started.push(upstream);
  return upstream;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((upstream) => upstream.close()));
});

const read = (url: string, count?: number, each?: (segments: ReceivedSegment[]) => void) =>
  collectSegments(
    (signal, onSegment) => readHlsUpstream(url, { fetch, signal, onSegment }),
    count,
    each,
  );

const failureOf = (error: unknown) => {
  expect(error).toBeInstanceOf(UpstreamFailed);
  return (error as UpstreamFailed).failure;
};

/** ffprobe's codec and size of the bytes' first video stream. */
function probeVideo(data: Buffer): string {
  const out = execFileSync(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height'],
      ...['-of', 'json', '-i', 'pipe:0'],
    ],
    { input: data },
  );
  const [video] = (JSON.parse(out.toString()) as { streams: Record<string, unknown>[] }).streams;
  return `${String(video?.codec_name)},${String(video?.width)},${String(video?.height)}`;
}

describe('readHlsUpstream over a live ffmpeg upstream', () => {
  it('yields MPEG-TS segments that probe as 426x240 H.264, and fails refused once the upstream is gone', async () => {
    const upstream = track(await startHlsUpstream({ segmentSeconds: 1 }));
    const { segments, error } = await read(upstream.url, 2);
    expect(error).toBeUndefined();
    expect(segments).toHaveLength(2);
    for (const segment of segments) {
      expect(segment).toMatchObject({ container: 'ts', discontinuity: false });
      expect(segment.durationMs).toBeGreaterThan(500);
      expect(probeVideo(segment.data)).toBe('h264,426,240');
    }
    expect(upstream.requests()).toBeGreaterThanOrEqual(3);
    await upstream.kill();
    expect(failureOf((await read(upstream.url)).error).code).toBe('refused');
  });

  it('yields fMP4 segments with their init segment', async () => {
    const upstream = track(await startHlsUpstream({ segmentSeconds: 1, fmp4: true }));
    const { segments, error } = await read(upstream.url, 2);
    expect(error).toBeUndefined();
    const [first, second] = segments;
    expect(first?.container).toBe('fmp4');
    expect(first?.map?.key).toMatch(/\/init\.mp4$/);
    expect(second?.map).toEqual(first?.map);
    const playable = Buffer.concat([first!.map!.data, first!.data]);
    expect(probeVideo(playable)).toBe('h264,426,240');
  });

  it('decrypts AES-128 segments', async () => {
    const upstream = track(await startHlsUpstream({ segmentSeconds: 1, aes: true }));
    const { segments, error } = await read(upstream.url, 2);
    expect(error).toBeUndefined();
    for (const segment of segments) {
      expect(segment.data[0]).toBe(0x47);
      expect(probeVideo(segment.data)).toBe('h264,426,240');
    }
  });
});
