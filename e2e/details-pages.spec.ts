import { expect, test } from './fixtures';
import {
  episodeList,
  filmList,
  findTitle,
  openGallery,
  requiresPin,
  showList,
  subscribedProfiles,
  titleWithTrailer,
  withoutPin,
} from './catalogue-api';
import { demoPins } from './demo-account';
import { openNewestFilm } from './home';
import { logIn } from './log-in';
import { enterPin, pinDialog } from './pin-modal';
import { expectVideoPlays, playerVideo } from './video';

test('a film from a card shows its details; a similar film fades in', async ({ page }) => {
  await logIn(page);
  await openNewestFilm(page);
  const details = page.getByTestId('details');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const first = await heading.textContent();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/movies');
  await expect(page.getByText(/\d \/ 10$/)).toBeVisible();
  await expect(page.getByTestId('average-rating')).toHaveText(/^Average rating\d+(\.\d)?$/);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  const similar = page.getByTestId('similar-movies').getByTestId('title-card').first();
  await expect(similar).toBeVisible();
  const from = page.url();
  await similar.click();
  await expect(page).not.toHaveURL(from);
  await expect(page).toHaveURL(/\/movies\/\d+$/);
  await expect(heading).not.toHaveText(first ?? '');
  await expect(details).toHaveCSS('animation-name', /details-fade/);
});

test('the gallery opens a lightbox: the arrows move and Escape closes it', async ({
  page,
  request,
}) => {
  await logIn(page);
  // Lists carry a title's first still; its details call brings the whole gallery.
  const film = await findTitle(
    page,
    request,
    filmList,
    (title) => (title.gallery?.length ?? 0) > 0,
  );
  const lightbox = await openGallery(page, film);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: /image 2 of/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByRole('img', { name: /image 1 of/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('a PIN-protected film asks for the parental PIN; Cancel returns to /movies', async ({
  page,
  request,
}) => {
  await logIn(page);
  const film = await findTitle(page, request, filmList, requiresPin);

  await page.goto(`/movies/${film.id}`);
  const pin = pinDialog(page, 'parental');
  await expect(pin).toBeVisible();
  await expect(page.getByRole('heading', { name: film.title })).toBeHidden();
  await pin.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/movies$/);

  await page.goto(`/movies/${film.id}`);
  await enterPin(page, 'parental', demoPins.parental);
  await expect(page.getByRole('heading', { level: 1, name: film.title })).toBeVisible();
});

test("a show's season picker switches seasons; an episode card opens the episode page", async ({
  page,
  request,
}) => {
  await logIn(page);
  const show = await findTitle(
    page,
    request,
    showList,
    (title) => withoutPin(title) && (title.seasons?.length ?? 0) > 1,
  );

  await page.goto(`/tv-shows/${show.id}`);
  const episodes = page.getByTestId('season-episodes');
  const picker = episodes.getByRole('button', { name: 'Season 1' });
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  const firstSeasonCard = episodes.getByTestId('title-card').first();
  await expect(firstSeasonCard).toHaveAttribute('href', /^\/tv-shows\/episode\/\d+$/);
  const firstSeasonEpisode = await firstSeasonCard.getAttribute('href');

  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('menuitemradio', { name: 'Season 2' }).click();
  await expect(episodes.getByRole('button', { name: 'Season 2' })).toBeVisible();
  const card = episodes.getByTestId('title-card').first();
  await expect(card).not.toHaveAttribute('href', firstSeasonEpisode!);
  await expect(card).toHaveAttribute('href', /^\/tv-shows\/episode\/\d+$/);

  await card.click();
  await expect(page).toHaveURL(/\/tv-shows\/episode\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Episode 1');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'TV Shows' })).toHaveAttribute('href', '/tv-shows');
  await expect(
    page.getByTestId('season-episodes').getByRole('button', { name: 'Season 2' }),
  ).toBeVisible();
});

test('a missing show or episode redirects to /tv-shows, a missing film to /movies', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/tv-shows/999999');
  await expect(page).toHaveURL(/\/tv-shows$/);
  await page.goto('/tv-shows/episode/not-a-number');
  await expect(page).toHaveURL(/\/tv-shows$/);
  await page.goto('/movies/999999');
  await expect(page).toHaveURL(/\/movies$/);
});

test("an episode's Play button plays it in the floating player", async ({ page, request }) => {
  await logIn(page);
  const episode = await findTitle(
    page,
    request,
    episodeList,
    (title) => withoutPin(title) && subscribedProfiles(title).length === 1,
  );

  await page.goto(`/tv-shows/episode/${episode.id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/\?play/);
  await expectVideoPlays(playerVideo(page), 1);
});

test("a film's Trailer button plays the trailer in the floating player", async ({
  page,
  request,
}) => {
  await logIn(page);
  const film = await titleWithTrailer(page, request, filmList);

  await page.goto(`/movies/${film.id}`);
  await page.getByRole('button', { name: 'Trailer', exact: true }).click();
  await expect(page).toHaveURL(/\?trailer/);
  const video = playerVideo(page);
  await expectVideoPlays(video, 1);
  await page.keyboard.press('Escape');
  await expect(video).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/movies/${film.id}$`));
});
