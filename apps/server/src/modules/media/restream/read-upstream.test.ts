import { describe, expect, it } from 'vitest';
import { readUpstream, upstreamKind } from './read-upstream.js';
import { scriptedPlaylist, startScriptedUpstream } from './scripted-upstream.js';
import {
  collectSegments,
  startStatusUpstream,
  startTrickleUpstream,
  startTsUpstream,
  testFfmpegPath,
} from './test-upstreams.js';
import { closedAfterEach, failureOf, fetch } from './upstream-test-helpers.js';

const track = closedAfterEach();

const read = (url: string, count?: number, idleMs?: number) => {
  let bytes = 0;
  const reading = collectSegments(
    (signal, onSegment) =>
      readUpstream(url, {
        fetch,
        signal,
        onSegment,
        onBytes: (received) => (bytes += received),
        ffmpegPath: testFfmpegPath,
        idleMs,
      }),
    count,
  );
  return reading.then((result) => ({ ...result, bytes }));
};

describe('readUpstream', () => {
  it('reads an HLS playlist known by its #EXTM3U from the first request', async () => {
    const upstream = track(await startScriptedUpstream());
    const playlist = scriptedPlaylist({ mediaSequence: 0, count: 2, ended: true });
    upstream.put('/channel', playlist.replace(/clip-/g, '/clip-'), 'text/plain');
    const { segments, error, bytes } = await read(upstream.url.replace('live.m3u8', 'channel'));
    expect(failureOf(error).code).toBe('ended');
    expect(segments.map((segment) => segment.data)).toEqual(upstream.clip.slice(0, 2));
    expect(upstream.requested('/channel')).toBe(1);
    const sizes = Buffer.byteLength(playlist.replace(/clip-/g, '/clip-'));
    expect(bytes).toBe(sizes + upstream.clip[0]!.length + upstream.clip[1]!.length);
  });

  it('remuxes an MPEG-TS stream from that same request', async () => {
    const upstream = track(await startTsUpstream());
    const { segments, error } = await read(upstream.url, 1);
    expect(error).toBeUndefined();
    expect(segments[0]).toMatchObject({ container: 'ts', discontinuity: false });
    expect(upstream.connections()).toBe(1);
  });

  it('refuses a body that is neither HLS nor MPEG-TS, saying what came', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/page', '<!doctype html><p>Channel</p>', 'text/html; charset=utf-8');
    const { error } = await read(upstream.url.replace('live.m3u8', 'page'));
    expect(failureOf(error)).toMatchObject({
      code: 'unsupported',
      message:
        'The upstream sent neither an HLS playlist nor an MPEG-TS stream (text/html; charset=utf-8).',
    });
  });

  it('fails http with the status of an answer outside 2xx', async () => {
    const upstream = track(await startStatusUpstream(403));
    expect(failureOf((await read(upstream.url)).error)).toMatchObject({
      code: 'http',
      status: 403,
    });
  });

  it('fails idle when a stream stops sending', async () => {
    const upstream = track(await startTrickleUpstream());
    expect(failureOf((await read(upstream.url, undefined, 400)).error).code).toBe('idle');
  });
});

describe('upstreamKind', () => {
  it.each([
    ['application/vnd.apple.mpegurl', 'x', 'hls'],
    ['Application/X-MPEGURL; charset=utf-8', 'x', 'hls'],
    ['audio/mpegurl', 'x', 'hls'],
    ['text/plain', '\uFEFF#EXTM3U\n', 'hls'],
    [undefined, '#EXTM3U\n', 'hls'],
    ['video/mp2t', '\u0047\u0040', 'ts'],
    ['application/octet-stream', '\u0047', 'ts'],
    ['video/mp2t', '<html>', undefined],
    ['application/vnd.apple.mpegurl-extra', '<html>', undefined],
  ])('reads %s starting %j as %s', (contentType, head, kind) => {
    expect(upstreamKind(contentType, Buffer.from(head))).toBe(kind);
  });
});
