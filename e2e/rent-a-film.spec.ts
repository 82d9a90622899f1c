// Renting a film from its details page (catalogue §4): the purchase PIN, the rent options,
// the charge, and two rent calls at once; against the real server and its sandbox gateway.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  filmProfiles,
  filmWithOffer,
  payments,
  premiere,
  rentalForDays,
  sessionHeaders,
  withoutPin,
} from './catalogue-api';
import { demoPins } from './demo-account';
import { logIn } from './log-in';
import { enterPin } from './pin-modal';
import { expectVideoPlays, playerVideo } from './video';

const playButton = (page: Page) => page.getByRole('button', { name: 'Play', exact: true });

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
