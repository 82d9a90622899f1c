// The browser session the Lighthouse benchmarks share: logging in through the real /login form
// on the browser Lighthouse drives, the pages a subscriber opens from home, and a cold cache.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { DEMO_LOGIN } from './web-calls';

/** A browser Lighthouse and puppeteer share. */
export interface LighthouseBrowser {
  chrome: LaunchedChrome;
  browser: Browser;
  chromePath: string;
  /** Disconnects puppeteer and stops Chromium. */
  close(): Promise<void>;
}

/**
 * Debian's Chromium (or CHROMIUM_PATH) on a remote-debugging port for Lighthouse, with puppeteer
 * connected to it, so a page logged in by puppeteer shares its storage with Lighthouse's tabs.
 */
export async function openLighthouseBrowser(): Promise<LighthouseBrowser> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium: install Debian chromium or set CHROMIUM_PATH');
  const chrome = await launch({
    chromePath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    return {
      chrome,
      browser,
      chromePath,
      close: async () => {
        await browser.disconnect();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/** Clears the browser's HTTP cache and the origin's cache storage; localStorage stays. */
export async function clearCaches(page: Page, origin: string) {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cache_storage,service_workers',
  });
  await session.detach();
}

export async function logIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"]').fill(DEMO_LOGIN.identifier);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_LOGIN.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/');
}

/** A film and a TV show of home's rows, as a subscriber would open them. */
export async function detailsPaths(page: Page) {
  const first = (selector: string) =>
    page
      .waitForSelector(selector)
      .then(() =>
        page.$eval(selector, (link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
  return {
    film: await first('a[href^="/movies/"]'),
    series: await first('a[href^="/tv-shows/"]:not([href*="/episode/"])'),
  };
}

/**
 * Lighthouse's flags for a run on the shared browser: JSON, quiet, the categories asked for,
 * and the storage kept for a logged-in page (its session is in localStorage).
 */
export function lighthouseFlags(port: number, categories: string[], loggedIn: boolean): Flags {
  return {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    disableStorageReset: loggedIn,
  };
}

/** Each category's score out of 100, with the audits that did not pass. */
export function categoryFigures(result: Result, categories: readonly string[]) {
  return Object.fromEntries(
    categories.map((id) => {
      const category = result.categories[id];
      const failed = (category?.auditRefs ?? [])
        .map((ref) => result.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => audit!.id);
      return [id, { score: Math.round((category?.score ?? 0) * 100), failed }];
    }),
  );
}

/**
 * Runs Lighthouse's `categories` on `baseUrl` + `path` in the shared browser and returns their
 * figures; a page that ends elsewhere (its session lost) is an error, not a score.
 */
export async function auditCategories(
  port: number,
  baseUrl: string,
  path: string,
  categories: readonly string[],
  loggedIn: boolean,
) {
  const result = await lighthouse(
    `${baseUrl}${path}`,
    lighthouseFlags(port, [...categories], loggedIn),
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
  const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}: the session was lost`);
  return { path, ...categoryFigures(result.lhr, categories) };
}
