import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverRoot } from '../../paths.js';

/** Content types hls.js and browsers expect; `send` does not know all of them. */
const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
  '.aac': 'audio/aac',
  '.vtt': 'text/vtt; charset=utf-8',
  '.key': 'application/octet-stream',
};

export function contentTypeFor(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? undefined : CONTENT_TYPES[path.slice(dot).toLowerCase()];
}

/**
 * The shared folder of real test streams (TS and fMP4, renditions, WebVTT, encryption) next to
 * the repository, or SHARED_HLS_DIR.
 */
export function sharedStreamsDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SHARED_HLS_DIR || join(serverRoot, '..', '..', '..', 'shared', 'data', 'hls'));
}

/** Where the shared test streams are served, when their folder exists. */
export const SHARED_STREAMS_PREFIX = '/media/shared-hls/';

/**
 * The media origin: committed HLS files under `/media`, with range requests, and the shared
 * test streams under `/media/shared-hls/` when that folder exists (a checkout without it
 * serves the demo media only).
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  mediaDir: string,
  sharedDir: string = sharedStreamsDir(),
): Promise<void> {
  await app.register(fastifyStatic, { ...staticOptions, root: mediaDir, prefix: '/media/' });
  if (existsSync(sharedDir)) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: sharedDir,
      prefix: SHARED_STREAMS_PREFIX,
    });
  }
}

const staticOptions = {
  decorateReply: false,
  acceptRanges: true,
  cacheControl: false,
  index: false,
  list: false,
  setHeaders(res: { setHeader: (name: string, value: string) => unknown }, path: string) {
    const type = contentTypeFor(path);
    if (type) res.setHeader('Content-Type', type);
    // Playlists of VOD never change; segments are immutable.
    res.setHeader(
      'Cache-Control',
      path.endsWith('.m3u8') ? 'public, max-age=60' : 'public, max-age=86400',
    );
    res.setHeader('Access-Control-Allow-Origin', '*');
  },
} as const;
