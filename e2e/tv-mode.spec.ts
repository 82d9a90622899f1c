import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demo } from './demo-account';
import { expect, test } from './fixtures';
import {
  apiData,
  expectAdvancing,
  hasNoAdverts,
  playsAtOnce,
  type FilmForPlay,
} from './player-page';
import { playerVideo } from './video';

// TV mode: every step below is a key press, as with a remote or a keyboard alone; no clicks.

/** The focused element when it is in the page's main content. */
const mainFocus = (page: Page) => page.locator('#main :focus');

/** Presses `key` until `target` has the focus, at most `max` times. */
async function pressUntilFocused(page: Page, key: string, target: Locator, max = 15) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/**
 * The film of home's recommended row nearest its start that plays at once (one subscribed
 * profile, no PIN, no adverts, not started), and the row.
 */
async function filmToPlay(page: Page, request: APIRequestContext) {
  const row = page.getByTestId('row-recommended-movies');
  const cards = row.getByTestId('title-card');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  // Past the first view (5 cards at 1280 px) when it can, so the carousel has to scroll.
  for (const href of [...hrefs.slice(6), ...hrefs.slice(0, 6)]) {
    const id = Number(/^\/play\/movie\/(\d+)$/.exec(href ?? '')?.[1]);
    if (!id) continue;
    const { items } = await apiData<{ items: FilmForPlay[] }>(
      page,
      request,
      `/vods/list?filter[id]=${id}`,
    );
    const film = items[0];
    if (film && playsAtOnce(film) && (await hasNoAdverts(page, request, id))) {
      return { row, id, card: row.locator(`a[href="${href}"]`).first() };
    }
  }
  throw new Error('no film of the recommended row plays at once');
}

/**
 * Logs in on /login with the keyboard alone: Tab to each field, type, Enter; then "Who's
 * watching?" starts on the session's profile (Demo, on a new device), which Enter chooses.
 */
async function logInByKeyboard(page: Page) {
  await page.goto('/login');
  const email = page.getByLabel(/email or username/i);
  await pressUntilFocused(page, 'Tab', email);
  await page.keyboard.type(demo.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^password$/i)).toBeFocused();
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole('button', { name: 'Demo', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
}

test('with the keyboard alone: log in, reach a film on home, play it, and come back to its card', async ({
  page,
  request,
}) => {
  // Playing, leaving and coming back take a while on a busy machine.
  test.setTimeout(180_000);
  await logInByKeyboard(page);

  // A new page puts the focus on its main content: the slider's first slide.
  const slider = page.getByTestId('highlighted-slider');
  await expect(slider.getByRole('link', { name: /more info/i }).first()).toBeFocused();

  const { row, id, card } = await filmToPlay(page, request);
  // Down through the slider's controls and the rows above, into the recommended row.
  for (let presses = 0; presses < 12; presses += 1) {
    if (await row.evaluate((element) => element.contains(document.activeElement))) break;
    const before = await page.evaluate(() => document.activeElement?.outerHTML);
    await page.keyboard.press('ArrowDown');
    // Every press moves the focus somewhere new.
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).not.toBe(before);
  }
  await expect(row.getByTestId('title-card').first()).toBeFocused();
  // Along the carousel to the film, which comes into view as the focus reaches it.
  await pressUntilFocused(page, 'ArrowRight', card, 20);
  await expect(card).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/movies/${id}$`));
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeVisible();
  // The new page put the focus in its main content.
  await expect(mainFocus(page)).toHaveCount(1);
  await pressUntilFocused(page, 'ArrowDown', play, 6);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /video player/i })).toBeVisible();
  const video = playerVideo(page);
  // Decoding starts slowly on a busy machine: give the first second time.
  await expectAdvancing(video, 1, 40_000);

  // Escape leaves the player; the focus is back on Play.
  await page.keyboard.press('Escape');
  await expect(video).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/movies/${id}$`));
  await expect(play).toBeFocused();

  // Back (a remote's Back key, Backspace on a keyboard) returns home, onto the same card.
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL(/\/$/);
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
});

test('Back closes an open dialog and leaves the focus where it opened it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInByKeyboard(page);
  await expect(mainFocus(page)).toHaveCount(1);
  const { card, id } = await filmToPlay(page, request);
  await pressUntilFocused(page, 'ArrowDown', card.locator('xpath=ancestor::ul//a').first(), 12);
  await pressUntilFocused(page, 'ArrowRight', card, 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/movies/${id}$`));

  const rate = page.getByRole('button', { name: 'Rate', exact: true });
  await expect(rate).toBeVisible();
  await expect(mainFocus(page)).toHaveCount(1);
  await pressUntilFocused(
    page,
    'ArrowDown',
    page.getByRole('button', { name: 'Play', exact: true }),
    6,
  );
  await pressUntilFocused(page, 'ArrowRight', rate, 4);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Rate / });
  await expect(dialog).toBeVisible();
  // Arrows stay inside the dialog.
  for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Backspace');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/movies/${id}$`));
  await expect(rate).toBeFocused();
});
