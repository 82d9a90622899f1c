import { expect, test } from './fixtures';
import { openNewestFilm } from './home';
import { logIn } from './log-in';
import { currentTime, expectVideoPlays, playerVideo } from './video';

test('the player: keys, fast-forward, minimise, settings, and it closes at the film end', async ({
  page,
}) => {
  await logIn(page);
  await openNewestFilm(page);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const video = playerVideo(page);
  await expectVideoPlays(video, 1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.volume)).toBe(0.8);
  const player = page.getByRole('dialog', { name: /video player/i });

  // Space pauses and plays again.
  await player.focus();
  await page.keyboard.press(' ');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.keyboard.press(' ');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
    .toBe(false);

  // Fast-forward doubles the rate up to 8, then back to 1.
  const fastForward = page.getByRole('button', { name: /^Fast forward/ });
  for (const rate of [2, 4, 8, 1]) {
    await fastForward.click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(rate);
  }

  // Settings: the demo clip has no text or audio tracks of its own.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('group', { name: 'Settings' })).toBeVisible();
  await expect(page.getByText('No subtitle')).toBeVisible();

  // Minimise: a progress bar with play, maximise and close; the video keeps playing.
  await page.getByRole('button', { name: 'Minimise player' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  const before = await currentTime(video);
  await expect.poll(() => currentTime(video)).toBeGreaterThan(before + 0.5);
  await page.getByRole('button', { name: 'Maximise player' }).click();
  await expect(player).toBeVisible();

  // Three left presses within 500 ms: 30 s back, but never below 0.
  await player.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(video)).toBeLessThan(3);
  // Two right presses within 500 ms land 20 s later, applied once after the pause.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(19);

  // The 30 s film plays to its end and, with nothing after it, the player closes.
  await expect(video).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/movies\/\d+$/);
});
