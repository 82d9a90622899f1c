import { expect, test } from './fixtures';
import { openNewestFilm } from './home';
import { logInThroughForm, storedToken } from './log-in';
import { expectPlaysFromStart } from './video';

test('a logged-out visit to / lands on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/email or username/i)).toBeVisible();
});

test('log in, open a film, play it, close the player, log out', async ({ page, request }) => {
  await logInThroughForm(page);
  await openNewestFilm(page);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/\/movies\/\d+\?play/);
  const video = await expectPlaysFromStart(page, 2);
  // hls.js feeds the element through Media Source Extensions: its source is a blob URL.
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);

  await page.getByRole('button', { name: /close player/i }).click();
  await expect(video).toHaveCount(0);
  await expect(page).toHaveURL(/\/movies\/\d+$/);

  // Escape closes it too.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(video).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(video).toHaveCount(0);
  await expect(page).toHaveURL(/\/movies\/\d+$/);

  const token = await storedToken(page);
  const before = await request.get('/api/account/authorize', { headers: { Token: token } });
  expect(before.status()).toBe(200);

  await page
    .getByRole('button', { name: /account menu|log out/i })
    .first()
    .click();
  await page
    .getByRole('menuitem', { name: /log out/i })
    .or(page.getByRole('button', { name: /log out/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);

  const after = await request.get('/api/account/authorize', { headers: { Token: token } });
  expect(after.status()).toBe(401);
  expect((await after.json()).status).toBe(2);
});
