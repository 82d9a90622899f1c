// Rating a title and playing its trailer from the details page (catalogue §4), against the
// real server and its demo catalogue: every trailer really plays.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { filmList, findTitle, showList, titleWithTrailer, withoutPin } from './catalogue-api';
import { logIn } from './log-in';
import { expectVideoPlays, playerVideo, seekVideo } from './video';

async function rate(page: Page, title: string, stars: number, ratePath: string) {
  await page.getByRole('button', { name: 'Rate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Rate ${title}` });
  await expect(dialog).toBeVisible();
  const call = page.waitForRequest((sent) => sent.url().endsWith(`/api${ratePath}/${stars}`));
  const clickedAt = Date.now();
  await dialog.getByRole('button', { name: `${stars} star${stars === 1 ? '' : 's'}` }).click();
  await call;
  // Submitted 0.8 s after the click.
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(750);
  await expect(dialog).toBeHidden();
}

test('rating a film: "Item successfully rated", then "Item already rated"', async ({
  page,
  request,
}) => {
  await logIn(page);
  const film = await findTitle(page, request, filmList, withoutPin);
  await page.goto(`/movies/${film.id}`);

  await rate(page, film.title, 4, `/vods/rate/${film.id}`);
  await expect(page.getByText('Item successfully rated')).toBeVisible();
  await rate(page, film.title, 2, `/vods/rate/${film.id}`);
  await expect(page.getByText('Item already rated')).toBeVisible();
});

test('rating a TV show (video type 2): "Item successfully rated", then "Item already rated"', async ({
  page,
  request,
}) => {
  await logIn(page);
  const show = await findTitle(page, request, showList, withoutPin);
  await page.goto(`/tv-shows/${show.id}`);

  await rate(page, show.title, 5, `/multi-event-vods/rate/${show.id}`);
  await expect(page.getByText('Item successfully rated')).toBeVisible();
  await rate(page, show.title, 1, `/multi-event-vods/rate/${show.id}`);
  await expect(page.getByText('Item already rated')).toBeVisible();
});

test('a trailer plays from the details page and its end closes the player', async ({
  page,
  request,
}) => {
  await logIn(page);
  const film = await titleWithTrailer(page, request, filmList);
  await page.goto(`/movies/${film.id}`);

  await page.getByRole('button', { name: 'Trailer', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/movies/${film.id}\\?trailer`));
  const video = playerVideo(page);
  await expectVideoPlays(video);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(duration).toBeGreaterThan(2);

  // Played to its end (from 3 s before it, by the seek bar), the trailer closes the player and
  // leaves the details page as it was.
  await seekVideo(video, duration - 3);
  await expect(video).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/movies/${film.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: film.title })).toBeVisible();
});

test('the trailer route of a show lands on its page with ?trailer, plays it, and closing returns to the show', async ({
  page,
  request,
}) => {
  await logIn(page);
  const show = await titleWithTrailer(page, request, showList);
  await page.goto(`/trailer/tv-show/${show.id}`);
  await expect(page).toHaveURL(new RegExp(`/tv-shows/${show.id}\\?trailer$`));
  await expectVideoPlays(playerVideo(page));

  await page.getByRole('button', { name: /close player/i }).click();
  await expect(playerVideo(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/tv-shows/${show.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: show.title })).toBeVisible();
});
