// `npm run import -- media` killed in the middle of an encode (SIGKILL: no clean-up at all)
// publishes nothing, and the next import of the same folder packages the file from the start.
// The built command (apps/server/dist/import.js) runs in a process of its own on PGlite in a
// DATA_DIR, as an operator runs it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client.js';
import { mediaJobs, vods } from '../../../db/schema.js';
import { serverRoot } from '../../../paths.js';
import { H264_AAC, ffmpeg, patternInputs, tempFolder } from './test-sources.js';

const repositoryRoot = join(serverRoot, '..', '..');
const work = tempFolder('media-crash');
const dataDir = join(work.path, 'data');
const sources = join(work.path, 'sources');
const staging = join(dataDir, 'media', '.staging');
const library = join(dataDir, 'media', 'library');

beforeAll(() => {
  mkdirSync(sources, { recursive: true });
  // Long enough at 720p for the kill to land while ffmpeg writes its renditions.
  ffmpeg([
    ...patternInputs('1280x720', 30),
    ...H264_AAC,
    '-shortest',
    join(sources, 'Long Take (2015).mp4'),
  ]);
}, 60_000);
afterAll(() => work.remove());

/** The import command on the folder; killed once its staging folder holds a segment, if told. */
function runImport(kill: boolean): Promise<{ ended: number | string; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  delete env.INIT_CWD;
  const child = spawn(
    process.execPath,
    ['apps/server/dist/import.js', 'media', '--json', sources],
    {
      cwd: repositoryRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const watch = kill
    ? setInterval(() => {
        if (segmentsIn(staging) > 0) child.kill('SIGKILL');
      }, 50)
    : undefined;
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearInterval(watch);
      resolve({ ended: code ?? signal ?? 'unknown', output });
    }),
  );
}

/** How many media segments lie anywhere under a folder. */
function segmentsIn(folder: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.m4s'),
  ).length;
}

async function readDatabase() {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    return {
      jobs: await database.db.select().from(mediaJobs),
      titles: (await database.db.select({ title: vods.title }).from(vods)).map((row) => row.title),
    };
  } finally {
    await database.close();
  }
}

describe('an import of media killed mid-encode', () => {
  it('publishes nothing and leaves the file queued, and the next import packages it whole', async () => {
    const killed = await runImport(true);
    expect(killed.ended).toBe('SIGKILL');
    expect(existsSync(library) ? readdirSync(library) : []).toEqual([]);
    const after = await readDatabase();
    expect(after.jobs).toEqual([expect.objectContaining({ state: 'running', attempts: 1 })]);
    expect(after.titles).not.toContain('Long Take');

    const again = await runImport(false);
    expect(again.ended, again.output).toBe(0);
    const { report } = JSON.parse(again.output) as {
      report: { files: Array<{ outcome: string; jobId: number }> };
    };
    expect(report.files).toEqual([expect.objectContaining({ outcome: 'published' })]);
    const jobId = report.files[0]!.jobId;
    expect(jobId).toBe(after.jobs[0]!.id);
    expect(readdirSync(library)).toEqual([String(jobId)]);
    expect(existsSync(join(library, String(jobId), 'master.m3u8'))).toBe(true);
    expect(readdirSync(staging)).toEqual([]);
    const done = await readDatabase();
    expect(done.jobs).toEqual([expect.objectContaining({ state: 'published', attempts: 2 })]);
    expect(done.titles).toContain('Long Take');
  }, 240_000);
});
