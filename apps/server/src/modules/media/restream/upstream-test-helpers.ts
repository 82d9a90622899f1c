// What the readers' tests share (hls-upstream, hls-playlist, ts-upstream, read-upstream): the
// loopback fetch, upstreams closed after each test, an HLS read collected, a failure's details.
import { execFileSync } from 'node:child_process';
import { afterEach, expect } from 'vitest';
import { readHlsUpstream } from './hls-upstream.js';
import { loopbackFetch } from './loopback-fetch.js';
import { collectSegments, type LoopbackUpstream } from './test-upstreams.js';
import { UpstreamFailed, type ReceivedSegment } from './upstream-segment.js';

export const fetch = loopbackFetch();

/** Upstreams started through `track` are closed after each test of the file that calls this. */
export function closedAfterEach() {
  const started: LoopbackUpstream[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((upstream) => upstream.close()));
  });
  return <T extends LoopbackUpstream>(upstream: T): T => {
    started.push(upstream);
    return upstream;
  };
}

/** The segments an HLS read of `url` yields, `count` of them (collectSegments). */
export const readHls = (
  url: string,
  count?: number,
  each?: (segments: ReceivedSegment[]) => void,
) =>
  collectSegments(
    (signal, onSegment) => readHlsUpstream(url, { fetch, signal, onSegment }),
    count,
    each,
  );

/** The failure a read rejected with. */
export function failureOf(error: unknown) {
  expect(error).toBeInstanceOf(UpstreamFailed);
  return (error as UpstreamFailed).failure;
}

/** ffprobe's codec and size of the bytes' first video stream: `h264,426,240`. */
export function probeVideo(data: Buffer): string {
  const out = execFileSync(
    'ffprobe',
    [
      ...[
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=codec_name,width,height',
      ],
      ...['-of', 'json', '-i', 'pipe:0'],
    ],
    { input: data },
  );
  const [video] = (JSON.parse(out.toString()) as { streams: Record<string, unknown>[] }).streams;
  return `${String(video?.codec_name)},${String(video?.width)},${String(video?.height)}`;
}
