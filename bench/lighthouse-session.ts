// The browser session the Lighthouse benchmarks share: logging in through the real /login form
// on the browser Lighthouse drives, the pages a subscriber opens from home, and a cold cache.
import type { Page } from 'puppeteer-core';
import { DEMO_LOGIN } from './web-calls';

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
