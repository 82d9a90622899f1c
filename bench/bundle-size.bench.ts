// JavaScript a visitor downloads, gzipped: what /login loads, what home and a film's details page
// load after logging in (measured in Chromium from the network), and every chunk of the build.
// Budgets (DESIGN.md): /login and home at most 120 KiB; any other route chunk at most 60 KiB.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { root } from '../scripts/lib.mjs';
import { startServer } from './start-server';

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

const assets = join(root, 'apps/web/dist/assets');
const chunks = Object.fromEntries(
  readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => [file, kib(gzipSize(readFileSync(join(assets, file))))]),
);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: chromiumArgs,
});
try {
  // Each page opens in a fresh context, so nothing comes from the cache.
  const scriptsLoadedBy = async (
    context: BrowserContext,
    url: string,
    ready: (page: Page) => Promise<unknown>,
  ) => {
    const page = await context.newPage();
    const loaded = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) loaded.set(new URL(response.url()).pathname, gzipSize(body));
    });
    await page.goto(`${server.baseUrl}${url}`, { waitUntil: 'networkidle' });
    await ready(page);
    const total = [...loaded.values()].reduce((sum, size) => sum + size, 0);
    return {
      page,
      result: {
        gzipKiB: kib(total),
        files: Object.fromEntries([...loaded].map(([path, size]) => [path, kib(size)])),
      },
    };
  };

  const visitor = await browser.newContext();
  const { page: loginPage, result: login } = await scriptsLoadedBy(visitor, '/login', (page) =>
    page.getByLabel(/email or username/i).waitFor(),
  );
  await loginPage.getByLabel(/email or username/i).fill('demo@marquee.local');
  await loginPage.getByLabel(/password/i).fill('marquee');
  await loginPage.getByRole('button', { name: /log in/i }).click();
  await loginPage.waitForURL(`${server.baseUrl}/`);

  // A returning subscriber: the stored session, a cold cache, home opened directly.
  const subscriber = await browser.newContext({ storageState: await visitor.storageState() });
  const { page: homePage, result: home } = await scriptsLoadedBy(subscriber, '/', (page) =>
    page.getByTestId('title-card').first().waitFor(),
  );

  // A film's details page opened directly, again with a cold cache.
  await homePage.getByTestId('row-movie-new-releases').getByTestId('title-card').first().click();
  await homePage.waitForURL(/\/movies\/\d+$/);
  const filmPath = new URL(homePage.url()).pathname;
  const detailsContext = await browser.newContext({ storageState: await visitor.storageState() });
  const { result: filmDetails } = await scriptsLoadedBy(detailsContext, filmPath, (page) =>
    page.getByRole('button', { name: 'Play', exact: true }).waitFor(),
  );

  console.log(
    JSON.stringify(
      {
        benchmark: 'bundle-size',
        budgetKiB: { initialRoute: 120, otherChunk: 60 },
        login,
        home,
        filmDetails,
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
