import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectOneSecondTicks, watchCountdown } from './advert-countdown';
import { logIn } from './log-in';
import {
  apiData,
  currentTime,
  expectAdvancing,
  filmWithAdverts,
  isPaused,
  pressPlay,
} from './player-page';
import { expectVideoPlays, playerVideo, seekBeforeEnd, seekVideo } from './video';

test('adverts: start (rule 1) before the content, mid-roll (rule 3) once, end (rule 2) closes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
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
  expectOneSecondTicks(await watchCountdown(skip), start.display_duration);
  expect(await currentTime(advertVideo)).toBeGreaterThan(start.display_duration - 2);
  expect(await currentTime(content)).toBe(0);
  expect(await isPaused(content)).toBe(true);

  // At 0 the Skip button is enabled and focused: Enter skips, and the film plays.
  await expect(skip).toHaveText('Skip advert');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(advert).toHaveCount(0);
  await expectAdvancing(content, 2);

  // Rule 3: at mid_roll_time the film pauses and the mid-roll advert plays. The seek bar brings
  // the film to 2 s before it.
  await seekVideo(content, middle.mid_roll_time! - 2);
  await expect(advert).toBeVisible({ timeout: 10_000 });
  const pausedAt = await currentTime(content);
  expect(pausedAt).toBeGreaterThanOrEqual(middle.mid_roll_time!);
  expect(pausedAt).toBeLessThan(middle.mid_roll_time! + 1.5);
  expectOneSecondTicks(await watchCountdown(skip), middle.display_duration);
  expect(await currentTime(advertVideo)).toBeGreaterThan(middle.display_duration - 2);
  expect(await isPaused(content)).toBe(true);
  await skip.click();
  await expect(advert).toHaveCount(0);
  await expectAdvancing(content, 1);

  // Back 10 s and past mid_roll_time again: the middle's advert never plays twice. The seek
  // bar brings the film to a second before it, so that it plays across it.
  await page.getByRole('dialog', { name: /video player/i }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(content)).toBeLessThan(middle.mid_roll_time!);
  await seekVideo(content, middle.mid_roll_time! - 1);
  await expect
    .poll(() => currentTime(content), { timeout: 10_000 })
    .toBeGreaterThan(middle.mid_roll_time! + 2);
  await expect(advert).toHaveCount(0);

  // Rule 2: at the film's end the end advert plays; when its video ends the player closes.
  await seekBeforeEnd(content, 4);
  await expect(advert).toBeVisible({ timeout: 15_000 });
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

  // Played up to 2 s before mid_roll_time (by the seek bar), the film stops there for the advert.
  await seekVideo(content, middle.mid_roll_time! - 2);
  await expect(advert).toBeVisible({ timeout: 10_000 });
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

interface Campaign {
  play_rules: number;
  mid_roll_time: number | null;
  display_duration: number;
}

interface Episode {
  id: number;
  title: string;
  continue_watching: object | null;
  parental_rating: { require_pin: boolean } | null;
  /** The episode's video campaigns by play rule (1 start, 2 end, 3 middle). */
  byRule: Map<number, Campaign>;
}

/**
 * The episodes, in order, of the first season whose first episode has an end advert (rule 2),
 * each with its campaigns. The seed gives the second demo show's episodes a mid-roll and an end
 * advert, and its last episode a start advert too (README: Demo adverts).
 */
async function seasonWithEndAdverts(page: Page, request: APIRequestContext): Promise<Episode[]> {
  const campaignsOf = async (id: number) =>
    new Map(
      (await apiData<Campaign[]>(page, request, `/video-campaigns/list?filter[vod_id]=${id}`)).map(
        (campaign) => [campaign.play_rules, campaign],
      ),
    );
  const shows = await apiData<{ items: Array<{ seasons: Array<{ id: number }> }> }>(
    page,
    request,
    '/multi-event-vods/list?limit=100',
  );
  for (const season of shows.items.flatMap((show) => show.seasons)) {
    const { items } = await apiData<{ items: Array<Omit<Episode, 'byRule'>> }>(
      page,
      request,
      `/vods/list?filter[type]=1&filter[multi_event_vod_season_id]=${season.id}&sort[episode_number]=asc&limit=100`,
    );
    if (items.length < 2 || !(await campaignsOf(items[0]!.id)).has(2)) continue;
    return Promise.all(
      items.map(async (item) => ({ ...item, byRule: await campaignsOf(item.id) })),
    );
  }
  throw new Error('no demo season has end adverts');
}

/** Plays an episode from its details page; skips its start advert (rule 1) when it has one. */
async function playEpisode(page: Page, episode: Episode) {
  await page.goto(`/tv-shows/episode/${episode.id}`);
  await pressPlay(page);
  const start = episode.byRule.get(1);
  if (start) {
    const skip = page
      .getByRole('dialog', { name: 'Advert' })
      .getByRole('button', { name: 'Skip advert' });
    await expect(skip).toBeEnabled({ timeout: (start.display_duration + 5) * 1000 });
    await skip.click();
  }
  await expectVideoPlays(playerVideo(page), 0.5);
}

/**
 * Seeks 4 s before the end of the ~30 s clip. Past mid_roll_time the middle advert (rule 3)
 * is due: it is skipped when it may be, and the episode plays on to its end.
 */
async function seekNearTheEnd(page: Page, episode: Episode) {
  await seekBeforeEnd(playerVideo(page), 4);
  const middle = episode.byRule.get(3);
  if (middle) {
    const advert = page.getByRole('dialog', { name: 'Advert' });
    await expect(advert).toBeVisible();
    const skip = advert.getByRole('button', { name: 'Skip advert' });
    await expect(skip).toBeEnabled({ timeout: (middle.display_duration + 5) * 1000 });
    await skip.click();
    await expect(advert).toHaveCount(0);
  }
}

/**
 * Plays the episode to its end: its end advert (rule 2) shows, the countdown ticks 1 s at a
 * time from display_duration, and Skip is enabled at 0.
 */
async function playToEndAdvert(page: Page, episode: Episode) {
  await playEpisode(page, episode);
  await seekNearTheEnd(page, episode);
  const advert = page.getByRole('dialog', { name: 'Advert' });
  const skip = advert.getByRole('button', { name: /^Skip/ });
  await expect(advert).toBeVisible({ timeout: 15_000 });
  await expect(skip).toBeDisabled();
  expectOneSecondTicks(await watchCountdown(skip), episode.byRule.get(2)!.display_duration);
  await expect(skip).toHaveText('Skip advert');
  return { advert, skip };
}

test('adverts: an episode with an end advert (rule 2) plays it at its end, then the next episode plays', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  const season = await seasonWithEndAdverts(page, request);
  const playsAtOnce = (episode: Episode | undefined) =>
    episode !== undefined &&
    episode.continue_watching === null &&
    !episode.parental_rating?.require_pin;
  const index = season.findIndex(
    (episode, position) =>
      position < season.length - 1 &&
      episode.byRule.has(2) &&
      playsAtOnce(episode) &&
      playsAtOnce(season[position + 1]) &&
      !season[position + 1]!.byRule.has(1),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const episode = season[index]!;
  const next = season[index + 1]!;

  const { advert, skip } = await playToEndAdvert(page, episode);
  await skip.click();

  // Then the next episode of the season plays.
  await expect(advert).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/tv-shows/episode/${next.id}\\?play`));
  const player = page.getByRole('dialog', { name: /video player/i });
  await expect(player.getByRole('heading', { name: next.title, exact: true })).toBeVisible();
  await expectVideoPlays(playerVideo(page), 1);
  await expectAdvancing(playerVideo(page), 1);
});

test('adverts: the last episode of a season plays its end advert (rule 2), and ending it closes the player', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  const season = await seasonWithEndAdverts(page, request);
  const last = season.at(-1)!;
  expect(last.byRule.has(2)).toBe(true);
  expect(last.continue_watching).toBeNull();

  const { advert, skip } = await playToEndAdvert(page, last);
  await expect(playerVideo(page)).toHaveCount(1);
  await skip.click();

  // No episode follows: the player closes, back on the episode's page.
  await expect(playerVideo(page)).toHaveCount(0);
  await expect(advert).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/tv-shows/episode/${last.id}$`));
});
