import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readHlsUpstream, sequenceIv } from './hls-upstream.js';
import { scriptedPlaylist, startScriptedUpstream } from './scripted-upstream.js';
import { startHlsUpstream, startStatusUpstream } from './test-upstreams.js';
import {
  closedAfterEach,
  failureOf,
  fetch,
  readHls as read,
  probeVideo,
} from './upstream-test-helpers.js';

const track = closedAfterEach();

describe('readHlsUpstream over a live ffmpeg upstream', () => {
  it('yields MPEG-TS segments that probe as 426x240 H.264; fails stalled when it stalls, refused once it is gone', async () => {
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
    upstream.stall();
    const stalled = await read(upstream.url);
    expect(failureOf(stalled.error).code).toBe('stalled');
    expect(stalled.segments.length).toBeGreaterThanOrEqual(2);
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

describe('readHlsUpstream receiving segments', () => {
  it('makes the IV of a segment from its media sequence number, big-endian', () => {
    expect(sequenceIv(258).toString('hex')).toBe('00000000000000000000000000000102');
  });

  it('decrypts with the media sequence number as IV when the key names none, fetching the key once', async () => {
    const upstream = track(await startScriptedUpstream());
    const key = randomBytes(16);
    const encrypt = (data: Buffer, iv: Buffer) => {
      const cipher = createCipheriv('aes-128-cbc', key, iv);
      return Buffer.concat([cipher.update(data), cipher.final()]);
    };
    upstream.put('/keys/k1', key);
    upstream.put('/enc-7.ts', encrypt(upstream.clip[0]!, sequenceIv(7)));
    upstream.put('/enc-8.ts', encrypt(upstream.clip[1]!, sequenceIv(8)));
    upstream.put(
      '/live.m3u8',
      [
        '#EXTM3U',
        '#EXT-X-TARGETDURATION:1',
        '#EXT-X-MEDIA-SEQUENCE:7',
        '#EXT-X-KEY:METHOD=AES-128,URI="keys/k1"',
        '#EXTINF:1,',
        'enc-7.ts',
        '#EXTINF:1,',
        'enc-8.ts',
        '#EXT-X-KEY:METHOD=NONE',
        '#EXTINF:1,',
        'clip-2.ts',
        '#EXT-X-ENDLIST',
      ].join('\n'),
    );
    const { segments, error } = await read(upstream.url);
    expect(failureOf(error).code).toBe('ended');
    expect(segments.map((segment) => segment.data)).toEqual(upstream.clip.slice(0, 3));
    expect(upstream.requested('/keys/k1')).toBe(1);
  });

  it('retries a segment that fails once, then fails with its error', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put(
      '/live.m3u8',
      scriptedPlaylist({ mediaSequence: 0, count: 2 }).replace('clip-1.ts', 'gone.ts'),
    );
    const { segments, error } = await read(upstream.url);
    expect(failureOf(error)).toMatchObject({ code: 'http', status: 404 });
    expect(segments).toHaveLength(1);
    expect(upstream.requested('/gone.ts')).toBe(2);
  });

  it('refuses segments that are neither MPEG-TS nor fMP4', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/clip-0.ts', 'ID3 packed audio');
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 0, count: 1 }));
    expect(failureOf((await read(upstream.url)).error).code).toBe('unsupported');
  });
});

describe('readHlsUpstream failing to reach the upstream', () => {
  it('fails http with the status of a playlist that is not there', async () => {
    const upstream = track(await startStatusUpstream(404));
    expect(failureOf((await read(upstream.url)).error)).toMatchObject({
      code: 'http',
      status: 404,
    });
  });

  it('fails refused on a port nothing listens on', async () => {
    const upstream = await startStatusUpstream(200);
    await upstream.close();
    expect(failureOf((await read(upstream.url)).error).code).toBe('refused');
  });

  it('passes on what onSegment throws, as it is', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 0, count: 3 }));
    const full = new Error('No room left for the segment.');
    const onSegment = () => {
      throw full;
    };
    const signal = new AbortController().signal;
    await expect(readHlsUpstream(upstream.url, { fetch, signal, onSegment })).rejects.toBe(full);
    expect(upstream.requested('/clip-2.ts')).toBe(0);
  });

  it('resolves without reading when aborted', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 0, count: 3 }));
    const controller = new AbortController();
    const onSegment = () => controller.abort();
    await expect(
      readHlsUpstream(upstream.url, { fetch, signal: controller.signal, onSegment }),
    ).resolves.toBeUndefined();
    expect(upstream.requested('/clip-1.ts')).toBe(0);
  });
});
