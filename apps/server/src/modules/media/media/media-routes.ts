import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverRoot } from '../../../paths.js';
import type { GeneratedAnswer, GeneratedFolders } from './generated-media.js';
import type { MediaAccess } from './media-access.js';
import {
  MEDIA_PREFIX,
  SIGNED_MEDIA_PREFIX,
  isPublicMedia,
  mapPlaylistUris,
  mediaPathOf,
} from './media-paths.js';
import { MediaRefusal, refuseMedia } from './media-refusal.js';
import type { MediaGrant } from './media-token.js';
import { mediaCacheControl } from './playlist-cache.js';

/** Content types hls.js and browsers expect; `send` does not know all of them. */
const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
  '.aac': 'audio/aac',
  '.vtt': 'text/vtt; charset=utf-8',
  '.key': 'application/octet-stream',
  // Trick-play sheets and the poster and backdrop frames of packaged media.
  '.jpg': 'image/jpeg',
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
const SHARED_FOLDER = SHARED_STREAMS_PREFIX.slice(MEDIA_PREFIX.length);

/** Where packaged media (MEDIA_DIR's `library/`) is served: `/media/library/<job>/...`. */
export const LIBRARY_PREFIX = '/media/library/';
const LIBRARY_FOLDER = LIBRARY_PREFIX.slice(MEDIA_PREFIX.length);

/** A signed request's token and what it grants. */
interface Signed {
  token: string;
  grant: MediaGrant;
}

