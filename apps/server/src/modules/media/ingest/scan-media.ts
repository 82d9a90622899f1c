import { readdir, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';

/** Extensions of the video files a folder is searched for (any ffmpeg reads may be named). */
const VIDEO_EXTENSIONS = new Set(
  [
    '3gp',
    'asf',
    'avi',
    'divx',
    'flv',
    'm2ts',
    'm4v',
    'mkv',
    'mov',
    'mp4',
    'mpeg',
    'mpg',
    'mts',
    'mxf',
    'ogm',
    'ogv',
    'rm',
    'rmvb',
    'ts',
    'vob',
    'webm',
    'wmv',
  ].map((extension) => `.${extension}`),
);
/** Files beside videos that are not reported as left out: subtitles, artwork, metadata. */
const COMPANION_EXTENSIONS = new Set(
  ['srt', 'vtt', 'ass', 'ssa', 'sub', 'idx', 'nfo', 'jpg', 'jpeg', 'png', 'txt'].map(
    (extension) => `.${extension}`,
  ),
);

/** What a scan found: the videos to import, the files left out, the paths it could not read. */
export interface MediaScan {
  videos: string[];
  /** Files in the folders that are neither video nor a video's companion. */
  skipped: string[];
  unreadable: { path: string; reason: string }[];
}

/** Whether a file's name says it is video. */
export function isVideoName(path: string): boolean {
  return VIDEO_EXTENSIONS.has(extname(path).toLowerCase());
}

/**
 * The video files under `paths`, folders searched recursively (hidden ones skipped, links
 * followed, a file reached twice taken once), each path absolute, in order. A file named on its own is taken whatever its name, so that a file that
 * is not video is reported as such; a path that cannot be read is reported, and the rest go on.
 */
export async function scanMedia(paths: readonly string[]): Promise<MediaScan> {
  const scan: MediaScan = { videos: [], skipped: [], unreadable: [] };
  // A file reached twice (named twice, or through a link) is one file.
  const seen = new Set<string>();
  const firstTime = async (path: string) => {
    const real = await realpath(path);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  };

  async function walk(folder: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      scan.unreadable.push({ path: folder, reason: readReason(error) });
      return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (!entry.name.startsWith('.')) await visit(join(folder, entry.name), false);
    }
  }

  /** A path in a folder (links followed), or named on its own (`given`). */
  async function visit(path: string, given: boolean): Promise<void> {
    let found;
    try {
      found = await stat(path);
    } catch (error) {
      scan.unreadable.push({ path, reason: readReason(error) });
      return;
    }
    if (found.isDirectory()) await walk(path);
    else if (!found.isFile() || !(await firstTime(path))) return;
    else if (given || isVideoName(path)) scan.videos.push(path);
    else if (!COMPANION_EXTENSIONS.has(extname(path).toLowerCase())) scan.skipped.push(path);
  }

  for (const given of paths) await visit(resolve(given), true);
  return scan;
}

/** Why a path could not be read, as a report says it. */
function readReason(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'There is no such file or folder';
    case 'EACCES':
    case 'EPERM':
      return 'It cannot be read: permission denied';
    case 'ELOOP':
      return 'It cannot be read: its links go round in a circle';
    default:
      return `It cannot be read: ${(error as Error).message}`;
  }
}
