// The scripted loopback upstream of the restream tests: playlists the test writes over
// segments of a real ffmpeg clip, served on 127.0.0.1, port 0.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import {
  CONTENT_TYPES,
  h264Aac,
  listen,
  patternInputs,
  testFfmpegPath,
  type LoopbackUpstream,
} from './test-upstreams.js';

export interface ScriptedUpstream extends LoopbackUpstream {
  /** The real clip's MPEG-TS segments, 1 s each; `/clip-<n>.ts` serves segment n modulo their count. */
  clip: Buffer[];
  /** Serves `body` at `path` from now on (the playlist at `/live.m3u8` is one). */
  put(path: string, body: string | Buffer, contentType?: string): void;
  /** GETs of `path` so far. */
  requested(path: string): number;
}

/**
 * An upstream whose playlists the test writes (put), over segments cut once from a real
 * ffmpeg clip: for the edge cases (jumps, discontinuities, ENDLIST, stalls, encryption).
 */
export async function startScriptedUpstream(
  options: { segments?: number } = {},
): Promise<ScriptedUpstream> {
  const clip = await clipOf(options.segments ?? 4);
  const served = new Map<string, { body: Buffer; type: string }>();
  const counts = new Map<string, number>();
  const { origin, stop } = await listen((request, response) => {
    const path = new URL(request.url ?? '/', 'http://upstream').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const found = /^\/clip-(\d+)\.ts$/.exec(path);
    const entry = served.get(path);
    if (entry) response.writeHead(200, { 'content-type': entry.type }).end(entry.body);
    else if (found) {
      const data = clip[Number(found[1]) % clip.length];
      response.writeHead(200, { 'content-type': CONTENT_TYPES['.ts'] }).end(data);
    } else response.writeHead(404).end();
  });
  return {
    url: `${origin}/live.m3u8`,
    clip,
    put(path, body, contentType) {
      const type = contentType ?? CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
      served.set(path, { body: Buffer.from(body), type });
    },
    requested: (path) => counts.get(path) ?? 0,
    close: stop,
  };
}

// Cut once per process: the clip is the same for every scripted upstream.
const clips = new Map<number, Promise<Buffer[]>>();
function clipOf(segments: number): Promise<Buffer[]> {
  let clip = clips.get(segments);
  if (!clip) {
    clip = cutClip(segments);
    clips.set(segments, clip);
    clip.catch(() => clips.delete(segments));
  }
  return clip;
}

async function cutClip(segments: number): Promise<Buffer[]> {
  const folder = await mkdtemp(join(tmpdir(), 'marquee-clip-'));
  try {
    await promisify(execFile)(
      testFfmpegPath,
      [
        ...['-v', 'error', ...patternInputs(426, 240, segments), ...h264Aac(1)],
        ...['-f', 'hls', '-hls_time', '1', '-hls_list_size', '0', '-hls_playlist_type', 'vod'],
        ...['-hls_segment_filename', 'seg-%d.ts', 'clip.m3u8'],
      ],
      { cwd: folder },
    );
    const names = (await readdir(folder)).filter((name) => name.endsWith('.ts'));
    const order = (name: string) => Number(/\d+/.exec(name)?.[0]);
    names.sort((a, b) => order(a) - order(b));
    return await Promise.all(names.map((name) => readFile(join(folder, name))));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface ScriptedPlaylist {
  mediaSequence: number;
  /** Segments in the window: `/clip-<sequence>.ts`, 1 s each. */
  count: number;
  targetSeconds?: number;
  /** Media sequence numbers whose segment carries EXT-X-DISCONTINUITY. */
  discontinuities?: number[];
  ended?: boolean;
  /** Tags written before the first segment (EXT-X-KEY, EXT-X-MAP...). */
  tags?: string[];
}

/** A media playlist over the scripted upstream's clip. */
export function scriptedPlaylist(playlist: ScriptedPlaylist): string {
  const { mediaSequence, count, targetSeconds = 1, discontinuities = [], tags = [] } = playlist;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${targetSeconds}`];
  lines.push(`#EXT-X-MEDIA-SEQUENCE:${mediaSequence}`, ...tags);
  for (let sequence = mediaSequence; sequence < mediaSequence + count; sequence += 1) {
    if (discontinuities.includes(sequence)) lines.push('#EXT-X-DISCONTINUITY');
    lines.push('#EXTINF:1.000000,', `clip-${sequence}.ts`);
  }
  if (playlist.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
