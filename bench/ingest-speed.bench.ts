// Packaging speed of the media ingest engine (apps/server/src/modules/media/ingest): a
// generated BENCH_INGEST_SECONDS (600) long 1080p25 H.264/AAC source (testsrc2 and a tone, made
// once and kept in the system's temporary folder) packaged by packageMedia (a) on the fast path
// (1080p copied, 720p to 360p encoded) and (b) with every rendition encoded; beside each, (c) and
// (d), the very ffmpeg command lines packageMedia runs (ffmpegJobs, through planPackaging) run by
// hand. Speed is the source's duration over the wall time (x real time); the overhead is what
// Marquee adds to ffmpeg's own time (probing, playlists, measuring segments), in %.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { jobFolders } from '../apps/server/src/modules/media/ingest/ffmpeg-jobs';
import { FFMPEG_MISSING, findFfmpeg } from '../apps/server/src/modules/media/ingest/ffmpeg-tools';
import {
  packageMedia,
  planPackaging,
  type PackageOptions,
} from '../apps/server/src/modules/media/ingest/package-media';
import { machine } from './machine';

const run = promisify(execFile);
const machineAtStart = machine();
const SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 600);
const tools = findFfmpeg();
if (!tools) throw new Error(FFMPEG_MISSING);

const cache = join(tmpdir(), 'marquee-ingest-bench');
const source = join(cache, `source-1080p25-${SECONDS}s.mp4`);

/** The source, generated on the first run only (several minutes on 2 cores). */
async function ensureSource(): Promise<void> {
  if (existsSync(source)) return;
  await mkdir(cache, { recursive: true });
  const lavfi = (graph: string) => ['-f', 'lavfi', '-i', `${graph}:duration=${SECONDS}`];
  await run(tools!.ffmpeg, [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y'],
    ...lavfi('testsrc2=size=1920x1080:rate=25'),
    ...lavfi('sine=frequency=440'),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-f', 'mp4', `${source}.part`],
  ]);
  await rename(`${source}.part`, source);
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

async function withStaging<T>(work: (staging: string) => Promise<T>): Promise<T> {
  const staging = await mkdtemp(join(tmpdir(), 'marquee-ingest-run-'));
  try {
    return await work(staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const options = (staging: string, forceEncode: boolean): PackageOptions => ({
  tools: tools,
  source,
  sidecars: [],
  staging,
  forceEncode,
});

/** packageMedia end to end: probe, every ffmpeg run, playlists and master. */
const engine = (forceEncode: boolean) =>
  withStaging(async (staging) => {
    const started = performance.now();
    const packaged = await packageMedia(options(staging, forceEncode));
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      renditions: packaged.renditions.map((r) => `${r.height}${r.copied ? ' copied' : ''}`),
    };
  });

/** The same ffmpeg command lines, planned beforehand and timed alone. */
const byHand = (forceEncode: boolean) =>
  withStaging(async (staging) => {
    const { plan, subtitles, jobs } = await planPackaging(options(staging, forceEncode));
    for (const folder of jobFolders(plan, subtitles)) await mkdir(join(staging, folder));
    const started = performance.now();
    for (const job of jobs) await run(tools.ffmpeg, job.args, { maxBuffer: 64 * 1024 * 1024 });
    return { seconds: (performance.now() - started) / 1000, processes: jobs.length };
  });

await ensureSource();
const figures = (engineSeconds: number, handSeconds: number) => ({
  engineSeconds: round(engineSeconds, 1),
  engineSpeed: round(SECONDS / engineSeconds),
  ffmpegByHandSeconds: round(handSeconds, 1),
  ffmpegByHandSpeed: round(SECONDS / handSeconds),
  overheadPercent: round(((engineSeconds - handSeconds) / handSeconds) * 100, 1),
});
// Each engine run is followed at once by its hand run, so both meet the same load.
// BENCH_INGEST_CASES (`fast,full`) picks the cases: on 2 cores the full ladder of a 10-minute
// source takes longer than the fast path's.
const cases = (process.env.BENCH_INGEST_CASES ?? 'fast,full').split(',');
const measure = async (forceEncode: boolean) => {
  const engineRun = await engine(forceEncode);
  const handRun = await byHand(forceEncode);
  return {
    renditions: engineRun.renditions,
    ffmpegProcesses: handRun.processes,
    ...figures(engineRun.seconds, handRun.seconds),
  };
};
const fastPath = cases.includes('fast') ? await measure(false) : null;
// A long run: the first figures as soon as they are known.
if (fastPath) console.error(`fast path: ${JSON.stringify(fastPath)}`);
const fullLadder = cases.includes('full') ? await measure(true) : null;

console.log(
  JSON.stringify(
    {
      benchmark: 'ingest-speed',
      machineAtStart,
      machineAtEnd: machine(),
      sourceSeconds: SECONDS,
      source: '1920x1080 25 fps H.264 (ultrafast) + AAC, testsrc2 and sine',
      fastPath,
      fullLadder,
    },
    null,
    2,
  ),
);
