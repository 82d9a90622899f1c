import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FFMPEG_MISSING, findFfmpeg } from './ffmpeg-tools.js';

const folder = mkdtempSync(join(tmpdir(), 'marquee-tools-'));
const program = (name: string, mode = 0o755) => {
  const path = join(folder, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, mode);
  return path;
};
const ffmpeg = program('ffmpeg');
const ffprobe = program('ffprobe');
const elsewhere = program('my-ffprobe');
const notExecutable = program('plain', 0o644);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('findFfmpeg', () => {
  it('takes FFMPEG_PATH with the ffprobe beside it', () => {
    expect(findFfmpeg({ FFMPEG_PATH: ffmpeg, PATH: '' })).toEqual({ ffmpeg, ffprobe });
  });

  it('takes FFPROBE_PATH over the ffprobe beside FFMPEG_PATH', () => {
    expect(findFfmpeg({ FFMPEG_PATH: ffmpeg, FFPROBE_PATH: elsewhere })).toEqual({
      ffmpeg,
      ffprobe: elsewhere,
    });
  });

  it('finds both on PATH', () => {
    expect(findFfmpeg({ PATH: `/nowhere:${folder}` })).toEqual({ ffmpeg, ffprobe });
  });

  it('gives nothing when the named file is missing or not executable', () => {
    expect(findFfmpeg({ FFMPEG_PATH: join(folder, 'missing') })).toBeUndefined();
    expect(findFfmpeg({ FFMPEG_PATH: notExecutable, FFPROBE_PATH: ffprobe })).toBeUndefined();
    expect(findFfmpeg({ PATH: '/nowhere' })).toBeUndefined();
  });

  it('says how to install it in one line', () => {
    expect(FFMPEG_MISSING).toContain('apt-get install ffmpeg');
    expect(FFMPEG_MISSING).toContain('FFMPEG_PATH');
    expect(FFMPEG_MISSING).not.toContain('\n');
  });
});
