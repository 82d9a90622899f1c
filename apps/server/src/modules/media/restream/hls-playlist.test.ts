import { describe, expect, it } from 'vitest';
import {
  chosenVariant,
  freshSegments,
  parsePlaylist,
  reloadDelayMs,
  type MediaPlaylist,
} from './hls-playlist.js';
import { scriptedPlaylist, startScriptedUpstream } from './scripted-upstream.js';
import { UpstreamFailed } from './upstream-segment.js';
import { closedAfterEach, failureOf, readHls as read } from './upstream-test-helpers.js';

const track = closedAfterEach();

describe('HLS playlist rules', () => {
  it('reloads a target duration after a change and half of one after none (RFC 8216 6.3.4)', () => {
    expect(reloadDelayMs(true, 6000)).toBe(6000);
    expect(reloadDelayMs(false, 6000)).toBe(3000);
  });

  it('chooses the highest bandwidth, the first of equals', () => {
    const variants = [
      { uri: 'a', bandwidth: 1 },
      { uri: 'b', bandwidth: 5 },
      { uri: 'c', bandwidth: 5 },
    ];
    expect(chosenVariant(variants).uri).toBe('b');
  });

  it("yields the window's last three at the start, then from the next on, flagging jumps and restarts", () => {
    const window = (first: number, count: number) =>
      parsePlaylist(scriptedPlaylist({ mediaSequence: first, count }), 'http://upstream/live.m3u8');
    const sequences = (
      first: number,
      count: number,
      next: number | undefined,
      previous: number,
    ) => {
      const { fresh, gap } = freshSegments(window(first, count) as MediaPlaylist, next, previous);
      return { sequences: fresh.map((segment) => segment.sequence), gap };
    };
    expect(sequences(10, 6, undefined, 0)).toEqual({ sequences: [13, 14, 15], gap: false });
    expect(sequences(11, 6, 16, 10)).toEqual({ sequences: [16], gap: false });
    expect(sequences(11, 6, 17, 11)).toEqual({ sequences: [], gap: false });
    // A stale copy, one behind: nothing.
    expect(sequences(10, 6, 17, 11)).toEqual({ sequences: [], gap: false });
    expect(sequences(20, 3, 17, 11)).toEqual({ sequences: [20, 21, 22], gap: true });
    expect(sequences(0, 5, 17, 11)).toEqual({ sequences: [2, 3, 4], gap: true });
  });

  it('numbers segments from the media sequence and resolves URIs against the playlist', () => {
    const playlist = parsePlaylist(
      '\uFEFF#EXTM3U\r\n#EXT-X-MEDIA-SEQUENCE:41\r\n#EXTINF:4.004,\r\nseg/a.ts\r\n#EXT-X-DISCONTINUITY\r\n#EXTINF:3.5,\r\nhttps://cdn.example/b.ts\r\n',
      'https://origin.example/live/index.m3u8?token=1',
    );
    expect(playlist).toEqual({
      kind: 'media',
      targetMs: 5000,
      mediaSequence: 41,
      ended: false,
      segments: [
        {
          sequence: 41,
          uri: 'https://origin.example/live/seg/a.ts',
          durationMs: 4004,
          discontinuity: false,
        },
        { sequence: 42, uri: 'https://cdn.example/b.ts', durationMs: 3500, discontinuity: true },
      ],
    });
  });

  it('refuses a body that is no playlist', () => {
    expect(() => parsePlaylist('<html></html>', 'https://origin.example/')).toThrow(UpstreamFailed);
  });
});

