import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './log-in';
import { currentTime, expectAdvancing, filmWithAdverts, isPaused } from './player-page';

/**
 * The countdown values the Skip button shows until it is enabled, read every 200 ms, with the
 * time each was first seen.
 */
async function watchCountdown(page: Page, skip: Locator) {
  const seen: Array<{ count: number; at: number }> = [];
  while (!(await skip.isEnabled())) {
    const match = /Skip in (\d+) seconds?/.exec((await skip.textContent()) ?? '');
    const count = Number(match?.[1]);
    if (match && seen.at(-1)?.count !== count) seen.push({ count, at: Date.now() });
    await page.waitForTimeout(200);
  }
  return { seen, enabledAt: Date.now() };
}

/** Each tick takes 1 s off: the counts go down one by one to 1, then Skip is enabled. */
function expectOneSecondTicks(
  countdown: Awaited<ReturnType<typeof watchCountdown>>,
  displayDuration: number,
) {
  const counts = countdown.seen.map(({ count }) => count);
  // The first read may land just after the first tick.
  expect(counts[0]).toBeGreaterThanOrEqual(displayDuration - 1);
  expect(counts).toEqual(Array.from({ length: counts[0]! }, (_, index) => counts[0]! - index));
  const first = countdown.seen[0]!;
  // From the first count seen to the enabled Skip: one second per remaining count.
  expect(countdown.enabledAt - first.at).toBeGreaterThan((first.count - 1) * 1000);
  expect(countdown.enabledAt - first.at).toBeLessThan((first.count + 1) * 1000 + 500);
}

test('adverts: start (rule 1) before the content, mid-roll (rule 3) once, end (rule 2) closes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await logIn(page);
  const film = await filmWithAdverts(page, request, [1, 2, 3]);
  const start = film.byRule.get(1)!;
  const middle = film.byRule.get(3)!;
  const end = film.byRule.get(2)!;
  await page.goto(`/movies/${film.id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();

  const content = page.getByTestId('player-video');
  const advert = page.getByRole('dialog', { name: 'Advert' });
  const advertVideo = page.getByTestId('advert-video');
  const skip = advert.getByRole('button', { name: /^Skip/ });

  // Rule 1: the advert plays first, its own video advancing, the content waiting paused at 0.
  await expect(advert).toBeVisible();
  await expect(skip).toBeDisabled();
  // Keys of the content do nothing meanwhile: space neither skips nor starts the film.
  await page.keyboard.press(' ');
  expectOneSecondTicks(await watchCountdown(page, skip), start.display_duration);
  expect(await currentTime(advertVideo)).toBeGreaterThan(start.display_duration - 2);
  expect(await currentTime(content)).toBe(0);
  expect(await isPaused(content)).toBe(true);

  // At 0 the Skip button is enabled and focused: Enter skips, and the film plays.
  await expect(skip).toHaveText('Skip advert');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(advert).toHaveCount(0);
  await expectAdvancing(content, 2);

  // Rule 3: at mid_roll_time the film pauses and the mid-roll advert plays.
  await expect(advert).toBeVisible({ timeout: (middle.mid_roll_time! + 5) * 1000 });
  const pausedAt = await currentTime(content);
  expect(pausedAt).toBeGreaterThanOrEqual(middle.mid_roll_time!);
  expect(pausedAt).toBeLessThan(middle.mid_roll_time! + 1.5);
  expectOneSecondTicks(await watchCountdown(page, skip), middle.display_duration);
  expect(await currentTime(advertVideo)).toBeGreaterThan(middle.display_duration - 2);
  expect(await isPaused(content)).toBe(true);
  await skip.click();
  await expect(advert).toHaveCount(0);
  await expectAdvancing(content, 1);

  // Back 10 s and past mid_roll_time again: the middle's advert never plays twice.
  await page.getByRole('dialog', { name: /video player/i }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(content)).toBeLessThan(middle.mid_roll_time!);
  await expect
    .poll(() => currentTime(content), { timeout: 20_000 })
    .toBeGreaterThan(middle.mid_roll_time! + 2);
  await expect(advert).toHaveCount(0);

  // Rule 2: at the film's end the end advert plays; when its video ends the player closes.
  await expect(advert).toBeVisible({ timeout: 40_000 });
  await expect(skip).toHaveText(/Skip in \d seconds?/);
  expect(end.display_duration).toBeGreaterThan(0);
  await expectAdvancing(advertVideo, 1);
  await expect(content).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/movies/${film.id}$`));
});

test('adverts: a film with a mid-roll only starts at once and shows the advert at its time', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  const film = await filmWithAdverts(page, request, [3]);
  const middle = film.byRule.get(3)!;
  await page.goto(`/movies/${film.id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();

  const content = page.getByTestId('player-video');
  const advert = page.getByRole('dialog', { name: 'Advert' });
  await expect.poll(() => currentTime(content), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(advert).toHaveCount(0);

  await expect(advert).toBeVisible({ timeout: (middle.mid_roll_time! + 5) * 1000 });
  expect(await currentTime(content)).toBeGreaterThanOrEqual(middle.mid_roll_time!);
  await expectAdvancing(page.getByTestId('advert-video'), 0.5);
  // The advert covers the player: a click on the picture neither skips it nor plays the film.
  await advert.click({ position: { x: 40, y: 200 } });
  await expect(advert).toBeVisible();
  expect(await isPaused(content)).toBe(true);

  const skip = advert.getByRole('button', { name: 'Skip advert' });
  await expect(skip).toBeEnabled({ timeout: (middle.display_duration + 2) * 1000 });
  await skip.click();
  await expect(advert).toHaveCount(0);
  await expectAdvancing(content, 2);
});
