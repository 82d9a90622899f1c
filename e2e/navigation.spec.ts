import { expect, test } from './fixtures';
import { openNewestFilm } from './home';
import { logIn } from './log-in';

test('the navigation bar shows every section of the demo configuration', async ({ page }) => {
  await logIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/movies');
  await expect(nav.getByRole('link', { name: 'TV Shows' })).toHaveAttribute('href', '/tv-shows');
  await expect(nav.getByRole('link', { name: 'Trending' })).toHaveAttribute('href', '/trending');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  // vod is on too: Live TV is a dropdown with Watch and EPG.
  await nav.getByRole('button', { name: 'Live TV' }).click();
  await expect(nav.getByRole('link', { name: 'EPG' })).toHaveAttribute('href', '/epg-channels');
  await nav.getByRole('link', { name: 'Watch' }).click();
  await expect(page).toHaveURL(/\/channel-categories\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live TV' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Channel categories' })).toBeVisible();

  await nav.getByRole('link', { name: 'Movies' }).click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();

  // The logo goes home; the avatar menu leads to My Account.
  await page.getByRole('link', { name: 'Marquee' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('a narrow screen gets the slide-in navigation with the same sections', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Movies' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'TV Shows' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Trending' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Live TV' }).click();
  await expect(drawer.getByRole('link', { name: 'EPG' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Trending' }).click();
  await expect(page).toHaveURL(/\/trending$/);
  await expect(drawer).toBeHidden();
});

test('a new page starts at the top; opening the player keeps the place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await logIn(page);
  await openNewestFilm(page);
  // Scroll once the details are in: before that the page may be too short to scroll. A place
  // well above the bottom stays put while rows further down (similar films, the banner) load.
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, 240);
        return window.scrollY;
      }),
    )
    .toBe(240);
  const before = await page.evaluate(() => window.scrollY);

  // A plain click event: a pointer click would scroll the button into view first.
  await page.getByRole('button', { name: 'Play', exact: true }).dispatchEvent('click');
  await expect(page).toHaveURL(/\?play/);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/movies\/\d+$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await page.getByRole('link', { name: 'Trending' }).click();
  await expect(page).toHaveURL(/\/trending$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
