import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { LiveSegment } from './live-timeline.js';

/** The folder of the committed media that channels loop, under the media folder. */
export const ASSET_FOLDER = 'vod';

/** One rendition of the library: its folder name (`720p`) and its EXT-X-STREAM-INF line. */
export interface Rendition {
  name: string;
  /** Picture height, for ordering and for the profiles' rules. */
  height: number;
  /** The attribute list as the committed master playlist writes it, in order. */
  attributes: Array<[name: string, value: string]>;
}

/**
 * A piece of committed media a channel can loop: its renditions (the first is the lowest),
 * their timing, which is the same in every rendition, and its init segment.
 */
export interface LibraryAsset {
  id: string;
  renditions: Rendition[];
  /** File names and durations, shared by every rendition. */
  segments: LiveSegment[];
  /** The fMP4 init segment's file name (EXT-X-MAP), when there is one. */
  map: string | undefined;
  /** Its seek-bar thumbnail sheet (SHEET_FILE), when it has one: the size of each tile. */
  sheet?: TileSize;
}

/** The pixel size of one tile of a thumbnail sheet. */
export interface TileSize {
  width: number;
  height: number;
}

/**
 * An asset's thumbnail sheet, beside its master (scripts/make-media.sh): one tile per segment,
 * in a row in segment order, each TILE_WIDTH wide and as high as the picture's shape makes it.
 */
export const SHEET_FILE = 'thumbnails/sheet.jpg';
export const TILE_WIDTH = 320;

/** A tile's size for a picture of `resolution` (`640x360`): TILE_WIDTH wide, an even height. */
export function tileSizeOf(resolution: string): TileSize | undefined {
  const match = /^(\d+)x(\d+)$/.exec(resolution);
  if (!match || Number(match[1]) <= 0 || Number(match[2]) <= 0) return undefined;
  const height = 2 * Math.round((TILE_WIDTH * Number(match[2])) / Number(match[1]) / 2);
  return { width: TILE_WIDTH, height };
}

/** The assets by folder name (`demo`, `trailer`, ...). */
export type AssetLibrary = ReadonlyMap<string, LibraryAsset>;

interface MediaPlaylist {
  segments: LiveSegment[];
  map: string | undefined;
}

/**
 * Reads every asset folder that has a master playlist: its renditions from the master and
 * their segments from each rendition's playlist. A rendition whose segments differ in names or
 * timing from the lowest one's is left out (a channel plays the lowest in its place), so that
 * every rendition of a channel cuts the same timeline.
 */
export async function loadAssetLibrary(demoMediaDir: string): Promise<AssetLibrary> {
  const root = join(demoMediaDir, ASSET_FOLDER);
  const library = new Map<string, LibraryAsset>();
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const master = await readText(join(root, entry.name, 'master.m3u8'));
    if (master === undefined) continue;
    const variants = parseMaster(master).sort((a, b) => a.rendition.height - b.rendition.height);
    let reference: MediaPlaylist | undefined;
    const renditions: Rendition[] = [];
    for (const { rendition, uri } of variants) {
      const text = await readText(join(root, entry.name, uri));
      if (text === undefined) continue;
      const playlist = parseMediaPlaylist(text);
      if (!namesFilesBeside(playlist)) continue;
      reference ??= playlist;
      if (sameTimeline(reference, playlist)) renditions.push(rendition);
    }
    if (!reference || renditions.length === 0) continue;
    const sheet = (await isFile(join(root, entry.name, SHEET_FILE)))
      ? tileSizeOf(attributeOf(renditions[0]!, 'RESOLUTION') ?? '')
      : undefined;
    library.set(entry.name, { id: entry.name, renditions, ...reference, ...(sheet && { sheet }) });
  }
  return library;
}

/** Segments (and init segment) named as files beside the playlist, which the channels' paths keep. */
function namesFilesBeside({ segments, map }: MediaPlaylist): boolean {
  const plain = (uri: string) => /^[A-Za-z0-9_.-]+$/.test(uri) && !uri.startsWith('.');
  return (
    segments.length > 0 &&
    segments.every((segment) => plain(segment.uri) && segment.duration > 0) &&
    (map === undefined || plain(map))
  );
}

function sameTimeline(a: MediaPlaylist, b: MediaPlaylist): boolean {
  return (
    a.map === b.map &&
    a.segments.length === b.segments.length &&
    a.segments.every(
      (segment, n) =>
        segment.uri === b.segments[n]!.uri && segment.duration === b.segments[n]!.duration,
    )
  );
}

/** The variants of a master playlist whose URI is `<rendition>/<file>.m3u8`. */
function parseMaster(text: string): Array<{ rendition: Rendition; uri: string }> {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  return lines.flatMap((line, n) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return [];
    const uri = lines[n + 1] ?? '';
    const name = /^([A-Za-z0-9_-]+)\/[^/]+\.m3u8$/.exec(uri)?.[1];
    if (!name) return [];
    const attributes = parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
    const resolution = attributeOf({ attributes }, 'RESOLUTION') ?? '';
    const height = Number(/^\d+x(\d+)$/.exec(resolution)?.[1] ?? Number.parseInt(name, 10));
    return [{ rendition: { name, height: Number.isFinite(height) ? height : 0, attributes }, uri }];
  });
}

function attributeOf(rendition: Pick<Rendition, 'attributes'>, name: string): string | undefined {
  return rendition.attributes.find(([key]) => key === name)?.[1];
}

/** An attribute list (RFC 8216 §4.2): NAME=value pairs, quoted values holding commas. */
function parseAttributes(list: string): Array<[string, string]> {
  return [...list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)].map((match) => [match[1]!, match[2]!]);
}

function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const map = /^#EXT-X-MAP:.*URI="([^"]+)"/.exec(
    lines.find((l) => l.startsWith('#EXT-X-MAP:')) ?? '',
  );
  const segments = lines.flatMap((line, n) =>
    line.startsWith('#EXTINF:')
      ? [{ duration: Number(line.slice(8).split(',')[0]), uri: lines[n + 1] ?? '' }]
      : [],
  );
  return { segments, map: map?.[1] };
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
