import type { LightMyRequestResponse } from 'fastify';
import type { Clock } from '../clock.js';
import { createDeviceAccess } from '../modules/media/media/device-access.js';
import { createMediaAccess, type MediaAccess } from '../modules/media/media/media-access.js';
import { SIGNED_MEDIA_PREFIX, folderOf } from '../modules/media/media/media-paths.js';
import { signMediaToken, type MediaGrant } from '../modules/media/media/media-token.js';

/** A MEDIA_SIGNING_SECRET for tests, and the key it makes. */
export const TEST_MEDIA_SECRET = 'marquee-test-media-signing-secret-0123456789';
export const TEST_MEDIA_KEY = Buffer.from(TEST_MEDIA_SECRET, 'utf8');

/** Media access with TEST_MEDIA_KEY, a 6-hour TTL and every device live unless `isLive` says. */
export function testMediaAccess(
  options: { now?: Clock; isLive?: (deviceId: number) => Promise<boolean> } = {},
): MediaAccess {
  const now = options.now ?? (() => new Date());
  return createMediaAccess({
    key: TEST_MEDIA_KEY,
    ttlSeconds: 6 * 3600,
    now,
    devices: createDeviceAccess(options.isLive ?? (() => Promise.resolve(true)), () =>
      now().getTime(),
    ),
  });
}

/**
 * `/media/s/<token>/<path>` for a path under /media/: by default for device 1 and the path's
 * folder, for an hour, under TEST_MEDIA_KEY.
 */
export function signedMediaUrl(
  path: string,
  grant: Partial<MediaGrant> = {},
  key: Uint8Array = TEST_MEDIA_KEY,
): string {
  const token = signMediaToken(
    {
      prefix: grant.prefix ?? folderOf(path),
      expiresAt: grant.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
      deviceId: grant.deviceId ?? 1,
    },
    key,
  );
  return `${SIGNED_MEDIA_PREFIX}${token}/${path}`;
}

/** One file a stream names, as the origin answered it. */
export interface FetchedMedia {
  url: string;
  /** The URI as the playlist wrote it. */
  uri: string;
  response: LightMyRequestResponse;
}

/**
 * Fetches a playlist and, as a player would, everything it names: variant and rendition
 * playlists, init segments, keys, segments and WebVTT, each URI resolved against the URL of
 * the playlist that names it. Every file once, in the order found.
 */
export async function fetchStream(
  get: (url: string) => Promise<LightMyRequestResponse>,
  url: string,
): Promise<FetchedMedia[]> {
  const fetched = new Map<string, FetchedMedia>();
  const visit = async (target: string, uri: string) => {
    if (fetched.has(target)) return;
    const response = await get(target);
    fetched.set(target, { url: target, uri, response });
    if (response.statusCode !== 200 || !target.split('?')[0]!.endsWith('.m3u8')) return;
    for (const named of playlistUris(response.body)) {
      const resolved = new URL(named, `http://origin${target}`);
      await visit(`${resolved.pathname}${resolved.search}`, named);
    }
  };
  await visit(url, url);
  return [...fetched.values()];
}

/**
 * The URIs a playlist names that a player loads: its URI lines and its tags' URI="..."
 * attributes, less the segments marked EXT-X-GAP (absent on purpose).
 */
export function playlistUris(playlist: string): string[] {
  let gap = false;
  return playlist.split('\n').flatMap((raw) => {
    const line = raw.trim();
    if (line === '') return [];
    if (line === '#EXT-X-GAP') gap = true;
    if (line.startsWith('#')) return [...line.matchAll(/URI="([^"]*)"/g)].map((match) => match[1]!);
    const skipped = gap;
    gap = false;
    return skipped ? [] : [line];
  });
}
