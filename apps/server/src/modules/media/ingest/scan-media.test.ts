import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanMedia } from './scan-media.js';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'marquee-scan-'));
  const season = join(root, 'tv', 'Night Ferry', 'Season 01');
  mkdirSync(season, { recursive: true });
  mkdirSync(join(root, 'films', '.hidden'), { recursive: true });
  for (const file of [
    'films/Sunrise Harbour (2019).mkv',
    'films/Sunrise Harbour (2019).en.srt',
    'films/Sunrise Harbour (2019).jpg',
    'films/notes.pdf',
    'films/.hidden/Secret (2000).mp4',
    'tv/Night Ferry/Season 01/Night Ferry - S01E02.MP4',
    'tv/Night Ferry/Season 01/Night Ferry - S01E01.mp4',
    'broken.bin',
  ]) {
    writeFileSync(join(root, file), 'x');
  }
  symlinkSync(join(root, 'films'), join(root, 'tv', 'linked films'));
  symlinkSync(join(root, 'tv', 'loop'), join(root, 'tv', 'loop'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('scanMedia', () => {
  it('finds the videos of folders in order, once each, leaving hidden folders and companions out', async () => {
    const scan = await scanMedia([join(root, 'films'), join(root, 'tv')]);
    expect(scan.videos).toEqual([
      join(root, 'films', 'Sunrise Harbour (2019).mkv'),
      join(root, 'tv', 'Night Ferry', 'Season 01', 'Night Ferry - S01E01.mp4'),
      join(root, 'tv', 'Night Ferry', 'Season 01', 'Night Ferry - S01E02.MP4'),
    ]);
    expect(scan.skipped).toEqual([join(root, 'films', 'notes.pdf')]);
  });

  it('reports a path it cannot read with the reason, and goes on with the others', async () => {
    const scan = await scanMedia([join(root, 'nothing-here'), join(root, 'tv')]);
    expect(scan.unreadable).toEqual([
      { path: join(root, 'nothing-here'), reason: 'There is no such file or folder' },
      {
        path: join(root, 'tv', 'loop'),
        reason: 'It cannot be read: its links go round in a circle',
      },
    ]);
    expect(scan.videos).toEqual([
      join(root, 'tv', 'linked films', 'Sunrise Harbour (2019).mkv'),
      join(root, 'tv', 'Night Ferry', 'Season 01', 'Night Ferry - S01E01.mp4'),
      join(root, 'tv', 'Night Ferry', 'Season 01', 'Night Ferry - S01E02.MP4'),
    ]);
  });

  it('takes a file named on its own whatever its name, so that one that is not video is reported', async () => {
    const scan = await scanMedia([join(root, 'broken.bin'), join(root, 'broken.bin')]);
    expect(scan.videos).toEqual([join(root, 'broken.bin')]);
  });
});