/**
 * The media origin. The committed HLS files under `/media/`, the operator's packaged media
 * under `/media/library/` (MEDIA_DIR), and the shared test streams under
 * `/media/shared-hls/` when that folder exists (a checkout without it serves the demo media
 * only), through signed URLs, `/media/s/<token>/<path>`, that the stream call hands out;
 * trailers, adverts and WebVTT also unsigned (media-paths.ts). Anything else answers 403 with
 * a MediaRefusal code (media-refusal.ts). Range requests, ETags and CORS as for any static file.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  options: {
    demoMediaDir: string;
    /** MEDIA_DIR: the operator's packaged media, under its `library/` folder. */
    mediaDir: string;
    sharedDir?: string;
    access: MediaAccess;
    /** Folders whose signed paths another module writes (live channels). */
    generated?: GeneratedFolders;
  },
): Promise<void> {
  const { demoMediaDir, mediaDir, access, generated } = options;
  const sharedDir = options.sharedDir ?? sharedStreamsDir();
  const hasShared = existsSync(sharedDir);

  /** The folder and the file under it that a media path names; undefined: no such folder. */
  const locate = (path: string): { root: string; file: string } | undefined => {
    if (path.startsWith(LIBRARY_FOLDER)) return { root: mediaDir, file: path };
    if (!path.startsWith(SHARED_FOLDER)) return { root: demoMediaDir, file: path };
    return hasShared ? { root: sharedDir, file: path.slice(SHARED_FOLDER.length) } : undefined;
  };

  async function serve(reply: FastifyReply, path: string, signed: Signed | undefined) {
    const found = locate(path);
    if (!found) return reply.callNotFound();
    // The headers go on only once the file is known to be there: a 404 is not kept for a day.
    const withHeaders = (cacheControl: string) =>
      reply
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', cacheControl)
        .type(contentTypeFor(path) ?? 'application/octet-stream');
    if (!path.endsWith('.m3u8')) {
      if (!(await isFile(join(found.root, found.file)))) return reply.callNotFound();
      return withHeaders(mediaCacheControl({ signed: !!signed })).sendFile(found.file, found.root);
    }
    // Playlists are small text, read first: how long they may be kept depends on what they
    // say, and a signed one's absolute URIs into its folder (none in our media today) get the
    // token too, in a copy sent from memory. Any other is sent as a file, with ranges and ETag.
    let playlist: string;
    try {
      playlist = await readFile(join(found.root, found.file), 'utf8');
    } catch (error) {
      if (isMissing(error)) return reply.callNotFound();
      throw error;
    }
    withHeaders(mediaCacheControl({ signed: !!signed, playlist }));
    const rewritten = signed ? signAbsoluteUris(playlist, signed) : playlist;
    if (rewritten !== playlist) return reply.send(rewritten);
    return reply.sendFile(found.file, found.root);
  }

  /**
   * A generated playlist, kept as long as what it says allows (a live one half its target
   * duration), a generated text (kept as a fixed file unless it grows), or the committed file
   * a generated path stands for, as any signed file.
   */
  async function serveGenerated(
    reply: FastifyReply,
    path: string,
    answer: GeneratedAnswer | undefined,
  ) {
    if (!answer) return refuseMedia(reply, MediaRefusal.notFound);
    if ('refused' in answer) return refuseMedia(reply, answer.refused);
    if ('body' in answer) {
      return reply
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', mediaCacheControl({ signed: true }))
        .type(answer.type)
        .send(answer.body);
    }
    if ('playlist' in answer) {
      return reply
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', mediaCacheControl({ signed: true, playlist: answer.playlist }))
        .type(contentTypeFor(path) ?? 'application/vnd.apple.mpegurl')
        .send(answer.playlist);
    }
    if ('text' in answer) {
      return reply
        .header('Access-Control-Allow-Origin', '*')
        .header(
          'Cache-Control',
          answer.growing ? 'private, no-cache' : mediaCacheControl({ signed: true }),
        )
        .type(contentTypeFor(path) ?? 'text/plain; charset=utf-8')
        .send(answer.text);
    }
    const root = answer.root === 'media' ? mediaDir : demoMediaDir;
    const size = await fileSize(join(root, answer.file));
    if (size === undefined) return refuseMedia(reply, MediaRefusal.notFound);
    answer.sent?.(size);
    return reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', mediaCacheControl({ signed: true }))
      .type(contentTypeFor(answer.file) ?? 'application/octet-stream')
      .sendFile(answer.file, root);
  }

  await app.register(async (media) => {
    // Only for reply.sendFile here (decorated in this context): range requests, ETags and
    // Last-Modified from `send`; the headers are ours.
    await media.register(fastifyStatic, {
      root: demoMediaDir,
      serve: false,
      acceptRanges: true,
      cacheControl: false,
      contentType: false,
      index: false,
      list: false,
    });

    media.get(`${SIGNED_MEDIA_PREFIX}*`, async (request, reply) => {
      const rest = pathOf(request.url).slice(SIGNED_MEDIA_PREFIX.length);
      const slash = rest.indexOf('/');
      if (slash < 0) return refuseMedia(reply, MediaRefusal.tokenInvalid);
      const token = rest.slice(0, slash);
      const reading = access.readToken(token);
      if (!reading.ok) {
        return refuseMedia(
          reply,
          reading.reason === 'expired' ? MediaRefusal.tokenExpired : MediaRefusal.tokenInvalid,
        );
      }
      const path = mediaPathOf(rest.slice(slash + 1));
      if (path === undefined || !path.startsWith(reading.grant.prefix)) {
        return refuseMedia(reply, MediaRefusal.tokenInvalid);
      }
      if (!(await access.devices.isLive(reading.grant.deviceId))) {
        return refuseMedia(reply, MediaRefusal.deviceRevoked);
      }
      const source = generated?.sourceOf(path);
      if (source) {
        const answer = await source.read(path, { deviceId: reading.grant.deviceId });
        return serveGenerated(reply, path, answer);
      }
      return serve(reply, path, { token, grant: reading.grant });
    });

    media.get(`${MEDIA_PREFIX}*`, async (request, reply) => {
      const path = mediaPathOf(pathOf(request.url).slice(MEDIA_PREFIX.length));
      if (path === undefined || !isPublicMedia(path)) {
        return refuseMedia(reply, MediaRefusal.tokenInvalid);
      }
      return serve(reply, path, undefined);
    });
  });
}

/** Absolute URIs into the signed folder, signed with the same token. */
function signAbsoluteUris(playlist: string, { token, grant }: Signed): string {
  if (!playlist.includes(MEDIA_PREFIX)) return playlist;
  const folder = `${MEDIA_PREFIX}${grant.prefix}`;
  return mapPlaylistUris(playlist, (uri) =>
    uri.startsWith(folder) && !uri.startsWith(SIGNED_MEDIA_PREFIX)
      ? `${SIGNED_MEDIA_PREFIX}${token}/${uri.slice(MEDIA_PREFIX.length)}`
      : uri,
  );
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

async function isFile(path: string): Promise<boolean> {
  return (await fileSize(path)) !== undefined;
}

/** The size of a file; undefined when there is none. */
async function fileSize(path: string): Promise<number | undefined> {
  try {
    const found = await stat(path);
    return found.isFile() ? found.size : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}
