import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

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

/** The media origin: committed HLS files under `/media`, with range requests. */
export async function registerMediaRoutes(app: FastifyInstance, mediaDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    acceptRanges: true,
    cacheControl: false,
    index: false,
    list: false,
    setHeaders(res, path) {
      const type = contentTypeFor(path);
      if (type) res.setHeader('Content-Type', type);
      // Playlists of VOD never change; segments are immutable.
      res.setHeader(
        'Cache-Control',
        path.endsWith('.m3u8') ? 'public, max-age=60' : 'public, max-age=86400',
      );
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
