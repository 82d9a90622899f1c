// The play, rent, rate and trailer flows that start on a details page (catalogue §4 and
// access §2), against the real server and its demo catalogue: every video really plays.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  filmList,
  filmProfiles,
  filmWithOffer,
  filmWithProfileChoice,
  findTitle,
  isForSale,
  payments,
  pinProtectedFilm,
  premiere,
  rentalForDays,
  sessionHeaders,
  showList,
  subscribedProfiles,
  titleWithTrailer,
  withoutPin,
} from './catalogue-api';
import { demoPins, expiredAccount } from './demo-account';
import { logIn } from './log-in';
import { enterPin, pinDialog } from './pin-modal';
import { expectVideoPlays, playerVideo, seekVideo } from './video';

const playButton = (page: Page) => page.getByRole('button', { name: 'Play', exact: true });

test('a film with several profiles asks which one; "Always play with this profile" plays at once next time', async ({
  page,
  request,
}) => {
  await logIn(page);
  const film = await filmWithProfileChoice(page, request);
  const [, chosen] = subscribedProfiles(film);
  // A saved "Auto" means ask every time.
  await page.evaluate(() =>
    window.localStorage.setItem('wecast-vod-profile', JSON.stringify({ id: 0, name: 'Auto' })),
  );
  await page.goto(`/movies/${film.id}`);

  await playButton(page).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a profile' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('radio')).toHaveCount(subscribedProfiles(film).length);
  await chooser.getByRole('radio', { name: chosen!.name }).check();
  await chooser.getByRole('checkbox', { name: 'Always play with this profile' }).check();
  const stream = page.waitForRequest((call) => call.url().endsWith('/api/vods/stream'));
  await chooser.getByRole('button', { name: 'Play', exact: true }).click();
  expect((await stream).postDataJSON()).toEqual({
    single_event_vod_id: film.id,
    vod_profile_id: chosen!.id,
  });
  await expect(chooser).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/movies/${film.id}\\?play`));
  await expectVideoPlays(playerVideo(page));
  const saved = await page.evaluate(() => window.localStorage.getItem('wecast-vod-profile'));
  expect(JSON.parse(saved!)).toMatchObject({ name: chosen!.name });

  await page.getByRole('button', { name: /close player/i }).click();
  await expect(playerVideo(page)).toHaveCount(0);

  // The saved profile is among the subscribed ones: Play starts at once with it.
  const again = page.waitForRequest((call) => call.url().endsWith('/api/vods/stream'));
  await playButton(page).click();
  expect((await again).postDataJSON()).toMatchObject({ vod_profile_id: chosen!.id });
  await expect(chooser).toBeHidden();
  await expectVideoPlays(playerVideo(page));
});

test('a PIN-protected film asks for the parental PIN ("Wrong parental pin!") before it plays', async ({
  page,
  request,
}) => {
  await logIn(page);
  const film = await pinProtectedFilm(page, request);
  await page.goto(`/movies/${film.id}`);

  const pin = await enterPin(page, 'parental', '0000');
  await expect(pin.getByRole('alert')).toHaveText('Wrong parental pin!');
  await expect(playerVideo(page)).toHaveCount(0);
  await enterPin(page, 'parental', demoPins.parental);
  await expect(pin).toBeHidden();

  // The PIN was entered on this page: Play does not ask again, and the only profile plays.
  await playButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/movies/${film.id}\\?play`));
  await expectVideoPlays(playerVideo(page));
  await expect(pinDialog(page, 'parental')).toHaveCount(0);
});

