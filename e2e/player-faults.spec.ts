import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import {
  currentTime,
  expectAdvancing,
  pointStreamAt,
  openUnstartedFilm,
  pressPlay,
} from './player-page';
import { signedMediaUrl } from './signed-media';

// The demo film's fMP4 segments, 2 s each (media/vod/demo/<rendition>/seg_NNN.m4s), under the
// signed URL the stream call hands out (/media/s/<token>/vod/demo/...).
const DEMO_SEGMENTS = '**/vod/demo/**/seg_*.m4s';

const segmentNumber = (url: string) => Number(/seg_(\d+)\.m4s/.exec(url)![1]);

/**
 * Hands the segments out slowly (one every `delayMs`), so hls.js cannot buffer the whole film
 * ahead and the faults land while it plays.
 */
async function slowSegments(page: Page, delayMs: number, fault?: (route: Route) => boolean) {
  await page.route(DEMO_SEGMENTS, async (route) => {
    if (fault?.(route)) return;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined);
  });
}

const playerAlert = (page: Page) =>
  page.getByRole('dialog', { name: /video player/i }).getByRole('alert');

test.beforeEach(async ({ page, request }) => {
  await logIn(page);
  await openUnstartedFilm(page, request);
});

test('a segment answering 404 once and another 500 three times: playback carries on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const served = { notFound: 0, serverError: 0 };
  await slowSegments(page, 300, (route) => {
    const segment = segmentNumber(route.request().url());
    if (segment === 3 && served.notFound < 1) {
      served.notFound += 1;
      void route.fulfill({ status: 404, body: 'not found' });
      return true;
    }
    if (segment === 6 && served.serverError < 3) {
      served.serverError += 1;
      void route.fulfill({ status: 500, body: 'server error' });
      return true;
    }
    return false;
  });

  await pressPlay(page);
  const video = page.getByTestId('player-video');
  // Past both faulted segments (6 s to 8 s and 12 s to 14 s) and on, with no reload.
  await expect.poll(() => currentTime(video), { timeout: 45_000 }).toBeGreaterThan(16);
  expect(served).toEqual({ notFound: 1, serverError: 3 });
  await expect(playerAlert(page)).toHaveCount(0);
  await expectAdvancing(video, 1);
});

test('a media link that expires mid-film: the player asks for the stream again and plays on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const streamCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().endsWith('/api/vods/stream')) streamCalls.push(call.url());
  });
  let expired = 0;
  await slowSegments(page, 300, (route) => {
    const url = route.request().url();
    if (segmentNumber(url) === 4 && expired === 0) {
      expired += 1;
      void route.fulfill({
        status: 403,
        headers: { 'X-Media-Error': 'media_token_expired' },
        contentType: 'application/json',
        body: JSON.stringify({
          status: 0,
          message: 'This media link has expired: ask for the stream again.',
          error: 'media_token_expired',
        }),
      });
      return true;
    }
    return false;
  });

  await pressPlay(page);
  const video = page.getByTestId('player-video');
  // Past the refused segment (8 s to 10 s) and on, with one more stream call and no message.
  await expect.poll(() => currentTime(video), { timeout: 45_000 }).toBeGreaterThan(12);
  expect(expired).toBe(1);
  expect(streamCalls).toHaveLength(2);
  await expect(playerAlert(page)).toHaveCount(0);
  await expectAdvancing(video, 1);
});

test('the network offline for 5 s: playback recovers without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (/seg_\d+\.m4s/.test(request.url())) failed.push(request.url());
  });
  // One 2 s segment every 1.5 s: the buffer stays a few seconds ahead of playback.
  await slowSegments(page, 1500);
  await pressPlay(page);
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(2);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  await context.setOffline(true);
  await page.waitForTimeout(5_000);
  await context.setOffline(false);
  const backOnlineAt = await currentTime(video);

  // Segment loads failed while offline, and the film still reaches well past that point.
  expect(failed.length).toBeGreaterThan(0);
  await expect
    .poll(() => currentTime(video), { timeout: 40_000 })
    .toBeGreaterThan(Math.max(backOnlineAt, 10) + 6);
  await expect(playerAlert(page)).toHaveCount(0);
  expect(navigations).toEqual([]);
});

test('a playlist answering garbage shows the clear message, not a frozen frame', async ({
  page,
}) => {
  await page.route('**/vod/demo/*.m3u8', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/vnd.apple.mpegurl',
      body: '<html>this is not a playlist</html>',
    }),
  );
  await pressPlay(page);
  const message = playerAlert(page);
  await expect(message).toContainText('The video could not be played.', { timeout: 20_000 });
  await expect(message.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Nothing is left playing behind the message.
  const video = page.getByTestId('player-video');
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  expect(await currentTime(video)).toBe(0);

  // With the playlist back, Try again plays the film.
  await page.unroute('**/vod/demo/*.m3u8');
  await message.getByRole('button', { name: 'Try again' }).click();
  await expect(message).toHaveCount(0);
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(1);
});

test('an encrypted stream whose key cannot be had shows the clear message', async ({
  page,
  request,
}) => {
  const url = await signedMediaUrl(page, request, '/media/shared-hls/hls-aes-256/media.m3u8');
  const probe = await request.get(url);
  expect(probe.status(), 'the shared test streams are served from ../shared/data/hls').toBe(200);
  await pointStreamAt(page, url);
  // The key server refuses every key: nothing can be decrypted, and no retry changes that.
  await page.route('**/shared-hls/hls-aes-256/*.key', (route) =>
    route.fulfill({ status: 403, body: 'denied' }),
  );
  await pressPlay(page);
  await expect(playerAlert(page)).toContainText('The video could not be played.');
  expect(await currentTime(page.getByTestId('player-video'))).toBe(0);
});
