// Lighthouse's accessibility and best-practices categories on the pages a subscriber meets, and
// Chromium's own verdict on installing the app, against the built server (bench/start-server.ts)
// in Debian's Chromium. Lighthouse 12 no longer has a PWA category (its installable-manifest,
// service-worker and offline audits were removed), so the install checks come from the browser
// itself over the DevTools protocol: Page.getInstallabilityErrors (the criteria Chromium applies
// before it offers to install), Page.getAppManifest (the manifest it parsed, and its errors) and
// whether a service worker controls the page after a reload. One run a page: these audits do
// not depend on timing. Scores are reported with the audits that failed, never asserted.
import type { Page } from 'puppeteer-core';
import {
  auditCategories,
  clearCaches,
  detailsPaths,
  logIn,
  openLighthouseBrowser,
  type LighthouseBrowser,
} from './lighthouse-session';
import { machine } from './machine';
import { startServer } from './start-server';

const CATEGORIES = ['accessibility', 'best-practices'] as const;

/** What Chromium itself says of installing the app from the page it is on. */
async function installability(page: Page) {
  const session = await page.createCDPSession();
  try {
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    const manifest = await session.send('Page.getAppManifest');
    const parsed = manifest.data ? (JSON.parse(manifest.data) as Record<string, unknown>) : null;
    return {
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors.map((error) => error.message),
      manifest: parsed && {
        name: parsed.name,
        short_name: parsed.short_name,
        display: parsed.display,
        theme_color: parsed.theme_color,
        icons: (parsed.icons as { sizes?: string; type?: string; purpose?: string }[]).map(
          (icon) => `${icon.sizes} ${icon.type} ${icon.purpose ?? 'any'}`,
        ),
      },
    };
  } finally {
    await session.detach();
  }
}

const machineAtStart = machine();
const server = await startServer();
let opened: LighthouseBrowser | undefined;
try {
  opened = await openLighthouseBrowser();
  const { chrome, browser, chromePath } = opened;
  const page = await browser.newPage();

  const audit = async (path: string, loggedIn: boolean) => {
    if (loggedIn) await clearCaches(page, server.baseUrl);
    return auditCategories(chrome.port, server.baseUrl, path, CATEGORIES, loggedIn);
  };

  const pages = [await audit('/login', false)];
  await logIn(page, server.baseUrl);
  const { film, series } = await detailsPaths(page);

  // The service worker registers once the page is idle; a reload is then controlled by it.
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 30_000)),
    ]),
  );
  await page.reload({ waitUntil: 'networkidle0' });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  const install = { ...(await installability(page)), serviceWorkerControlsPage: controlled };
  await page.goto('about:blank');

  for (const path of ['/', film, series, '/channel-categories/all', '/epg-channels']) {
    pages.push(await audit(path, true));
  }

  console.log(
    JSON.stringify(
      {
        benchmark: 'lighthouse-audits',
        machineAtStart,
        measured: {
          lighthouse: `categories ${CATEGORIES.join(', ')}, mobile defaults, one run a page`,
          browser: `${await browser.version()} (${chromePath})`,
        },
        pages,
        install,
      },
      null,
      2,
    ),
  );
} finally {
  await opened?.close();
  await server.stop();
}
