import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { playlistSegments } from './hls-playlists.js';
import { LIBRARY_FOLDER } from './ingest-worker.js';

/** A rendition of a master playlist. */
export interface Rendition {
  width: number | null;
  height: number | null;
  bandwidth: number | null;
}

/** The renditions of a master playlist's text, in its order, with their playlists' URIs. */
export function masterRenditions(master: string): (Rendition & { uri: string })[] {
  const lines = master.split(/\r?\n/);
  const found: (Rendition & { uri: string })[] = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const size = /RESOLUTION=(\d+)x(\d+)/.exec(line);
    const bandwidth = /[:,]BANDWIDTH=(\d+)/.exec(line);
    const uri = lines.slice(index + 1).find((next) => next.trim() && !next.startsWith('#'));
    found.push({
      width: size ? Number(size[1]) : null,
      height: size ? Number(size[2]) : null,
      bandwidth: bandwidth ? Number(bandwidth[1]) : null,
      uri: uri?.trim() ?? '',
    });
  });
  return found;
}

/**
 * The renditions and length of a master playlist this server published
 * (`/media/library/...`), read from MEDIA_DIR; nothing is known of any other.
 */
export async function publishedFacts(
  mediaDir: string,
  url: string,
): Promise<{ renditions: Rendition[]; durationSeconds: number | null }> {
  const unknown = { renditions: [], durationSeconds: null };
  const prefix = `/media/${LIBRARY_FOLDER}/`;
  if (!url.startsWith(prefix) || url.split('/').includes('..')) return unknown;
  const master = join(mediaDir, url.slice('/media/'.length));
  try {
    const renditions = masterRenditions(await readFile(master, 'utf8'));
    const first = renditions.find((rendition) => rendition.uri && !rendition.uri.includes('..'));
    const variant = first && (await readFile(join(dirname(master), first.uri), 'utf8'));
    const seconds = variant
      ? playlistSegments(variant).reduce((sum, segment) => sum + segment.seconds, 0)
      : null;
    return {
      renditions: renditions.map(({ width, height, bandwidth }) => ({ width, height, bandwidth })),
      durationSeconds: seconds === null ? null : Math.round(seconds * 100) / 100,
    };
  } catch {
    return unknown;
  }
}
