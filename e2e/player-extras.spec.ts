import type { Page } from '@playwright/test';
import { allChannels, programmesAroundNow } from './channels-api';
import { expect, test } from './fixtures';
import { openNewestFilm } from './home';
import { logIn } from './log-in';
import { clickPlayerControl, currentTime, isPaused } from './player-page';
import { expectPlaysFromStart, expectVideoPlays, playerVideo } from './video';

/**
 * Keeps, in the page, every Media Session action handler the app registers (the browser gives
 * no way to read them back), so a test can act as the system's media controls would.
 */
async function captureMediaSessionHandlers(page: Page) {
  await page.addInitScript(() => {
    const handlers: Record<string, (details: object) => void> = {};
    (window as unknown as { mediaHandlers: typeof handlers }).mediaHandlers = handlers;
    const session = navigator.mediaSession;
    const register = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      register(action, handler);
      if (handler) handlers[action] = handler as (details: object) => void;
      else delete handlers[action];
    };
  });
}

/** Calls a captured handler as the system's media controls would. */
const mediaAction = (page: Page, action: string, details: object = {}) =>
  page.evaluate(
    ([name, extra]) => {
      const handlers = (window as unknown as { mediaHandlers: Record<string, (d: object) => void> })
        .mediaHandlers;
      handlers[name]?.({ action: name, ...extra });
    },
    [action, details] as const,
  );

const registeredActions = (page: Page) =>
  page.evaluate(() =>
    Object.keys((window as unknown as { mediaHandlers: object }).mediaHandlers).sort(),
  );

/** The texts the system's media controls show. */
const metadataOf = (page: Page) =>
  page.evaluate(() => {
    const data = navigator.mediaSession.metadata;
    return data ? { title: data.title, artist: data.artist, album: data.album } : null;
  });

const metadata = (page: Page) =>
  page.evaluate(() => {
    const data = navigator.mediaSession.metadata;
    return data ? { title: data.title, artwork: data.artwork.map((image) => image.src) } : null;
  });

/** Opens the newest film and plays it from the start (a resume prompt is answered Start over). */
async function playNewestFilm(page: Page) {
  await logIn(page);
  await openNewestFilm(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const video = await expectPlaysFromStart(page, 1);
  return { title, video, player: page.getByRole('dialog', { name: /video player/i }) };
}

test('the system media controls show the film and drive the player; closing clears them', async ({
  page,
}) => {
  await captureMediaSessionHandlers(page);
  const { title, video } = await playNewestFilm(page);

  await expect.poll(() => metadata(page)).toMatchObject({ title });
  expect((await metadata(page))?.artwork.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => navigator.mediaSession.playbackState))
    .toBe('playing');
  // A film has no previous or next item.
  expect(await registeredActions(page)).toEqual(
    expect.arrayContaining(['pause', 'play', 'seekbackward', 'seekforward', 'seekto', 'stop']),
  );
  expect(await registeredActions(page)).not.toContain('nexttrack');

  await mediaAction(page, 'pause');
  await expect.poll(() => isPaused(video)).toBe(true);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');

  await mediaAction(page, 'seekto', { seekTime: 20 });
  await expect.poll(() => currentTime(video)).toBeCloseTo(20, 0);
  // The spec's 10 s step.
  await mediaAction(page, 'seekbackward');
  await expect.poll(() => currentTime(video)).toBeCloseTo(10, 0);

  await mediaAction(page, 'play');
  await expect.poll(() => isPaused(video)).toBe(false);

  // Stop closes the player, and with it everything the system's controls showed.
  await mediaAction(page, 'stop');
  await expect(video).toHaveCount(0);
  await expect.poll(() => metadata(page)).toBeNull();
  expect(await registeredActions(page)).toEqual([]);
  expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('none');
});

