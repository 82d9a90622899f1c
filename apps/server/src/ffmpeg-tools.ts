// Finding Debian's ffmpeg and ffprobe: media ingest packages with them, the studio catalogue
// cuts uploaded artwork with them.
import { delimiter, dirname, join } from 'node:path';
import { isExecutable } from './tied-spawn.js';

/** The two programs the engine runs. */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

/** What to tell an operator when neither FFMPEG_PATH nor ffmpeg on PATH is usable. */
export const FFMPEG_MISSING =
  'ffmpeg and ffprobe are needed to import media: install them (apt-get install ffmpeg on Debian) or set FFMPEG_PATH (and FFPROBE_PATH when ffprobe is elsewhere).';

const onPath = (name: string, path: string | undefined): string | undefined =>
  (path ?? '')
    .split(delimiter)
    .filter((folder) => folder !== '')
    .map((folder) => join(folder, name))
    .find(isExecutable);

/** ffmpeg and ffprobe from FFMPEG_PATH (ffprobe beside it or FFPROBE_PATH), else from PATH. */
export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegTools | undefined {
  const named = env.FFMPEG_PATH;
  if (named) {
    const ffprobe = env.FFPROBE_PATH ?? join(dirname(named), 'ffprobe');
    return isExecutable(named) && isExecutable(ffprobe) ? { ffmpeg: named, ffprobe } : undefined;
  }
  const ffmpeg = onPath('ffmpeg', env.PATH);
  const ffprobe = env.FFPROBE_PATH ?? onPath('ffprobe', env.PATH);
  return ffmpeg && ffprobe && isExecutable(ffprobe) ? { ffmpeg, ffprobe } : undefined;
}
