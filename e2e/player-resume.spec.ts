import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import {
  apiData,
  clock,
  currentTime,
  expectAdvancing,
  openUnstartedFilm,
  pressPlay,
} from './player-page';
import { playingStarts, recordPlayingStarts } from './video';

interface Watched {
  id: number;
  type: number;
  title: string;
  parental_rating: { require_pin: boolean } | null;
  continue_watching: { stopped_time: number; duration: number } | null;
}

const continueWatching = (page: Page, request: APIRequestContext) =>
  apiData<{ items: Watched[] }>(page, request, '/vods/get-continue-watching?limit=50').then(
    (list) => list.items,
  );

const resumePrompt = (page: Page) => page.getByRole('dialog', { name: 'Continue watching?' });

test('a film in continue watching asks to resume or start over; Start over plays from 0', async ({
  page,
  request,
}) => {
  await logIn(page);
  // A film the seed left well into its running time (another spec may have stopped one early).
  const film = (await continueWatching(page, request)).find(
    (item) => item.type === 0 && item.continue_watching!.stopped_time > 10,
  );
  if (!film) throw new Error('No film in continue watching stopped past 10 s');
  await page.goto(`/movies/${film.id}`);
  await pressPlay(page);

  const prompt = resumePrompt(page);
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(
    `You stopped at ${clock(film.continue_watching!.stopped_time)}.`,
  );
  await expect(prompt.getByRole('button', { name: 'Resume' })).toBeFocused();
  const video = page.getByTestId('player-video');
  // Nothing plays while the prompt waits for an answer.
  expect(await currentTime(video)).toBe(0);

  await prompt.getByRole('button', { name: 'Start over' }).click();
  await expect(prompt).toHaveCount(0);
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(await currentTime(video)).toBeLessThan(8);
});

test('an episode in continue watching asks too, and Resume plays on', async ({ page, request }) => {
  await logIn(page);
  const episode = (await continueWatching(page, request)).find((item) => item.type === 1)!;
  await page.goto(`/tv-shows/episode/${episode.id}`);
  await pressPlay(page);
  const prompt = resumePrompt(page);
  await expect(prompt).toContainText(
    `You stopped at ${clock(episode.continue_watching!.stopped_time)}.`,
  );
  await prompt.getByRole('button', { name: 'Resume' }).click();
  await expect(prompt).toHaveCount(0);
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(0);
  await expectAdvancing(video, 1);
});

test('progress is saved while playing and when the page goes; Resume starts there', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  const filmId = await openUnstartedFilm(page, request);
  const savedPosition = async () =>
    (await continueWatching(page, request)).find((item) => item.id === filmId)?.continue_watching
      ?.stopped_time ?? null;
  expect(await savedPosition()).toBeNull();

  await pressPlay(page);
  const video = page.getByTestId('player-video');
  // The periodic save (every 15 s while playing) keeps the position without leaving.
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(16);
  await expect.poll(savedPosition, { timeout: 5_000 }).toBeGreaterThanOrEqual(10);

  // Reloading the page mid-film (pagehide, keepalive request) keeps where it stopped.
  await page.getByRole('dialog', { name: /video player/i }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(video)).toBeLessThan(12);
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(12.5);
  const leftAt = await currentTime(video);
  await page.reload();
  // The player knows its position from timeupdate events (about every 250 ms), so the one saved
  // on pagehide may trail the video's own clock by that much.
  await expect
    .poll(savedPosition, { timeout: 5_000 })
    .toBeGreaterThanOrEqual(Math.floor(leftAt - 0.5));
  const saved = (await savedPosition())!;
  expect(saved).toBeLessThan(leftAt + 2);

  // The details page now offers to resume there, and Resume starts at that position.
  await page.goto(`/movies/${filmId}`);
  await pressPlay(page);
  const prompt = resumePrompt(page);
  await expect(prompt).toContainText(`You stopped at ${clock(saved)}.`);
  await prompt.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(saved);
  expect(await currentTime(video)).toBeLessThan(saved + 5);
  await expectAdvancing(video, 1);
});

/**
 * A title of the continue-watching list that plays at once on Resume (no PIN, no adverts),
 * stopped inside the ~30 s demo clip: the oldest such, so one the seed saved rather than one
 * an earlier spec left.
 */
async function seededPosition(page: Page, request: APIRequestContext): Promise<Watched> {
  const candidates: Watched[] = [];
  for (const item of await continueWatching(page, request)) {
    const stopped = item.continue_watching?.stopped_time ?? 0;
    if (item.parental_rating?.require_pin || stopped < 10 || stopped > 25) continue;
    const campaigns = await apiData<unknown[]>(
      page,
      request,
      `/video-campaigns/list?filter[vod_id]=${item.id}`,
    );
    if (campaigns.length === 0) candidates.push(item);
  }
  expect(candidates.length, 'a seeded position to resume').toBeGreaterThan(0);
  return candidates.at(-1)!;
}

test('Resume from the continue-watching row on home starts at the seeded position and plays on', async ({
  page,
  request,
}) => {
  await recordPlayingStarts(page);
  await logIn(page);
  const title = await seededPosition(page, request);
  const { stopped_time: stopped, duration } = title.continue_watching!;
  const film = title.type === 0;

  // The row shows how far the title was watched, and its card leads to the title's page.
  const row = page.getByTestId('row-continue-watching');
  const card = row.locator(
    `a[href="${film ? `/play/movie/${title.id}` : `/play/tv-show/episode/${title.id}`}"]`,
  );
  await expect(card.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((stopped / duration) * 100)),
  );
  await card.click();
  await expect(page).toHaveURL(
    new RegExp(`${film ? '/movies/' : '/tv-shows/episode/'}${title.id}$`),
  );

  await pressPlay(page);
  const prompt = resumePrompt(page);
  await expect(prompt).toContainText(`You stopped at ${clock(stopped)}.`);
  await prompt.getByRole('button', { name: 'Resume' }).click();
  await expect(prompt).toHaveCount(0);

  // Playback begins at the saved position, not at 0 nor past the clip's end, and goes on.
  await expect.poll(() => playingStarts(page), { timeout: 20_000 }).not.toEqual([]);
  const [start] = await playingStarts(page);
  expect(start).toBeGreaterThanOrEqual(stopped - 0.5);
  expect(start).toBeLessThan(stopped + 1.5);
  const video = page.getByTestId('player-video');
  await expectAdvancing(video, 1);
  expect(await currentTime(video)).toBeLessThan(duration);
});
