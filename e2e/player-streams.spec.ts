import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import {
  currentTime,
  furthestTime,
  pointStreamAt,
  openUnstartedFilm,
  pressPlay,
  recordFurthestTime,
} from './player-page';
import { signedMediaUrl } from './signed-media';

// The real test streams of ../shared/data/hls, which the server serves under /media/shared-hls/
// through signed URLs only.
const SHARED = '/media/shared-hls';

test.beforeEach(async ({ page, request }) => {
  await recordFurthestTime(page);
  await logIn(page);
  const probe = await request.get(
    await signedMediaUrl(page, request, `${SHARED}/hls-ts-muxed-aac-h264/playlist.m3u8`),
  );
  expect(probe.status(), 'the shared test streams are served from ../shared/data/hls').toBe(200);
});

async function playStream(page: Page, request: APIRequestContext, url: string) {
  await pointStreamAt(page, await signedMediaUrl(page, request, url));
  await openUnstartedFilm(page, request);
  await pressPlay(page);
}

const settings = (page: Page) => page.getByRole('group', { name: 'Settings' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(settings(page)).toBeVisible();
}

/** Waits for the stream to play past `seconds`, then pauses it (space). */
async function playThenPause(page: Page, seconds: number) {
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(seconds);
  await page.getByRole('dialog', { name: /video player/i }).focus();
  await page.keyboard.press(' ');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
}

test('TS with a WebVTT subtitle rendition plays, and the subtitle is in the settings', async ({
  page,
  request,
}) => {
  await playStream(page, request, `${SHARED}/hls-text-offset/index.m3u8`);
  await playThenPause(page, 1.5);
  await openSettings(page);
  const subtitle = settings(page).getByRole('radio', { name: 'caption_webvtt_en_webvtt' });
  await expect(subtitle).toBeVisible();
  await subtitle.check();
  const showing = () =>
    page
      .getByTestId('player-video')
      .evaluate((element: HTMLVideoElement) =>
        Array.from(element.textTracks).some((track) => track.mode === 'showing'),
      );
  await expect.poll(showing).toBe(true);
  expect(await page.getByRole('alert').count()).toBe(0);
});

test('TS with two renditions and three audio renditions plays; the audio ones are listed', async ({
  page,
  request,
}) => {
  await playStream(page, request, `${SHARED}/hls-multivideo/master.m3u8`);
  await playThenPause(page, 1);
  await openSettings(page);
  for (const name of ['Original 128k', 'High Pitch 128k', 'Low Pitch 128k']) {
    await expect(settings(page).getByRole('radio', { name })).toBeVisible();
  }
  await expect(settings(page).getByText('No subtitle')).toBeVisible();
});

test('plain muxed TS plays on', async ({ page, request }) => {
  await playStream(page, request, `${SHARED}/hls-ts-muxed-aac-h264/playlist.m3u8`);
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(3);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
});

test('fMP4 (CMAF) plays to its end, and the player closes', async ({ page, request }) => {
  await playStream(page, request, `${SHARED}/hls-mp4-muxed-aac-h264/hls.m3u8`);
  // A one-second clip: it plays through, then the film is over and the player closes.
  await expect(page.getByTestId('player-video')).toHaveCount(0, { timeout: 20_000 });
  expect(await furthestTime(page)).toBeGreaterThan(0.5);
  await expect(page).toHaveURL(/\/movies\/\d+$/);
});

test('fMP4 encrypted with AES-256 and AES-256-CTR keys plays through its segments', async ({
  page,
  request,
}) => {
  await playStream(page, request, `${SHARED}/hls-aes-256/media.m3u8`);
  const video = page.getByTestId('player-video');
  // Segments of 4 s, each with its own key: past 9 s the third segment (CTR) has played.
  await expect.poll(() => furthestTime(page), { timeout: 30_000 }).toBeGreaterThan(9);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await currentTime(video)).toBeGreaterThan(9);
});
