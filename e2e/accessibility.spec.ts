// axe-core on every route of the app, with the player playing and each dialog open: any
// serious or critical violation of WCAG 2.1 A/AA (or of axe's best practices) fails the test.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  episodeList,
  filmList,
  filmWithProfileChoice,
  findTitle,
  openGallery,
  premiere,
  requiresPin,
  showList,
  withoutPin,
} from './catalogue-api';
import { freeChannel } from './channels-api';
import { demoPins } from './demo-account';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { enterPin, pinDialog } from './pin-modal';
import { apiData, openUnstartedFilm, pressPlay } from './player-page';
import { fillRegistrationDetails } from './registration';
import { expectVideoPlays, playerVideo } from './video';

// axe takes seconds a run on a busy machine, and a dialog test runs it up to three times.
test.describe.configure({ timeout: 120_000 });

/** Waits for `ready`, then runs axe on the page. */
async function checkWhen(page: Page, ready: Locator, where?: string) {
  await expect(ready).toBeVisible();
  await expectAccessible(page, where);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test.describe('logged out', () => {
  for (const path of ['/login', '/register', '/forgot-password', '/success']) {
    test(`${path} has no serious accessibility issue`, async ({ page }) => {
      await page.goto(path);
      await checkWhen(page, heading(page));
    });
  }

  test('/reset-password with a link’s token has no serious accessibility issue', async ({
    page,
  }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await checkWhen(page, page.getByRole('button', { name: 'Save password' }));
  });

  test('the registration steps (plan, payment) have no serious accessibility issue', async ({
    page,
  }) => {
    await page.goto('/register');
    await fillRegistrationDetails(page, `a11y.${Date.now()}@example.com`, 'popcorn-42');
    await checkWhen(page, page.getByRole('heading', { name: 'Choose your plan' }), 'plan step');
    await page.locator('label:has(input[type="radio"])').first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await checkWhen(page, page.getByRole('heading', { name: 'Payment details' }), 'payment step');
  });

  test('the not-found page has no serious accessibility issue', async ({ page }) => {
    await page.goto('/no/such/page');
    await checkWhen(page, heading(page));
  });
});

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  const pages: Array<[string, (page: Page) => Locator]> = [
    ['/', (page) => page.getByTestId('highlighted-slider')],
    ['/trending', (page) => page.getByTestId('title-card').first()],
    ['/movies', (page) => page.getByTestId('title-card').first()],
    ['/tv-shows', (page) => page.getByTestId('title-card').first()],
    ['/search?q=harbour', (page) => page.getByTestId('title-card').first()],
    ['/channel-categories/all', (page) => page.getByRole('link', { name: /./ }).last()],
    ['/account', heading],
    ['/account/info', (page) => page.getByRole('button').last()],
    ['/page/help', heading],
  ];
  for (const [path, ready] of pages) {
    test(`${path} has no serious accessibility issue`, async ({ page }) => {
      await page.goto(path);
      await checkWhen(page, ready(page));
    });
  }

  for (const [kind, list, path] of [
    ['a film', filmList, '/movies/'],
    ['a show', showList, '/tv-shows/'],
    ['an episode', episodeList, '/tv-shows/episode/'],
  ] as const) {
    test(`the details page of ${kind} has no serious accessibility issue`, async ({
      page,
      request,
    }) => {
      const title = await findTitle(page, request, list, withoutPin);
      await page.goto(`${path}${title.id}`);
      await checkWhen(page, page.getByRole('heading', { level: 1, name: title.title }));
    });
  }

  test('the TV guide and a programme’s details have no serious accessibility issue', async ({
    page,
  }) => {
    await page.goto('/epg-channels');
    const grid = page.getByRole('grid', { name: 'Programme guide' });
    await checkWhen(page, grid.getByRole('gridcell').first(), 'the guide');
    await grid.focus();
    await page.keyboard.press('Enter');
    await checkWhen(page, page.getByRole('dialog'), 'the programme details');
  });

  test('a film in the player, with its settings open, has no serious accessibility issue', async ({
    page,
    request,
  }) => {
    await openUnstartedFilm(page, request);
    await pressPlay(page);
    await expectVideoPlays(playerVideo(page), 0.5);
    // Paused, so the short demo film does not end (and close the player) under a slow axe run,
    // and the controls stay; the mouse brings them back if they hid meanwhile.
    await playerVideo(page).evaluate((video: HTMLVideoElement) => video.pause());
    await expect(async () => {
      await page.mouse.move(400 + Math.random() * 200, 300);
      await page.getByRole('button', { name: 'Settings' }).click({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('group', { name: 'Settings' })).toBeVisible();
    await expectAccessible(page, 'the player with its settings');
  });

  test('a live channel playing has no serious accessibility issue', async ({ page, request }) => {
    const { channel } = await freeChannel(page, request);
    await page.goto(`/channels/${channel.id}`);
    await expectVideoPlays(playerVideo(page), 0.5);
    await expectAccessible(page, 'a live channel');
  });

  test('the resume prompt has no serious accessibility issue', async ({ page, request }) => {
    const watched = await apiData<{ items: Array<{ id: number; type: number }> }>(
      page,
      request,
      '/vods/get-continue-watching?limit=50',
    );
    const film = watched.items.find((item) => item.type === 0)!;
    await page.goto(`/movies/${film.id}`);
    await pressPlay(page);
    await expect(page.getByRole('dialog', { name: 'Continue watching?' })).toBeVisible();
    await expectAccessible(page, 'the resume prompt');
  });

  test('the parental PIN prompt has no serious accessibility issue', async ({ page, request }) => {
    const film = await findTitle(page, request, filmList, requiresPin);
    await page.goto(`/movies/${film.id}`);
    await expect(pinDialog(page, 'parental')).toBeVisible();
    await expectAccessible(page, 'the parental PIN prompt');
  });

  test('the profile chooser has no serious accessibility issue', async ({ page, request }) => {
    const film = await filmWithProfileChoice(page, request);
    // A saved "Auto" means ask every time.
    await page.evaluate(() =>
      window.localStorage.setItem('wecast-vod-profile', JSON.stringify({ id: 0, name: 'Auto' })),
    );
    await page.goto(`/movies/${film.id}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a profile' })).toBeVisible();
    await expectAccessible(page, 'the profile chooser');
  });

  test('the rent flow (purchase PIN, options, confirmation) has no serious accessibility issue', async ({
    page,
    request,
  }) => {
    const { film, offer } = await premiere(page, request);
    await page.goto(`/movies/${film.id}`);
    await page.getByRole('button', { name: `Rent ${offer.name}`, exact: true }).click();
    await expect(pinDialog(page, 'purchase')).toBeVisible();
    await expectAccessible(page, 'the purchase PIN prompt');
    await enterPin(page, 'purchase', demoPins.purchase);
    const chooser = page.getByRole('dialog', { name: `Rent ${film.title}` });
    // A single option comes chosen; of several, the first is taken.
    await chooser.getByRole('radio').first().check();
    await expectAccessible(page, 'the rent options');
    await chooser.getByRole('button', { name: 'Continue' }).click();
    // Stops at the question: nothing is rented.
    await expect(page.getByRole('dialog', { name: 'Confirm rental' })).toBeVisible();
    await expectAccessible(page, 'the rent confirmation');
  });

  test('the gallery lightbox and the rate dialog have no serious accessibility issue', async ({
    page,
    request,
  }) => {
    const film = await findTitle(
      page,
      request,
      filmList,
      (title) => withoutPin(title) && (title.gallery?.length ?? 0) > 0,
    );
    const lightbox = await openGallery(page, film);
    await expectAccessible(page, 'the gallery lightbox');
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Rate ${film.title}` })).toBeVisible();
    await expectAccessible(page, 'the rate dialog');
  });

  test('the account menu and the search box have no serious accessibility issue', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expectAccessible(page, 'the account menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await expect(input).toBeFocused();
    await input.pressSequentially('harb');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
    await expectAccessible(page, 'the search box');
  });
});

test('the slide-in navigation of a narrow screen has no serious accessibility issue', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await checkWhen(page, page.getByTestId('highlighted-slider'), 'home on a phone');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page, 'the slide-in navigation');
});

test('with reduced motion asked for, the home slider stays on its first slide past 4 s', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logIn(page);
  const slider = page.getByTestId('highlighted-slider');
  await expect(slider.getByTestId('highlighted-slide').first()).toBeVisible();
  expect(await slider.getByTestId('highlighted-slide').count()).toBeGreaterThan(1);
  const current = slider.locator('button[aria-current="true"]');
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 1');
  // Off the slider, which pauses while hovered; it moves every 4 s otherwise (home.spec.ts).
  await page.mouse.move(0, 899);
  await page.waitForTimeout(5_000);
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 1');
  await expect(slider.getByTestId('highlighted-slide').first()).toHaveAttribute(
    'aria-hidden',
    'false',
  );
});
