// The TV guide (/epg-channels) in Chromium on a large generated guide: BENCH_GUIDE_CHANNELS
// (500) channels over 7 days around now, made of the 59 demo channels (the seed's, with their
// own rolling guide) and generated ones (`seedLargeGuide`, as the API's guide-tile bench),
// written into the server's DATA_DIR before it starts; then the same at 85.
// Figures, in a warm browser on a warm server (the first visit is a warm-up):
// - titles: ms from the start of the navigation to /epg-channels to the first programme title
//   in the grid, p50 over BENCH_RUNS (10) visits;
// - scrolling: the longest long task (PerformanceObserver 'longtask') while the grid scrolls a
//   whole day to the right, a frame at a time, then down every channel, and the number of grid
//   cells in the DOM at the end (virtualisation keeps it to what is on screen).
// Budgets: titles within 500 ms, no long task over 50 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/modules/intake/seed/seed';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { seedLargeGuide } from './large-guide';
import { machine } from './machine';
import { logInAsDemo } from './player-first-frame';
import { startServer } from './start-server';
import { median } from './statistics';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SIZES = (process.env.BENCH_GUIDE_CHANNELS ?? '500,85').split(',').map(Number);
const DEMO_CHANNELS = 59;
const DAYS = 7;

/**
 * A data folder whose database holds the demo (and its 59 channels, numbered from 101) and
 * `total - 59` generated channels after them (`seedLargeGuide`), 7 days each side of now.
 */
async function generatedGuide(total: number): Promise<{ folder: string; dataDir: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'marquee-guide-page-'));
  const dataDir = join(folder, 'data');
  // The server keeps its PGlite database in DATA_DIR/pglite (main.ts).
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedDemoData(database.db, { films: 30, shows: 2 });
    const generated = total - DEMO_CHANNELS;
    if (generated > 0) {
      await seedLargeGuide(database.db, { channels: generated, days: DAYS, firstNumber: 1001 });
    }
  } finally {
    await database.close();
  }
  return { folder, dataDir };
}

/** Records, from the page's start, when the first programme title shows and every long task. */
function watchPage() {
  const marks = window as unknown as { titlesAt?: number; longTasks: number[] };
  marks.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role="gridcell"]')) {
      marks.titlesAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Scrolls the grid by `step` px a frame, to the right (x) or down (y), `distance` px in all. A
 * script text: tsx's helpers (`__name`) do not exist in the page.
 */
const scrollGrid = (axis: 'x' | 'y', step: number, distance: number) => `
  new Promise((resolve) => {
    const grid = document.querySelector('[role="grid"]');
    let moved = 0;
    const frame = () => {
      if (moved >= ${distance}) return resolve();
      moved += ${step};
      grid.scrollBy({ ${axis === 'x' ? 'left' : 'top'}: ${step} });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`;

async function measure(browser: Browser, baseUrl: string, channels: number) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await logInAsDemo(page, baseUrl);
  await page.addInitScript(watchPage);
  const titles: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    await page.goto(`${baseUrl}/epg-channels`);
    await page.waitForFunction(() => (window as { titlesAt?: number }).titlesAt !== undefined);
    const at = await page.evaluate(() => (window as unknown as { titlesAt: number }).titlesAt);
    // The first visit warms the browser's cache and the server up.
    if (run > 0) titles.push(Math.round(at));
  }
  const rows = await page.getByRole('grid').getAttribute('aria-rowcount');
  await page.waitForTimeout(1000);
  // What the observer saw while the last visit loaded: proof that it reports at all.
  const duringLoad = await page.evaluate(() =>
    (window as unknown as { longTasks: number[] }).longTasks.splice(0),
  );
  const day = 24 * 60 * 5;
  await page.evaluate(scrollGrid('x', 60, day));
  const horizontal = await page.evaluate(() =>
    (window as unknown as { longTasks: number[] }).longTasks.splice(0),
  );
  await page.evaluate(scrollGrid('y', 144, channels * 72));
  await page.waitForTimeout(500);
  const vertical = await page.evaluate(() =>
    (window as unknown as { longTasks: number[] }).longTasks.splice(0),
  );
  const cells = await page.locator('[role="gridcell"]').count();
  // Rows are numbered from 2 (the time header is 1): the position of the last channel drawn.
  const lastChannelDrawn = await page
    .getByRole('row')
    .evaluateAll(
      (rows) => Math.max(...rows.map((row) => Number(row.getAttribute('aria-rowindex')))) - 1,
    );
  const scrolledTo = await page
    .getByRole('grid')
    .evaluate((grid) => ({ left: grid.scrollLeft, top: grid.scrollTop }));
  await context.close();
  const longest = (tasks: number[]) => Math.round(Math.max(0, ...tasks));
  return {
    channels,
    gridRows: Number(rows) - 1,
    titles: { p50Ms: median(titles), samplesMs: titles },
    scrollDay: { longestLongTaskMs: longest(horizontal), longTasks: horizontal.length },
    scrollChannels: { longestLongTaskMs: longest(vertical), longTasks: vertical.length },
    cellsInDomAtEnd: cells,
    lastChannelDrawn,
    scrolledTo,
    lastVisitLoad: { longestLongTaskMs: longest(duringLoad), longTasks: duringLoad.length },
  };
}

const results = [];
const machineAtStart = machine();
for (const channels of SIZES) {
  const { folder, dataDir } = await generatedGuide(channels);
  const server = await startServer({ dataDir });
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: chromiumArgs,
  });
  try {
    results.push(await measure(browser, server.baseUrl, channels));
  } finally {
    await browser.close();
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
console.log(
  JSON.stringify(
    {
      benchmark: 'guide-page',
      budgets: { titlesP50Ms: 500, longestLongTaskMs: 50 },
      machineAtStart,
      runs: RUNS,
      results,
    },
    null,
    2,
  ),
);