describe('the window rules, as readHlsUpstream follows a scripted upstream', () => {
  it('yields the last three segments at once, then each new one once, in order', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 10, count: 5 }));
    const { segments, error } = await read(upstream.url, 5, (so) => {
      if (so.length === 3)
        upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 12, count: 5 }));
    });
    expect(error).toBeUndefined();
    const clip = (sequence: number) => upstream.clip[sequence % upstream.clip.length];
    expect(segments.map((segment) => segment.data)).toEqual([12, 13, 14, 15, 16].map(clip));
    for (const sequence of [12, 13, 14, 15, 16])
      expect(upstream.requested(`/clip-${sequence}.ts`)).toBe(1);
    expect(upstream.requested('/clip-11.ts')).toBe(0);
    expect(segments.every((segment) => segment.durationMs === 1000 && !segment.discontinuity)).toBe(
      true,
    );
  });

  it('flags EXT-X-DISCONTINUITY and a media sequence that jumps forward', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 0, count: 3 }));
    const { segments } = await read(upstream.url, 6, (so) => {
      if (so.length === 3) {
        upstream.put(
          '/live.m3u8',
          scriptedPlaylist({ mediaSequence: 1, count: 3, discontinuities: [3] }),
        );
      }
      if (so.length === 4)
        upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 10, count: 2 }));
    });
    expect(segments.map((segment) => segment.discontinuity)).toEqual([
      false,
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(upstream.requested('/clip-4.ts')).toBe(0);
  });

  it('starts again from the new window, flagged, when the media sequence goes back', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 100, count: 3 }));
    const { segments } = await read(upstream.url, 6, (so) => {
      if (so.length === 3)
        upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 0, count: 5 }));
    });
    expect(segments.map((segment) => segment.discontinuity)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(upstream.requested('/clip-2.ts')).toBe(1);
    expect(upstream.requested('/clip-1.ts')).toBe(0);
  });

  it('ignores a copy of the playlist that lags behind', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 10, count: 3 }));
    const { segments } = await read(upstream.url, 4, (so) => {
      if (so.length === 3) {
        upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 9, count: 3 }));
        setTimeout(
          () => upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 11, count: 3 })),
          1200,
        );
      }
    });
    expect(segments.map((segment) => segment.discontinuity)).toEqual([false, false, false, false]);
    expect(upstream.requested('/clip-13.ts')).toBe(1);
    expect(upstream.requested('/clip-9.ts')).toBe(0);
  });

  it('fails ended once the segments before EXT-X-ENDLIST are yielded', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 0, count: 2 }));
    const { segments, error } = await read(upstream.url, undefined, (so) => {
      if (so.length === 2)
        upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 0, count: 4, ended: true }));
    });
    expect(failureOf(error).code).toBe('ended');
    expect(segments).toHaveLength(4);
  });

  it('fails stalled when the playlist brings nothing new for three target durations', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 0, count: 3, targetSeconds: 1 }));
    const started = Date.now();
    const { segments, error } = await read(upstream.url);
    const seconds = (Date.now() - started) / 1000;
    expect(failureOf(error).code).toBe('stalled');
    expect(segments).toHaveLength(3);
    expect(seconds).toBeGreaterThanOrEqual(2.9);
    expect(seconds).toBeLessThan(4.5);
    // Reloads: one a target duration after the change, then every half of one.
    expect(upstream.requested('/live.m3u8')).toBeGreaterThanOrEqual(5);
    expect(upstream.requested('/live.m3u8')).toBeLessThanOrEqual(7);
  });

  it('follows the highest-bandwidth variant of a master playlist', async () => {
    const upstream = track(await startScriptedUpstream());
    upstream.put(
      '/live.m3u8',
      [
        '#EXTM3U',
        '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240',
        'low/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
        'high/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=900000',
        'mid/index.m3u8',
      ].join('\n'),
    );
    const variant = scriptedPlaylist({ mediaSequence: 0, count: 1, ended: true });
    upstream.put('/high/index.m3u8', variant.replace('clip-0.ts', '../clip-0.ts'));
    const { segments, error } = await read(upstream.url);
    expect(failureOf(error).code).toBe('ended');
    expect(segments[0]?.data).toEqual(upstream.clip[0]);
    expect(upstream.requested('/low/index.m3u8') + upstream.requested('/mid/index.m3u8')).toBe(0);
  });

  it.each([
    ['SAMPLE-AES', '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="k",KEYFORMAT="identity"', /SAMPLE-AES/],
    ['byte ranges', '#EXT-X-BYTERANGE:1000@0', /byte range/],
  ])('refuses %s as unsupported', async (_name, tag, message) => {
    const upstream = track(await startScriptedUpstream());
    upstream.put('/live.m3u8', scriptedPlaylist({ mediaSequence: 0, count: 2, tags: [tag] }));
    const { segments, error } = await read(upstream.url);
    expect(failureOf(error)).toMatchObject({
      code: 'unsupported',
      message: expect.stringMatching(message),
    });
    expect(segments).toHaveLength(0);
  });
});
