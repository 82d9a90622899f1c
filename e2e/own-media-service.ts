// A second Marquee for the own-media specs, made as an operator makes one: a fresh DATA_DIR,
// sources generated with ffmpeg's test patterns, `import media` on their folder, then the
// server. It is its own process on its own port, so the suite's server and its demo data are
// left as they are.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, secondServerEnv, startSecondServer } from './second-server';

/** What `import media --json` reports for one file. */
export interface ImportedFile {
  file: string;
  outcome: 'published' | 'failed' | 'rejected' | 'queued';
  title?: string;
  vodId?: number;
  reason?: { code: string; message: string };
}

export interface OwnMediaService {
  baseURL: string;
  files: ImportedFile[];
  /** The report's entry for the file named `name`. */
  file(name: string): ImportedFile;
  stop(): Promise<void>;
}

/** The film's length: its own, not the demo clip's 30 s. */
export const FILM_SECONDS = 24;
/** The episode's sidecar subtitle line, on screen from 0.5 s to 5.5 s. */
export const EPISODE_LINE = 'The ferry leaves at dawn.';

const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });

/** A moving test picture with a tone, H.264 (main) and AAC, keyframes every 2 s. */
function makeClip(file: string, size: string, seconds: number): void {
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ...['-g', '50', '-c:a', 'aac', '-b:a', '96k', '-shortest', file],
  ]);
}

/** The operator's folder: a film, two episodes (one with a sidecar subtitle), a phone clip shot upright, a broken file. */
function makeSources(folder: string): void {
  const films = join(folder, 'Films');
  const season = join(folder, 'Shows', 'Night Ferry', 'Season 01');
  mkdirSync(films, { recursive: true });
  mkdirSync(season, { recursive: true });
  makeClip(join(films, 'Sunrise Harbour (2019).mp4'), '640x360', FILM_SECONDS);
  makeClip(join(season, 'Night Ferry - S01E01 - Departure.mp4'), '480x270', 8);
  writeFileSync(
    join(season, 'Night Ferry - S01E01 - Departure.en.srt'),
    `1\n00:00:00,500 --> 00:00:05,500\n${EPISODE_LINE}\n`,
  );
  makeClip(join(season, 'Night Ferry - S01E02 - Crossing.mp4'), '480x270', 6);
  // A phone records landscape pixels and a rotation for the player to apply.
  const landscape = join(folder, 'landscape.tmp.mp4');
  makeClip(landscape, '640x360', 6);
  ffmpeg([
    '-i',
    landscape,
    '-c',
    'copy',
    '-metadata:s:v',
    'rotate=90',
    join(films, 'Phone Clip (2024).mp4'),
  ]);
  rmSync(landscape);
  writeFileSync(join(films, 'Broken Reel (2001).mp4'), Buffer.alloc(64 * 1024, 'not a video '));
}

/** Makes the sources, imports them into a fresh DATA_DIR and serves it on `port`. */
export async function startOwnMediaService(port: number): Promise<OwnMediaService> {
  const work = mkdtempSync(join(tmpdir(), 'marquee-own-media-'));
  const sources = join(work, 'sources');
  const dataDir = join(work, 'data');
  makeSources(sources);
  const env = secondServerEnv(dataDir);
  const output = execFileSync(
    process.execPath,
    ['apps/server/dist/import.js', 'media', '--json', sources],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 * 1024 * 1024 },
  ).toString();
  const files = (JSON.parse(output) as { report: { files: ImportedFile[] } }).report.files;
  const server = await startSecondServer(port, env);
  return {
    baseURL: server.baseURL,
    files,
    file(name) {
      const found = files.find((entry) => entry.file.endsWith(`/${name}`));
      if (!found) throw new Error(`${name} is not in the import's report`);
      return found;
    },
    async stop() {
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
