import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every other spec blocks service workers (playwright.config.ts), which would take requests
// away from their page.route interception; this one is about the worker.
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

interface Branding {
  app_name: string;
  page_title: string;
  theme_color: string;
  theme_background_color: string;
}

/** The configuration as the API answers it: what the manifest must follow. */
async function branding(page: Page): Promise<Branding> {
  const answer = await page.request.get('/api/composer/configuration/web');
  return ((await answer.json()) as { data: Branding }).data;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Opens /login and waits until the worker, registered once the page is idle, controls it. */
async function visitControlled(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      timeout: 20_000,
    })
    .toBe('activated');
}

/** The built worker the server sends, and the compressed copies it prefers to it. */
const WORKER_SCRIPT = fileURLToPath(new URL('../apps/web/dist/sw.js', import.meta.url));
const WORKER_COPIES = [`${WORKER_SCRIPT}.br`, `${WORKER_SCRIPT}.gz`];

/** Serves a changed worker script while `run` runs, then the build's own again. */
async function withWorkerScript(change: (code: string) => string, run: () => Promise<void>) {
  const files = [WORKER_SCRIPT, ...WORKER_COPIES];
  const saved = files.map((file) => {
    try {
      return readFileSync(file);
    } catch {
      return undefined;
    }
  });
  try {
    writeFileSync(WORKER_SCRIPT, change(saved[0]!.toString('utf8')));
    // Without its copies the server sends the changed file, compressed as it goes.
    for (const copy of WORKER_COPIES) rmSync(copy, { force: true });
    await run();
  } finally {
    files.forEach((file, index) => {
      const content = saved[index];
      if (content) writeFileSync(file, content);
    });
  }
}

/** The version of the worker whose caches the page sees. */
const precacheVersions = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys())
      .filter((name) => name.startsWith('marquee-precache-'))
      .map((name) => name.slice('marquee-precache-'.length)),
  );

test("the page links a manifest made from the operator's branding, with icons that answer", async ({
  page,
}) => {
  await page.goto('/login');
  const brand = await branding(page);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    brand.theme_background_color,
  );
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: brand.app_name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.theme_color,
    background_color: brand.theme_background_color,
  });

  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toContain(icon.type);
    if (icon.type === 'image/png') expect(pngSize(await image.body())).toBe(icon.sizes);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await page.request.get(touchIcon!)).body())).toBe('180x180');
});

test('after a first visit, the shell paints offline, and the API is never answered from the cache', async ({
  page,
  context,
}) => {
  await visitControlled(page);
  const brand = await branding(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
    await expect(page).toHaveTitle(brand.page_title);
    await expect(page.getByRole('img', { name: brand.app_name })).toBeAttached();
    // Offline, a call to the API fails as it would without a worker: nothing answers it.
    const call = await page.evaluate(() =>
      fetch('/api/composer/configuration/web').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(call).toBe('failed');
  } finally {
    await context.setOffline(false);
  }
});

test('a new version announces itself, and Reload brings it in', async ({ page }) => {
  await visitControlled(page);
  const [version] = await precacheVersions(page);
  expect(version).toBeTruthy();

  // The next build's worker: the same code under another version, as a rebuild would give.
  // The browser fetches the worker's script itself, out of page.route's reach, so the next
  // version is put where the server reads it, and the build's own put back afterwards.
  const next = `${version}next`;
  await withWorkerScript(
    (code) => code.replaceAll(version!, next),
    async () => {
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await expect(page.getByText('A new version is ready')).toBeVisible({ timeout: 20_000 });
      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await page.getByRole('button', { name: 'Reload' }).click();

      // The page reloads once the new worker controls it, which removed the old version's caches.
      await reloaded;
      expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
      await expect.poll(() => precacheVersions(page)).toEqual([next]);
      await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
    },
  );
});
