import { expect, test } from './fixtures';
import { openNewestFilm } from './home';
import { logIn } from './log-in';

const MESSAGE = /Oops! Something went wrong\.\s*The page you're looking for doesn't exist\./;

test('an unknown path shows the not-found page; Go back returns one step', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/no/such/page');
  await expect(page.locator('main')).toContainText(MESSAGE);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('with nothing to go back to, Go back leads home', async ({ page, context }) => {
  await page.goto('/login');
  // A tab opened on the unknown address has no history entry before it (Playwright's own new
  // pages start on an about:blank entry).
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open('/no/such/page', '_blank', 'noopener')),
  ]);
  await expect(tab.locator('main')).toContainText(MESSAGE);
  expect(await tab.evaluate(() => window.history.length)).toBe(1);
  await tab.getByRole('button', { name: 'Go back' }).click();
  // Home is guarded: a visitor lands on /login from it.
  await expect(tab).toHaveURL(/\/login$/);
});

test('an error sends the user to /404 with fromErrorPage; Go back leads home', async ({ page }) => {
  await logIn(page);
  await openNewestFilm(page);
  // A static page that does not exist is an error: the app redirects to /404 with the marker,
  // so Go back leads home although there is history to go back to.
  await page.goto('/page/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.locator('main')).toContainText(MESSAGE);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/$/);
});
