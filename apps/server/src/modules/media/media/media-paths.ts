import { isPlain } from './media-token.js';

/** Where the media origin is mounted. */
export const MEDIA_PREFIX = '/media/';

/** Signed URLs: `/media/s/<token>/<path under /media/>`. No media folder may be called `s`. */
export const SIGNED_MEDIA_PREFIX = '/media/s/';

/**
 * Folders anyone may play without a signature: trailers and adverts, which the spec shows to
 * every viewer and whose URLs the catalogue lists and campaigns carry (answers shared by all
 * viewers, so they cannot be signed per device).
 */
export const PUBLIC_MEDIA_FOLDERS = ['vod/trailer/', 'vod/advert/', 'vod/advert-offer/'];

/**
 * Whether a path under /media/ plays unsigned: the public folders, WebVTT files, since a
 * title's sidecar subtitles (`movie_source.subtitles`) come in the same shared lists, and the
 * poster and backdrop frames of packaged media. WebVTT holds text only; the picture, sound and
 * keys stay signed.
 */
export function isPublicMedia(path: string): boolean {
  return (
    PUBLIC_MEDIA_FOLDERS.some((folder) => path.startsWith(folder)) ||
    path.toLowerCase().endsWith('.vtt') ||
    PACKAGED_ART.test(path)
  );
}

/**
 * The poster and backdrop frames of packaged media (`library/<job>/poster.jpg`), which the
 * catalogue lists to every viewer as it lists generated artwork.
 */
const PACKAGED_ART = /^library\/[^/]+\/(poster|backdrop)\.jpg$/;

/**
 * The file path a request names under /media/ (`raw`: the rest of the URL's path, still
 * %-encoded), decoded segment by segment; undefined when it cannot be read or could leave its
 * folder: an empty, `.` or `..` segment (also %-encoded), an encoded `/`, a backslash or a
 * control character.
 */
export function mediaPathOf(raw: string): string | undefined {
  const segments: string[] = [];
  for (const encoded of raw.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.' || segment === '..') return undefined;
    if (segment.includes('/') || !isPlain(segment)) return undefined;
    segments.push(segment);
  }
  return segments.join('/');
}

/** The folder of a path under /media/, with its trailing `/` (`` at the top). */
export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** The URIs of a playlist: its URI lines and its tags' URI="..." attributes, mapped. */
export function mapPlaylistUris(playlist: string, map: (uri: string) => string): string {
  return playlist
    .split('\n')
    .map((line) => {
      const text = line.trim();
      if (text === '') return line;
      if (!text.startsWith('#')) return line.replace(text, () => map(text));
      if (!text.startsWith('#EXT')) return line;
      return line.replace(/URI="([^"]*)"/g, (_all, uri: string) => `URI="${map(uri)}"`);
    })
    .join('\n');
}
