import { expect, test } from '@playwright/test';
import { demo } from './demo-account';
import { openNewestFilm } from './home';

test('a logged-out visit to / lands on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/email or username/i)).toBeVisible();
});

test('log in, open a film, play it, close the player, log out', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel(/email or username/i).fill(demo.email);
  await page.getByLabel(/password/i).fill(demo.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/$/);

  await openNewestFilm(page);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/\/movies\/\d+\?play/);
  const video = page.getByTestId('player-video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(2);
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

  const token = await page.evaluate(() => {
    const stored = window.localStorage.getItem('user');
    return stored ? (JSON.parse(stored) as { token: string }).token : null;
  });
  expect(token).toBeTruthy();
  const before = await request.get('/api/account/authorize', { headers: { Token: token! } });
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

  const after = await request.get('/api/account/authorize', { headers: { Token: token! } });
  expect(after.status()).toBe(401);
  expect((await after.json()).status).toBe(2);
});
