// JavaScript a visitor downloads: what /login loads, what home, a film's details page, a TV
// show's details page, the Live TV page and a channel's player load after logging in (measured
// in Chromium from the network, each in a fresh context, so nothing comes from the cache), and
// every chunk of the build.
// Each script is counted twice: as transferred (its body's bytes as the browser received them,
// compressed or not: the encoded size, with Content-Length and Content-Encoding), and gzipped
// (the decoded script gzipped at level 9), which is what the budget counts.
// Budgets (issue): the initial JavaScript of /login, home and a details page at most 120 KiB
// gzipped; every other chunk at most 60 KiB.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { root } from '../scripts/lib.mjs';
import { machine } from './machine';
import { startServer } from './start-server';
import { DEMO_LOGIN } from './web-calls';

const machineAtStart = machine();

const BUDGET_KIB = { initialRoute: 120, otherChunk: 60 };

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

const assets = join(root, 'apps/web/dist/assets');
const chunks = Object.fromEntries(
  readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => [file, kib(gzipSize(readFileSync(join(assets, file))))]),
);

interface Script {
  /** Body bytes as received (encoded size). */
  transferred: number;
  contentLength: number | null;
  contentEncoding: string;
  gzip: number;
}

/** The scripts a page loads from the network on a cold start, with their sizes. */
async function scriptsLoadedBy(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<unknown>,
) {
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const loaded = new Map<string, Script>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return;
        const sizes = await response.request().sizes();
        const headers = await response.allHeaders();
        loaded.set(new URL(response.url()).pathname, {
          transferred: sizes.responseBodySize,
          contentLength: headers['content-length'] ? Number(headers['content-length']) : null,
          contentEncoding: headers['content-encoding'] ?? 'none',
          gzip: gzipSize(body),
        });
      })(),
    );
  });
  // The app fetches what nobody waits for (the realtime socket, the player's code) in the
  // first idle moment after load (apps/web/src/shared/lib/when-idle.ts). The page notes when
  // that moment came; scripts requested from then on are reported apart from the budget.
  await page.addInitScript(() => {
    const original = window.requestIdleCallback?.bind(window);
    if (!original) return;
    window.requestIdleCallback = (callback, options) =>
      original((deadline) => {
        const marked = window as unknown as { marqueeIdleAt?: number };
        marked.marqueeIdleAt ??= performance.now();
        callback(deadline);
      }, options);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await Promise.all(pending);
  const timing = await page.evaluate(() => ({
    idleAt: (window as unknown as { marqueeIdleAt?: number }).marqueeIdleAt ?? null,
    starts: performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
  }));
  const startOf = new Map(timing.starts);
  const whenIdle = (path: string) =>
    timing.idleAt !== null && (startOf.get(path) ?? 0) >= timing.idleAt;
  const initial = [...loaded].filter(([path]) => !whenIdle(path)).map(([, script]) => script);
  const idle = [...loaded].filter(([path]) => whenIdle(path)).map(([, script]) => script);
  const gzipKiB = kib(initial.reduce((sum, script) => sum + script.gzip, 0));
  const met = gzipKiB <= BUDGET_KIB.initialRoute;
  return {
    page,
    result: {
      budgetGzipKiB: BUDGET_KIB.initialRoute,
      gzipKiB,
      transferredKiB: kib(initial.reduce((sum, script) => sum + script.transferred, 0)),
      verdict: met ? 'pass' : 'fail',
      met,
      loadedWhenIdleGzipKiB: kib(idle.reduce((sum, script) => sum + script.gzip, 0)),
      files: Object.fromEntries(
        [...loaded].map(([path, script]) => [
          path,
          {
            gzipKiB: kib(script.gzip),
            transferredKiB: kib(script.transferred),
            contentLength: script.contentLength,
            contentEncoding: script.contentEncoding,
            ...(whenIdle(path) ? { loadedWhenIdle: true } : {}),
          },
        ]),
      ),
    },
  };
}

/** A fresh context (cold cache) with the logged-in visitor's stored session. */
const withSession = async (browser: Browser, visitor: BrowserContext) =>
  browser.newContext({ storageState: await visitor.storageState() });

const server = await startServer();
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: chromiumArgs,
});
try {
  const visitor = await browser.newContext();
  const { page: loginPage, result: login } = await scriptsLoadedBy(
    visitor,
    `${server.baseUrl}/login`,
    (page) => page.getByLabel(/email or username/i).waitFor(),
  );
  await loginPage.getByLabel(/email or username/i).fill(DEMO_LOGIN.identifier);
  await loginPage.getByLabel(/password/i).fill(DEMO_LOGIN.password);
  await loginPage.getByRole('button', { name: /log in/i }).click();
  await loginPage.waitForURL(`${server.baseUrl}/`);

  // A returning subscriber: the stored session, a cold cache, home opened directly.
  const { page: homePage, result: home } = await scriptsLoadedBy(
    await withSession(browser, visitor),
    `${server.baseUrl}/`,
    (page) => page.getByTestId('title-card').first().waitFor(),
  );
  const firstLink = (selector: string) =>
    homePage
      .locator(selector)
      .first()
      .getAttribute('href')
      .then((href) => new URL(href!, server.baseUrl).pathname);
  const filmPath = await firstLink('a[href^="/movies/"]');
  const seriesPath = await firstLink('a[href^="/tv-shows/"]:not([href*="/episode/"])');

  // A film's and a TV show's details pages opened directly, again with a cold cache.
  const { result: filmDetails } = await scriptsLoadedBy(
    await withSession(browser, visitor),
    `${server.baseUrl}${filmPath}`,
    (page) => page.getByRole('button', { name: 'Play', exact: true }).waitFor(),
  );
  const { result: seriesDetails } = await scriptsLoadedBy(
    await withSession(browser, visitor),
    `${server.baseUrl}${seriesPath}`,
    (page) => page.getByTestId('season-episodes').getByTestId('title-card').first().waitFor(),
  );

  // The live pages opened directly: the Live TV grid, and a channel in the player.
  const { page: liveTvPage, result: liveTv } = await scriptsLoadedBy(
    await withSession(browser, visitor),
    `${server.baseUrl}/channel-categories/all`,
    (page) => page.locator('a[href^="/channels/"]').first().waitFor(),
  );
  const channelPath = await liveTvPage
    .locator('a[href^="/channels/"]')
    .first()
    .getAttribute('href')
    .then((href) => new URL(href!, server.baseUrl).pathname);
  const { result: channelPlayer } = await scriptsLoadedBy(
    await withSession(browser, visitor),
    `${server.baseUrl}${channelPath}`,
    (page) => page.getByTestId('player-video').waitFor(),
  );

  // The TV guide opened directly: its grid with programme titles.
  const { result: guide } = await scriptsLoadedBy(
    await withSession(browser, visitor),
    `${server.baseUrl}/epg-channels`,
    (page) => page.getByRole('gridcell').first().waitFor(),
  );

  // Every chunk no measured page loads at first: lazy routes, the player, hls.js...
  const initial = new Set(
    [login, home, filmDetails, seriesDetails, liveTv, channelPlayer, guide].flatMap((route) =>
      Object.keys(route.files).map((path) => path.split('/').pop()!),
    ),
  );
  const otherChunksOverBudget = Object.fromEntries(
    Object.entries(chunks).filter(
      ([file, size]) => !initial.has(file) && size > BUDGET_KIB.otherChunk,
    ),
  );

  console.log(
    JSON.stringify(
      {
        benchmark: 'bundle-size',
        machineAtStart,
        budgetGzipKiB: BUDGET_KIB,
        routes: {
          login: { path: '/login', ...login },
          home: { path: '/', ...home },
          filmDetails: { path: filmPath, ...filmDetails },
          seriesDetails: { path: seriesPath, ...seriesDetails },
          liveTv: { path: '/channel-categories/all', ...liveTv },
          channelPlayer: { path: channelPath, ...channelPlayer },
          guide: { path: '/epg-channels', ...guide },
        },
        otherChunksOver60KiB: otherChunksOverBudget,
        met: {
          login: login.met,
          home: home.met,
          filmDetails: filmDetails.met,
          seriesDetails: seriesDetails.met,
          liveTv: liveTv.met,
          channelPlayer: channelPlayer.met,
          guide: guide.met,
          otherChunks: Object.keys(otherChunksOverBudget).length === 0,
        },
        chunksGzipKiB: chunks,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
