import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  episodeList,
  findTitle,
  hasAdverts,
  sessionHeaders,
  subscribedProfiles,
  withoutPin,
  type CatalogueTitle,
} from './catalogue-api';
import { demoPins } from './demo-account';
import { logIn } from './log-in';
import { enterPin, pinDialog } from './pin-modal';
import { clickPlayerControl, isPaused, revealControls } from './player-page';
import { currentTime, expectVideoPlays, playerVideo } from './video';

/** The first episode of a season whose episodes play with SD or HD, without PIN or adverts. */
const firstEpisodeWithTwoProfiles = (page: Page, request: APIRequestContext) =>
  findTitle(
    page,
    request,
    episodeList,
    async (episode) =>
      episode.episode_number === 1 &&
      subscribedProfiles(episode).length === 2 &&
      withoutPin(episode) &&
      !(await hasAdverts(page, request, episode.id)),
  );

/** Opens the episode's page, plays it with the HD profile, and waits for the video to play. */
async function playWithHd(page: Page, episode: CatalogueTitle) {
  await page.goto(`/tv-shows/episode/${episode.id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a profile' });
  await chooser.getByRole('radio', { name: 'HD' }).check();
  await chooser.getByRole('button', { name: 'Play' }).click();
  const video = playerVideo(page);
  await expectVideoPlays(video, 1);
  return video;
}

/** The episodes of the episode's season. */
async function seasonOf(page: Page, request: APIRequestContext, episode: CatalogueTitle) {
  const season = await request.get(
    `/api${episodeList}&filter[multi_event_vod_season_id]=${episode.multi_event_vod_season_id}`,
    { headers: await sessionHeaders(page) },
  );
  return ((await season.json()).data as { items: CatalogueTitle[] }).items;
}

const profileNames = (title: CatalogueTitle) =>
  subscribedProfiles(title).map((profile) => profile.name);

test('Next episode keeps the playing profile, and the episodes strip plays another episode', async ({
  page,
  request,
}) => {
  await logIn(page);
  const first = await firstEpisodeWithTwoProfiles(page, request);
  const video = await playWithHd(page, first);

  // Next episode: the HD profile of the next episode, found by name, plays without a choice.
  await revealControls(page);
  const streamCall = page.waitForRequest((call) => call.url().endsWith('/api/vods/stream'));
  await page.getByRole('button', { name: 'Next episode' }).click();
  const body = (await streamCall).postDataJSON() as {
    single_event_vod_id: number;
    vod_profile_id: number;
  };
  expect(body.single_event_vod_id).not.toBe(first.id);
  await expect(page).toHaveURL(new RegExp(`/tv-shows/episode/${body.single_event_vod_id}\\?play`));
  await expect(page.getByRole('dialog', { name: 'Choose a profile' })).toHaveCount(0);
  const episodes = await seasonOf(page, request, first);
  const numbered = (number: number) => episodes.find((item) => item.episode_number === number)!;
  expect(body.single_event_vod_id).toBe(numbered(2).id);
  const hd = numbered(2).movie_source!.profiles.find((profile) => profile.name === 'HD');
  expect(body.vod_profile_id).toBe(hd!.id);
  await expectVideoPlays(video, 1);

  // The strip lists the season, marks the playing episode, and plays the one chosen.
  await clickPlayerControl(page, page.getByRole('button', { name: 'Episodes' }));
  const strip = page.getByRole('navigation', { name: 'Episodes of this season' });
  await expect(strip.locator('[aria-current="true"]')).toContainText('Episode 2');
  await strip.getByRole('button', { name: /Episode 3/ }).click();
  await expect(strip).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/tv-shows/episode/${numbered(3).id}\\?play`));
  await expect(
    page.getByRole('dialog', { name: `Video player: ${numbered(3).title}` }),
  ).toBeVisible();
  await expectVideoPlays(video, 1);
});

