// The play flows that start on a details page (catalogue §4 and access §2): profiles, the
// parental PIN and an expired subscription, against the real server and its demo catalogue.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  filmWithOffer,
  filmWithProfileChoice,
  isForSale,
  pinProtectedFilm,
  subscribedProfiles,
  withoutPin,
} from './catalogue-api';
import { demoPins, expiredAccount } from './demo-account';
import { logIn } from './log-in';
import { enterPin, pinDialog } from './pin-modal';
import { expectVideoPlays, playerVideo } from './video';

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
