// Time to first frame of a title the operator packaged (npm run import -- media), from the Play
// click on its details page, in Chromium, against a plain `<video src>` of its very source file
// (native-first-frame.ts). A 60 s 1280x720 H.264/AAC source (testsrc2 and a tone, `+faststart`
// so the plain video can start before the whole file is there) is imported into a fresh
// DATA_DIR by the built import command, then served by the built server. Budget (DESIGN.md):
// at most 1.5 times the plain video. Also the seek-bar thumbnail's delay from a pointer move
// over the seek bar to its frame drawn (the budget: within 200 ms).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { FFMPEG_MISSING, findFfmpeg } from '../apps/server/src/modules/media/ingest/ffmpeg-tools';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { root } from '../scripts/lib.mjs';
import { measureNativeFirstFrame } from './native-first-frame';
import {
  clickToFirstFrame,
  firstFrameReport,
  firstFrameSummary,
  logInAsDemo,
  playerFirstFrames,
} from './player-first-frame';
import { freshDataDir, startServer } from './start-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const tools = findFfmpeg();
if (!tools) throw new Error(FFMPEG_MISSING);

const dataDir = freshDataDir();
const sources = join(dataDir, 'sources');
mkdirSync(sources);
const source = join(sources, 'Bench Harbour (2020).mp4');
execFileSync(tools.ffmpeg, [
  ...['-v', 'error', '-y'],
  ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=60'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=60'],
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
  ...['-g', '50', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', source],
]);
const report = JSON.parse(
  execFileSync(process.execPath, ['apps/server/dist/import.js', 'media', '--json', sources], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', INIT_CWD: root },
  }).toString(),
) as { report: { files: Array<{ outcome: string; vodId?: number }> } };
const [film] = report.report.files;
if (film?.outcome !== 'published')
  throw new Error(`the source was not packaged: ${JSON.stringify(film)}`);

/**
 * Milliseconds from a pointer move over the seek bar to the frame drawn above it (the tile in
 * the page and a frame painted after), a second after playback starts, `runs` times.
 */
async function hoverToThumbnail(page: Page, url: string, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await clickToFirstFrame(page, page.getByRole('button', { name: 'Play', exact: true }));
    await page.waitForTimeout(1000);
    const elapsed = await page.evaluate(
      async (fraction) => {
        const bar = document.querySelector<HTMLInputElement>('input[aria-label="Seek"]')!;
        const box = bar.getBoundingClientRect();
        const started = performance.now();
        bar.dispatchEvent(
          new PointerEvent('pointermove', {
            bubbles: true,
            pointerType: 'mouse',
            clientX: box.left + box.width * fraction,
            clientY: box.top + box.height / 2,
          }),
        );
        // No named functions in here: tsx would wrap them in a helper the page lacks.
        while (!document.querySelector('[data-testid="seek-tile"]')) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return performance.now() - started;
      },
      0.2 + (0.6 * run) / runs,
    );
    samples.push(Math.round(elapsed));
    await page.keyboard.press('Escape');
  }
  return samples;
}

const server = await startServer({ dataDir });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await (await browser.newContext()).newPage();
  await logInAsDemo(page, server.baseUrl);
  const samples = await playerFirstFrames(page, `${server.baseUrl}/movies/${film.vodId}`, RUNS);
  const hovers = await hoverToThumbnail(page, `${server.baseUrl}/movies/${film.vodId}`, RUNS);
  const native = await measureNativeFirstFrame(browser, RUNS, readFileSync(source));
  const budget = 'player at most 1.5 times the plain <video src> of the source';
  console.log(firstFrameReport('ingested-first-frame', budget, RUNS, samples, native));
  console.log(
    JSON.stringify({ benchmark: 'seek-thumbnail', budgetMs: 200, ...firstFrameSummary(hovers) }),
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
