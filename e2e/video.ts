import { expect, type Locator, type Page } from '@playwright/test';

/** The film, episode or trailer element of the floating player. */
export const playerVideo = (page: Page) => page.getByTestId('player-video');

/** Where a `<video>` is, in seconds. */
export const currentTime = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Waits until the video really plays: its currentTime moves past `seconds`. */
export async function expectVideoPlays(video: Locator, seconds = 1.5) {
  await expect(video).toBeVisible();
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(seconds);
}

/**
 * Waits for the player's video to play from its start. The demo account may have watched the
 * title before (seeded, or an earlier spec): its resume prompt is answered Start over.
 */
export async function expectPlaysFromStart(page: Page, seconds = 1.5) {
  const resume = page.getByRole('dialog', { name: 'Continue watching?' });
  const video = playerVideo(page);
  await expect
    .poll(async () => (await resume.isVisible()) || (await currentTime(video)) > 0.5, {
      timeout: 20_000,
    })
    .toBe(true);
  if (await resume.isVisible()) await resume.getByRole('button', { name: 'Start over' }).click();
  await expectVideoPlays(video, seconds);
  return video;
}

/** The mode of the video's text track in `language` ("showing", "hidden", "disabled"), or null. */
export const textTrackMode = (video: Locator, language: string) =>
  video.evaluate(
    (element: HTMLVideoElement, lang) =>
      Array.from(element.textTracks).find((track) => track.language === lang)?.mode ?? null,
    language,
  );

/** The text of the cues active now on the video's text track in `language` ('' when none). */
export const activeCueText = (video: Locator, language: string) =>
  video.evaluate((element: HTMLVideoElement, lang) => {
    const track = Array.from(element.textTracks).find((candidate) => candidate.language === lang);
    return Array.from(track?.activeCues ?? [], (cue) => (cue as VTTCue).text).join('\n');
  }, language);

/** Moves a `<video>` to `seconds`, as the seek bar would. */
export const seekVideo = (video: Locator, seconds: number) =>
  video.evaluate((element: HTMLVideoElement, to) => {
    element.currentTime = to;
  }, seconds);

/** Moves a `<video>` to `seconds` before its end, as the seek bar would. */
export async function seekBeforeEnd(video: Locator, seconds: number) {
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  await seekVideo(video, duration - seconds);
}

/**
 * Records, in the page, where the player's video was each time it started playing (its
 * `playing` events), so a spec can tell where playback began.
 */
export async function recordPlayingStarts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { playingStarts: number[] };
    record.playingStarts = [];
    document.addEventListener(
      'playing',
      (event) => {
        const video = event.target as HTMLVideoElement;
        if (video.dataset.testid === 'player-video') record.playingStarts.push(video.currentTime);
      },
      { capture: true },
    );
  });
}

export const playingStarts = (page: Page) =>
  page.evaluate(() => (window as unknown as { playingStarts: number[] }).playingStarts);
