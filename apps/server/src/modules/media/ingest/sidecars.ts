import { readdir } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { toBcp47 } from './languages.js';

/** A subtitle file beside a video: its language (BCP 47, 'und' when unnamed) and whether forced. */
export interface Sidecar {
  path: string;
  language: string;
  forced: boolean;
}

const SUBTITLE_EXTENSIONS = new Set(['.srt', '.vtt', '.ass']);

/**
 * Whether `fileName` is a subtitle sidecar of the video named `videoBase` (no extension):
 * `<videoBase>[.<lang>][.forced].srt|vtt|ass`, and its language and forced flag.
 */
export function parseSidecarName(
  videoBase: string,
  fileName: string,
): { language: string; forced: boolean } | undefined {
  const extension = extname(fileName).toLowerCase();
  if (!SUBTITLE_EXTENSIONS.has(extension) || !fileName.startsWith(videoBase)) return undefined;
  const middle = fileName.slice(videoBase.length, fileName.length - extension.length);
  if (middle !== '' && !middle.startsWith('.')) return undefined;
  const parts = middle.split('.').filter((part) => part !== '');
  const forced = parts.at(-1)?.toLowerCase() === 'forced';
  if (forced) parts.pop();
  if (parts.length > 1) return undefined;
  const language = toBcp47(parts[0]);
  // A part that is no language ("Title.commentary.srt") is some other file's name.
  if (parts.length === 1 && language === 'und' && parts[0]?.toLowerCase() !== 'und') {
    return undefined;
  }
  return { language, forced };
}

/** The subtitle sidecars beside a video, in file-name order. */
export async function findSidecars(videoPath: string): Promise<Sidecar[]> {
  const folder = dirname(videoPath);
  const videoBase = basename(videoPath, extname(videoPath));
  const names = (await readdir(folder)).sort();
  return names.flatMap((name) => {
    const parsed = parseSidecarName(videoBase, name);
    return parsed ? [{ path: join(folder, name), ...parsed }] : [];
  });
}
