// Test helpers: artwork uploaded as the console's catalogue editor uploads it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearer } from './studio-calls.js';
import type { TestApp } from './test-app.js';

/** A 1000x800 PNG made by ffmpeg in `folder`, as the base64 an upload sends. */
export function testImage(folder: string): string {
  const png = join(folder, 'original.png');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1000x800',
    '-frames:v',
    '1',
    png,
  ]);
  return readFileSync(png).toString('base64');
}

/** A cover cut of testImage: 2:3, as the crop tool sends it. */
export const COVER_CROP = { x: 100, y: 50, width: 400, height: 600 };
/** A backdrop cut of testImage: 16:9. */
export const BACKDROP_CROP = { x: 0, y: 0, width: 1000, height: 563 };

/** Uploads `data` into a slot (cover, backdrop, still) of a film or episode (`vods`) or show. */
export const uploadTitleArt = (
  t: TestApp,
  token: string,
  title: { model: 'vods' | 'shows'; id: number },
  slot: string,
  crop: object,
  data: string,
) =>
  t.call({
    method: 'POST',
    url: `/api/studio/catalogue/art/${title.id}?model=${title.model}&slot=${slot}`,
    headers: bearer(token),
    body: { data, crop },
  });