test('the rating stars and the parental lock pause playback and restore it', async ({
  page,
  request,
}) => {
  await logIn(page);
  const episode = await firstEpisodeWithTwoProfiles(page, request);
  const video = await playWithHd(page, episode);

  // Rating, in full screen: the stars and the notification show inside the full-screen player.
  // The video pauses while the stars are open; 4 stars are sent 0.8 s after the click.
  await clickPlayerControl(page, page.getByRole('button', { name: 'Full screen' }));
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await clickPlayerControl(page, page.getByRole('button', { name: 'Rate this title' }));
  const stars = page.getByRole('dialog', { name: `Rate ${episode.title}` });
  await expect(stars).toBeVisible();
  expect(await stars.evaluate((dialog) => document.fullscreenElement?.contains(dialog))).toBe(true);
  await expect.poll(() => isPaused(video)).toBe(true);
  const rated = page.waitForResponse((answer) =>
    answer.url().includes(`/api/vods/rate/${episode.id}/4`),
  );
  await stars.getByRole('button', { name: '4 stars' }).click();
  expect((await rated).status()).toBe(200);
  const notice = page.getByText('Item successfully rated');
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((toast) => document.fullscreenElement?.contains(toast))).toBe(true);
  await expect(stars).toHaveCount(0);
  await expectVideoPlays(video, 1);
  await clickPlayerControl(page, page.getByRole('button', { name: 'Exit full screen' }));
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

  // The lock covers the picture and takes the controls and keys away until the parental PIN.
  await clickPlayerControl(page, page.getByRole('button', { name: 'Lock the player' }));
  const locked = page.getByRole('dialog', { name: 'The player is locked' });
  await expect(locked).toBeVisible();
  await expect.poll(() => isPaused(video)).toBe(true);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
  const lockedAt = await currentTime(video);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(800);
  expect(await currentTime(video)).toBe(lockedAt);
  await locked.getByRole('button', { name: 'Unlock' }).click();
  await enterPin(page, 'parental', '0000');
  await expect(pinDialog(page, 'parental')).toContainText('Wrong parental pin!');
  await enterPin(page, 'parental', demoPins.parental);
  await expect(locked).toHaveCount(0);
  await expectVideoPlays(video, 1);
});

test('Next to an episode without the playing profile asks which one, and keeps the choice', async ({
  page,
  request,
}) => {
  await logIn(page);
  // A remastered series' pilot, in HD only, whose next episode comes in SD and 4K.
  let next: CatalogueTitle | undefined;
  const pilot = await findTitle(page, request, episodeList, async (episode) => {
    if (episode.episode_number !== 1 || profileNames(episode).join() !== 'HD') return false;
    if (!withoutPin(episode) || (await hasAdverts(page, request, episode.id))) return false;
    next = (await seasonOf(page, request, episode)).find((item) => item.episode_number === 2);
    return next !== undefined && profileNames(next).join() === 'SD,4K';
  });

  // The pilot's one profile plays at once.
  await page.goto(`/tv-shows/episode/${pilot.id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const video = playerVideo(page);
  await expectVideoPlays(video, 1);

  // Next: the next episode has no HD and two others, so the player asks, inside itself.
  await clickPlayerControl(page, page.getByRole('button', { name: 'Next episode' }));
  const chooser = page.getByRole('dialog', { name: 'Choose a profile' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('radio')).toHaveCount(2);
  await expect(chooser.getByRole('radio', { name: 'SD' })).toBeVisible();
  await expect(chooser.getByRole('radio', { name: 'HD' })).toHaveCount(0);
  await chooser.getByRole('radio', { name: '4K' }).check();
  await chooser.getByRole('checkbox', { name: 'Always play with this profile' }).check();
  const streamCall = page.waitForRequest((call) => call.url().endsWith('/api/vods/stream'));
  await chooser.getByRole('button', { name: 'Play' }).click();

  // The next episode plays with its 4K profile, and 4K is kept for next time.
  const uhd = next!.movie_source!.profiles.find((profile) => profile.name === '4K')!;
  expect((await streamCall).postDataJSON()).toMatchObject({
    single_event_vod_id: next!.id,
    vod_profile_id: uhd.id,
  });
  await expect(chooser).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/tv-shows/episode/${next!.id}\\?play`));
  await expect(page.getByRole('dialog', { name: `Video player: ${next!.title}` })).toBeVisible();
  await expectVideoPlays(video, 1);
  const saved = await page.evaluate(() => window.localStorage.getItem('wecast-vod-profile'));
  expect(JSON.parse(saved!)).toMatchObject({ name: '4K' });
});
