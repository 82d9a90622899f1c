import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError } from './ingest-error.js';
import { packageMedia } from './package-media.js';
import { H264_AAC, ffmpeg, patternInputs, tempFolder, testTools } from './test-sources.js';

const tools = testTools();
const folder = tempFolder('failures');
const file = (name: string) => join(folder.path, name);
let staged = 0;
const staging = () => {
  staged += 1;
  const path = file(`out-${staged}`);
  mkdirSync(path);
  return path;
};
const script = (name: string, body: string) => {
  writeFileSync(file(name), `#!/bin/sh\n${body}\n`);
  chmodSync(file(name), 0o755);
  return file(name);
};
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => {
  ffmpeg([...patternInputs('640x360', 4), ...H264_AAC, file('short.mp4')]);
  ffmpeg([...patternInputs('320x180', 60), ...H264_AAC, file('long.mp4')]);
});
afterAll(() => folder.remove());

describe('packageMedia failures', () => {
  it('calls running out of room disk_full', async () => {
    // Files over 64 blocks cannot be written: ffmpeg dies of SIGXFSZ or says "File too large".
    const ffmpeg = script('small-disk-ffmpeg', 'ulimit -f 64\nexec /usr/bin/ffmpeg "$@"');
    const error = await packageMedia({
      tools: { ...tools, ffmpeg },
      source: file('short.mp4'),
      sidecars: [],
      staging: staging(),
      preset: 'ultrafast',
      forceEncode: true,
    }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe('disk_full');
  });

  it('kills ffmpeg and rejects when aborted', async () => {
    const pidFile = file('ffmpeg.pid');
    const ffmpeg = script('pid-ffmpeg', `echo $$ > '${pidFile}'\nexec /usr/bin/ffmpeg "$@"`);
    const controller = new AbortController();
    const started = Date.now();
    const error = await packageMedia({
      tools: { ...tools, ffmpeg },
      source: file('long.mp4'),
      sidecars: [],
      staging: staging(),
      preset: 'medium',
      forceEncode: true,
      signal: controller.signal,
      // Abort at the first sign of work, well before a minute of video is encoded.
      onProgress: () => controller.abort(),
    }).catch((failure: unknown) => failure);
    expect((error as Error).name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(isRunning(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  });

  it('refuses a staging folder that is not empty', async () => {
    const path = staging();
    writeFileSync(join(path, 'left-over'), '');
    await expect(
      packageMedia({ tools, source: file('short.mp4'), sidecars: [], staging: path }),
    ).rejects.toThrow('not empty');
  });
});
