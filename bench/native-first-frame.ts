// The browser's own time to first frame, for scale: a plain `<video src>` of an MP4 of the
// same clip, made by joining the demo film's fMP4 init segment and media segments (a
// fragmented MP4 that Chromium plays progressively), served from a local HTTP server with
// range requests, on a plain page (plain-first-frame.ts).
import { createServer, type Server } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { root } from '../scripts/lib.mjs';
import { plainFirstFrames } from './plain-first-frame';

/** The rendition hls.js starts with in a player of the benchmark's size. */
const RENDITION = join(root, 'apps', 'server', 'media', 'vod', 'demo', '360p');

function clipAsMp4(): Buffer {
  const segments = readdirSync(RENDITION)
    .filter((name) => name.endsWith('.m4s'))
    .sort();
  return Buffer.concat(
    ['init.mp4', ...segments].map((name) => readFileSync(join(RENDITION, name))),
  );
}

/** Serves the clip at /clip.mp4 (with byte ranges, as media elements ask) and a blank page. */
function serveClip(clip: Buffer): Promise<Server> {
  const server = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/clip.mp4') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><body>');
      return;
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Math.min(Number(range[2]), clip.length - 1) : clip.length - 1;
    response.writeHead(range ? 206 : 200, {
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${clip.length}` } : {}),
    });
    response.end(clip.subarray(start, end + 1));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Click-to-first-frame of `<video src=clip.mp4 autoplay muted>`, `runs` times, in ms: the demo
 * film's clip, or `clip` (an MP4's bytes).
 */
export async function measureNativeFirstFrame(
  browser: Browser,
  runs: number,
  clip: Buffer = clipAsMp4(),
): Promise<number[]> {
  const server = await serveClip(clip);
  const { port } = server.address() as AddressInfo;
  try {
    return await plainFirstFrames(browser, {
      engine: 'video-src',
      runs,
      pageOf: (run) => `http://127.0.0.1:${port}/?run=${run}`,
      sourceOf: (run) => `/clip.mp4?run=${run}`,
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