test('the system media controls show the channel on air, and next and previous track zap', async ({
  page,
  request,
}) => {
  await captureMediaSessionHandlers(page);
  await logIn(page);
  const channels = await allChannels(page, request);
  const first = channels.find((item) => item.subscribed && !item.parental_rating?.require_pin)!;
  const next = channels.find((item) => item.channel_number > first.channel_number)!;
  await page.goto(`/channels/${first.id}`);
  await expectVideoPlays(playerVideo(page), 1);

  // The programme on air as the title, the channel as the artist, its number as the album.
  const now = Date.now() / 1000;
  const onAir = (await programmesAroundNow(page, request, first.id)).find(
    (programme) => programme.start_timestamp <= now && now < programme.end_timestamp,
  );
  await expect
    .poll(() => metadataOf(page))
    .toEqual({
      title: onAir?.title ?? first.title,
      artist: first.title,
      album: `Channel ${first.channel_number}`,
    });
  expect(await registeredActions(page)).toEqual(
    expect.arrayContaining(['nexttrack', 'pause', 'play', 'previoustrack', 'stop']),
  );

  await mediaAction(page, 'nexttrack');
  await expect(page).toHaveURL(new RegExp(`/channels/${next.id}$`));
  await expect.poll(async () => (await metadataOf(page))?.artist).toBe(next.title);
  await mediaAction(page, 'previoustrack');
  await expect(page).toHaveURL(new RegExp(`/channels/${first.id}$`));
  await expect.poll(async () => (await metadataOf(page))?.artist).toBe(first.title);
  await expectVideoPlays(playerVideo(page), 1);
});

test('picture-in-picture: the button enters and leaves it, and closing the player leaves it', async ({
  page,
}) => {
  const { player } = await playNewestFilm(page);
  const inPictureInPicture = () =>
    page.evaluate(() => document.pictureInPictureElement?.getAttribute('data-testid') ?? null);

  await clickPlayerControl(
    page,
    page.getByRole('button', { name: 'Picture in picture', exact: true }),
  );
  await expect.poll(inPictureInPicture).toBe('player-video');
  // The player shows where the video went, and the way back.
  await expect(player.getByText('Playing in picture in picture.')).toBeVisible();
  await player.getByRole('button', { name: 'Back to the player' }).click();
  await expect.poll(inPictureInPicture).toBeNull();

  // Minimising keeps picture-in-picture; closing the player ends it.
  await clickPlayerControl(
    page,
    page.getByRole('button', { name: 'Picture in picture', exact: true }),
  );
  await expect.poll(inPictureInPicture).toBe('player-video');
  await clickPlayerControl(page, page.getByRole('button', { name: 'Minimise player' }));
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  expect(await inPictureInPicture()).toBe('player-video');
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(playerVideo(page)).toHaveCount(0);
  await expect.poll(inPictureInPicture).toBeNull();
});

test('? lists the shortcuts, Escape closes the list and leaves the player open; M mutes', async ({
  page,
}) => {
  const { player, video } = await playNewestFilm(page);
  await player.focus();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const action of [
    'Play or pause',
    'Back 10 seconds (quick presses add up)',
    'Forward 10 seconds (quick presses add up)',
    'Volume up by 10%',
    'Mute or unmute',
    'Full screen on or off',
    'Closed captions on or off',
    'Leave the player',
  ]) {
    await expect(help.getByText(action, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(player).toBeVisible();

  // ? again opens it, and ? closes it too.
  await player.focus();
  await page.keyboard.press('?');
  await expect(help).toBeVisible();
  await page.keyboard.press('?');
  await expect(help).toBeHidden();

  await player.focus();
  await page.keyboard.press('m');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
});

test('playback stats show the resolution and a growing count of decoded frames', async ({
  page,
}) => {
  await playNewestFilm(page);
  await clickPlayerControl(page, page.getByRole('button', { name: 'Settings' }));
  await page.getByRole('button', { name: 'Playback stats' }).click();

  const stats = page.getByRole('region', { name: 'Playback stats' });
  await expect(stats).toBeVisible();
  const value = (label: string) =>
    stats.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Resolution')).toHaveText(/^\d+×\d+$/);
  await expect(value('Playback engine')).toHaveText('hls.js');
  await expect(stats.getByRole('listitem').first()).toBeVisible();

  const decoded = async () =>
    Number(
      ((await value('Dropped / decoded frames').textContent()) ?? '')
        .split('/')[1]
        ?.trim()
        .replace(/\D/g, ''),
    );
  const first = await decoded();
  await expect.poll(decoded, { timeout: 5_000 }).toBeGreaterThan(first);

  await stats.getByRole('button', { name: 'Close playback stats' }).click();
  await expect(stats).toBeHidden();
});