test('an expired subscription: Play and Rent show "subscription has expired" with the renew prompt', async ({
  page,
  request,
}) => {
  await logIn(page, expiredAccount);
  const { film } = await filmWithOffer(page, request, isForSale, withoutPin);
  await page.goto(`/movies/${film.id}`);
  const warning = page.getByText(
    'Subscription has expired. Renew your subscription to keep watching.',
  );

  await playButton(page).click();
  await expect(warning).toBeVisible();
  await expect(playerVideo(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/movies/${film.id}$`));

  // Rent is blocked the same way: no purchase PIN is asked.
  await page
    .getByRole('button', { name: /^Rent / })
    .first()
    .click();
  await expect(warning).toBeVisible();
  await expect(pinDialog(page, 'purchase')).toHaveCount(0);

  await page.getByRole('button', { name: 'Renew' }).click();
  await expect(page).toHaveURL(/\/account#subscription$/);
});

test('renting: purchase PIN, the single option preselected, price confirmed, No goes back, a double-clicked Yes charges once and the film plays', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { film, offer: purchase } = await premiere(page, request);
  const price = purchase.pricing[0]!.price.toFixed(2);
  const paidBefore = (await payments(page, request)).length;
  await page.goto(`/movies/${film.id}`);

  // Not rented yet: Play says so.
  await playButton(page).click();
  await expect(page.getByText('Movie not rented. Please rent before watching.')).toBeVisible();
  await expect(playerVideo(page)).toHaveCount(0);

  const rentButton = page.getByRole('button', { name: `Rent ${purchase.name}`, exact: true });
  await rentButton.click();
  await enterPin(page, 'purchase', demoPins.purchase);

  const chooser = page.getByRole('dialog', { name: `Rent ${film.title}` });
  await expect(chooser).toBeVisible();
  const option = chooser.getByRole('radio', { name: new RegExp(`^${purchase.name} · `) });
  await expect(option).toBeChecked();
  await chooser.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm rental' });
  // The price with the account's currency, a symbol or a code on either side of it.
  const quote = new RegExp(
    `^Rent ${film.title} in ${purchase.name} \\(Yours to keep\\) for ([^\\d\\s]+\\s?${price}|${price}\\s?[^\\d\\s]+)\\?$`,
  );
  await expect(confirm.getByText(quote)).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(chooser).toBeVisible();
  await expect(option).toBeChecked();
  await chooser.getByRole('button', { name: 'Continue' }).click();

  const rentCalls: Request[] = [];
  page.on('request', (call) => {
    if (call.url().endsWith('/api/vods/rent')) rentCalls.push(call);
  });
  await confirm.getByRole('button', { name: 'Yes' }).dblclick();
  await expect(confirm).toBeHidden();
  // A purchase (tvod, no duration) is bought for good: the server says so.
  await expect(page.getByText('Successfully bought')).toBeVisible();
  expect(rentCalls.length).toBeGreaterThanOrEqual(1);
  expect(rentCalls[0]!.postDataJSON()).toEqual({
    single_event_vod_id: film.id,
    vod_profile_id: purchase.id,
  });

  // Charged once, and the profile is the account's now.
  const paid = await payments(page, request);
  expect(paid.length).toBe(paidBefore + 1);
  expect(paid[0]!.amount.toFixed(2)).toBe(price);
  const profiles = await filmProfiles(page, request, film.id);
  expect(profiles.find((profile) => profile.id === purchase.id)?.subscribed).toBe(true);
  await expect(rentButton).toHaveCount(0);

  // The only subscribed profile plays at once.
  await playButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/movies/${film.id}\\?play`));
  await expectVideoPlays(playerVideo(page));
});

test('renting for days: no option preselected among two prices, the chosen duration is sent and charged', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { film, offer: rental } = await filmWithOffer(page, request, rentalForDays(2), withoutPin);
  const longest = rental.pricing[1]!;
  const paidBefore = (await payments(page, request)).length;
  await page.goto(`/movies/${film.id}`);

  await page.getByRole('button', { name: `Rent ${rental.name}`, exact: true }).click();
  await enterPin(page, 'purchase', demoPins.purchase);
  const chooser = page.getByRole('dialog', { name: `Rent ${film.title}` });
  const options = chooser.getByRole('radio', { name: new RegExp(`^${rental.name} · `) });
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).not.toBeChecked();
  await expect(options.nth(1)).not.toBeChecked();
  await expect(chooser.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await chooser
    .getByRole('radio', { name: new RegExp(`^${rental.name} · ${longest.duration} days · `) })
    .check();
  await chooser.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm rental' });
  await expect(confirm.getByText(`(${longest.duration} days)`, { exact: false })).toBeVisible();
  const call = page.waitForRequest((sent) => sent.url().endsWith('/api/vods/rent'));
  await confirm.getByRole('button', { name: 'Yes' }).click();
  expect((await call).postDataJSON()).toEqual({
    single_event_vod_id: film.id,
    vod_profile_id: rental.id,
    duration: longest.duration,
  });
  await expect(page.getByText('Successfully rented')).toBeVisible();
  const paid = await payments(page, request);
  expect(paid.length).toBe(paidBefore + 1);
  expect(paid[0]!.amount.toFixed(2)).toBe(longest.price.toFixed(2));
  await expect(page.getByRole('button', { name: `Rent ${rental.name}`, exact: true })).toHaveCount(
    0,
  );
});

test('two rent calls for the same profile at once charge once and answer the same rental', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { film, offer: rental } = await filmWithOffer(page, request, rentalForDays());
  const paidBefore = (await payments(page, request)).length;
  const headers = await sessionHeaders(page);
  const body = {
    single_event_vod_id: film.id,
    vod_profile_id: rental.id,
    duration: rental.pricing[0]!.duration,
  };
  const answers = await Promise.all(
    [0, 1, 2].map(() => request.post('/api/vods/rent', { headers, data: body })),
  );
  for (const answer of answers) expect(answer.status()).toBe(200);
  const rentals = await Promise.all(answers.map(async (answer) => (await answer.json()).data));
  expect(new Set(rentals.map((one) => one.expires_at)).size).toBe(1);
  expect(rentals[0].profile).toMatchObject({ id: rental.id, subscribed: true });
  expect((await payments(page, request)).length).toBe(paidBefore + 1);
});

/** Rates the open details page's title with `stars` and waits for the rating call. */
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
