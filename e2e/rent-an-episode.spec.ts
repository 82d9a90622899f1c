// Renting an episode shows it at once wherever the season is on screen: its details, the
// season carousel and the player's episode strip read one cache, which the rental updates
// (docs/decisions.md, "An entities layer on the web").
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  episodeList,
  findTitle,
  hasAdverts,
  sessionHeaders,
  withoutPin,
  type CatalogueTitle,
} from './catalogue-api';
import { demoPins } from './demo-account';
import { logIn } from './log-in';
import { enterPin } from './pin-modal';
import { expectVideoPlays, playerVideo } from './video';
import { clickPlayerControl } from './player-page';

const RENT_TO_WATCH = 'Rent to watch';

/** The episodes of a season, as the account sees them. */
async function seasonEpisodes(page: Page, request: APIRequestContext, seasonId: number) {
  const answer = await request.get(
    `/api${episodeList}&filter[multi_event_vod_season_id]=${seasonId}`,
    { headers: await sessionHeaders(page) },
  );
  return ((await answer.json()).data as { items: CatalogueTitle[] }).items;
}

const onlyForRent = (episode: CatalogueTitle) => {
  const profiles = episode.movie_source?.profiles ?? [];
  return profiles.length > 0 && profiles.every((profile) => !profile.subscribed);
};

/** The first two episodes of a season of a series rented episode by episode, neither rented. */
async function rentableSeason(page: Page, request: APIRequestContext) {
  let second: CatalogueTitle | undefined;
  const first = await findTitle(page, request, episodeList, async (episode) => {
    if (episode.episode_number !== 1 || !onlyForRent(episode) || !withoutPin(episode)) {
      return false;
    }
    const season = await seasonEpisodes(page, request, episode.multi_event_vod_season_id!);
    second = season.find((item) => item.episode_number === 2);
    return (
      second !== undefined && onlyForRent(second) && !(await hasAdverts(page, request, episode.id))
    );
  });
  return { first, second: second! };
}

async function openEpisodeStrip(page: Page) {
  await clickPlayerControl(page, page.getByRole('button', { name: 'Episodes' }));
  return page.getByRole('navigation', { name: 'Episodes of this season' });
}

test('renting an episode shows it rented on its page, in the season carousel and in the player strip at once', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { first, second } = await rentableSeason(page, request);
  const profile = first.movie_source!.profiles[0]!;
  const rented = await request.post('/api/vods/rent', {
    headers: await sessionHeaders(page),
    data: { single_event_vod_id: first.id, vod_profile_id: profile.id, duration: 2 },
  });
  expect(rented.status()).toBe(200);

  // The first episode plays; the strip says the second is to rent.
  await page.goto(`/tv-shows/episode/${first.id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expectVideoPlays(playerVideo(page), 1);
  let strip = await openEpisodeStrip(page);
  const secondInStrip = () => strip.getByRole('button', { name: new RegExp(second.title) });
  await expect(secondInStrip()).toContainText(RENT_TO_WATCH);

  // Choosing it opens its page, where it can be rented; from here on, no season is asked again.
  const seasonCalls: Request[] = [];
  page.on('request', (call) => {
    if (call.url().includes('multi_event_vod_season_id')) seasonCalls.push(call);
  });
  await secondInStrip().click();
  await expect(page).toHaveURL(new RegExp(`/tv-shows/episode/${second.id}$`));
  const carousel = page.getByTestId('season-episodes');
  const secondCard = carousel.getByRole('link', { name: new RegExp(second.title) });
  await expect(secondCard).toContainText(RENT_TO_WATCH);

  const rentButton = page.getByRole('button', { name: `Rent ${profile.name}`, exact: true });
  await rentButton.click();
  await enterPin(page, 'purchase', demoPins.purchase);
  await page
    .getByRole('dialog', { name: `Rent ${second.title}` })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page
    .getByRole('dialog', { name: 'Confirm rental' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('Successfully rented')).toBeVisible();

  // Its page and the carousel show it rented at once.
  await expect(rentButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(secondCard).not.toContainText(RENT_TO_WATCH);

  // So does the player's strip, over the first episode again.
  await carousel.getByRole('link', { name: new RegExp(first.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/tv-shows/episode/${first.id}$`));
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expectVideoPlays(playerVideo(page), 1);
  strip = await openEpisodeStrip(page);
  await expect(secondInStrip()).toBeVisible();
  await expect(secondInStrip()).not.toContainText(RENT_TO_WATCH);
  expect(seasonCalls).toEqual([]);
});
