import { expect, type Locator, type Page } from '@playwright/test';

/** The film, episode or trailer element of the floating player. */
export const playerVideo = (page: Page) => page.getByTestId('player-video');

export const currentTime = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Waits until the video really plays: its currentTime moves past `seconds`. */
export async function expectVideoPlays(video: Locator, seconds = 1.5) {
  await expect(video).toBeVisible();
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(seconds);
}
