import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startScriptedUpstream } from './scripted-upstream.js';
import {
  collectSegments,
  startTrickleUpstream,
  startTsUpstream,
  testFfmpegPath,
} from './test-upstreams.js';
import { readTsUpstream, type TsReadOptions } from './ts-upstream.js';
import { type ReceivedSegment } from './upstream-segment.js';
import { closedAfterEach, failureOf, fetch, probeVideo } from './upstream-test-helpers.js';

const track = closedAfterEach();

const read = (
  url: string,
  count?: number,
  options: Partial<TsReadOptions> = {},
  each?: (segments: ReceivedSegment[]) => void,
) =>
  collectSegments(
    (signal, onSegment) =>
      readTsUpstream(url, { fetch, signal, onSegment, ffmpegPath: testFfmpegPath, ...options }),
    count,
    each,
  );

/** The ffmpeg processes this test process runs that read a stream on stdin: the remuxers. */
function remuxers(): number {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pipe:0')
        );
      } catch {
        return false; // gone meanwhile
      }
    }).length;
}

describe('readTsUpstream', () => {
  it('cuts the stream into ~2 s segments of 426x240 H.264, and leaves no ffmpeg behind when aborted', async () => {
    const upstream = track(await startTsUpstream());
    const running: number[] = [];
    const { segments, error } = await read(upstream.url, 2, {}, () => running.push(remuxers()));
    expect(error).toBeUndefined();
    expect(running).toEqual([1, 1]);
    expect(remuxers()).toBe(0);
    for (const segment of segments) {
      expect(segment).toMatchObject({ container: 'ts', discontinuity: false });
      expect(segment.durationMs).toBeGreaterThanOrEqual(1900);
      expect(segment.durationMs).toBeLessThanOrEqual(2100);
      expect(probeVideo(segment.data)).toBe('h264,426,240');
    }
    expect(upstream.connections()).toBe(1);
  });

  it('fails ended, after the last segments, when the upstream closes its stream', async () => {
    const upstream = track(await startTsUpstream({ seconds: 3 }));
    const { segments, error } = await read(upstream.url);
    expect(failureOf(error).code).toBe('ended');
    const total = segments.reduce((sum, segment) => sum + segment.durationMs, 0);
    expect(total).toBeGreaterThanOrEqual(2900);
    expect(total).toBeLessThanOrEqual(3100);
    expect(remuxers()).toBe(0);
  });

  it('fails idle when the upstream sends nothing for the idle time', async () => {
    const upstream = track(await startTrickleUpstream());
    const started = Date.now();
    const { error } = await read(upstream.url, undefined, { idleMs: 400 });
    expect(failureOf(error).code).toBe('idle');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(remuxers()).toBe(0);
  });

  it('fails stalled when a trickle never makes a whole segment', async () => {
    const upstream = track(await startTrickleUpstream());
    const { error } = await read(upstream.url, undefined, { idleMs: 5000, stallMs: 1500 });
    expect(failureOf(error)).toMatchObject({
      code: 'stalled',
      message: expect.stringMatching(/no whole segment/),
    });
    expect(remuxers()).toBe(0);
  });

  it("fails with ffmpeg's last error line when ffmpeg cannot remux the stream", async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/junk.ts', Buffer.concat([Buffer.from([0x47]), Buffer.alloc(188 * 20)]));
    const { error } = await read(upstream.url.replace('live.m3u8', 'junk.ts'));
    expect(failureOf(error)).toMatchObject({
      code: 'unsupported',
      message: expect.stringMatching(
        /^ffmpeg could not remux the upstream: .*could not find codec parameters/,
      ),
    });
  });

  it('fails http with the status of a stream that is not there', async () => {
    const upstream = track(await startScriptedUpstream());
    const { error } = await read(upstream.url.replace('live.m3u8', 'missing.ts'));
    expect(failureOf(error)).toMatchObject({ code: 'http', status: 404 });
  });
});
