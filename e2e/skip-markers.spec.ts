import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  episodeList,
  findTitle,
  hasAdverts,
  subscribedProfiles,
  withoutPin,
  type CatalogueTitle,
} from './catalogue-api';
import { logIn } from './log-in';
import { currentTime, expectVideoPlays, playerVideo, seekVideo } from './video';

interface Span {
  start: number;
  end: number;
}
type MarkedTitle = CatalogueTitle & { markers?: { intro?: Span; recap?: Span; credits?: Span } };

/** A first episode with an intro and credits, one playing profile, no PIN and no adverts. */
const markedFirstEpisode = (page: Page, request: APIRequestContext) =>
  findTitle(
    page,
    request,
    episodeList,
    async (episode: MarkedTitle) =>
      episode.episode_number === 1 &&
      episode.markers?.intro !== undefined &&
      episode.markers.credits !== undefined &&
      subscribedProfiles(episode).length >= 1 &&
      withoutPin(episode) &&
      !(await hasAdverts(page, request, episode.id)),
  ) as Promise<MarkedTitle>;

/** Plays the episode from its page, choosing HD when the player asks for a profile. */
async function play(page: Page, episode: CatalogueTitle) {
  await page.goto(`/tv-shows/episode/${episode.id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a profile' });
  const video = playerVideo(page);
  await expect(chooser.or(video)).toBeVisible();
  if (await chooser.isVisible()) {
    await chooser.getByRole('radio').first().check();
    await chooser.getByRole('button', { name: 'Play' }).click();
  }
  await expectVideoPlays(video, 0.5);
  return video;
}

test('Skip intro shows during the intro and jumps to its end', async ({ page, request }) => {
  await logIn(page);
  const episode = await markedFirstEpisode(page, request);
  const intro = episode.markers!.intro!;
  const video = await play(page, episode);

  const skip = page.getByRole('button', { name: 'Skip intro' });
  await expect(skip).toBeVisible();
  expect(await currentTime(video)).toBeLessThan(intro.end);
  await skip.click();
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(intro.end);
  await expect(skip).toHaveCount(0);
  await expectVideoPlays(video, 0.5);
});

test('the credits start the next-episode countdown, and Watch credits dismisses it', async ({
  page,
  request,
}) => {
  await logIn(page);
  const episode = await markedFirstEpisode(page, request);
  const credits = episode.markers!.credits!;
  const video = await play(page, episode);

  const countdown = page.getByText(/^Next episode in \d+ seconds?$/);
  await expect(countdown).toHaveCount(0);
  await seekVideo(video, credits.start - 1);
  // Five seconds from the credits' start (access §4), not from the last five of the episode.
  await expect(countdown).toBeVisible({ timeout: 10_000 });
  expect(await currentTime(video)).toBeLessThan(credits.end - 0.5);
  await page.getByRole('button', { name: 'Watch credits' }).click();
  await expect(countdown).toHaveCount(0);
  await expectVideoPlays(video, 0.5);
  await expect(page).toHaveURL(new RegExp(`/tv-shows/episode/${episode.id}\\?play`));
});
