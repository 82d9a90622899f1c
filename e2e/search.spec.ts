import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './log-in';

// "Harbour" is in the titles of several demo films and shows and of a demo channel; the server
// folds accents, so the accented prefix "harbó" finds them all.
const ACCENTED_PREFIX = 'harbó';

/** Counts the title searches the page sends from now on. */
function countTitleSearches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (decodeURIComponent(request.url()).includes('filter[title]')) count += 1;
  });
  return () => count;
}

async function openSearchBox(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search' });
  // The box takes focus 200 ms after it opens.
  await expect(input).toBeFocused();
  return input;
}

test('the search box finds titles from 2 characters and leads to every result', async ({
  page,
}) => {
  await logIn(page);
  const searches = countTitleSearches(page);
  const input = await openSearchBox(page);
  await expect(input).toHaveAttribute('placeholder', /^Search movies, TV shows/);

  await input.pressSequentially('h');
  await page.waitForTimeout(800);
  await expect(page.getByRole('listbox')).toBeHidden();
  expect(searches()).toBe(0);

  await input.pressSequentially(ACCENTED_PREFIX.slice(1), { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox).toBeVisible();
  const titles = listbox.getByRole('option').filter({ hasNotText: /View all/ });
  await expect(titles.first()).toContainText(/Harbour/);
  const titleCount = await titles.count();
  expect(titleCount).toBeGreaterThan(0);
  expect(titleCount).toBeLessThanOrEqual(5);
  // One debounced search: one call for films, one for shows, one for channels.
  expect(searches()).toBe(3);

  const viewAll = listbox.getByRole('option', { name: /^View all \d+ results$/ });
  const total = Number((await viewAll.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(5);
  await viewAll.click();

  await expect(page).toHaveURL(/\/search\?q=harb%C3%B3$/);
  await expect(listbox).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “harbó”' })).toBeVisible();
  await expect(page.getByText(`${total} results`, { exact: true })).toBeVisible();
  const movies = page.getByRole('region', { name: 'Movies' });
  await expect(movies.getByTestId('title-card').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'TV Shows' }).getByTestId('title-card').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Channels' }).getByTestId('channel-card').first(),
  ).toContainText('Harbour News 24');
});

test('a genre filter narrows the results page', async ({ page }) => {
  await logIn(page);
  await page.goto(`/search?q=${encodeURIComponent('harbour')}`);
  const cards = page.getByTestId('title-card');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();

  await page.getByRole('group', { name: 'Genres' }).getByRole('button', { name: 'Comedy' }).click();
  await expect(page).toHaveURL(/[?&]genres=\d+/);
  await expect.poll(() => cards.count()).toBeLessThan(before);
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(
    page.getByRole('group', { name: 'Genres' }).getByRole('button', { name: 'Comedy' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('group', { name: 'Genres' }).getByRole('button', { name: 'All' }).click();
  await expect.poll(() => cards.count()).toBe(before);
});

test('nonsense text gets the no-results message with suggestions', async ({ page }) => {
  await logIn(page);
  const input = await openSearchBox(page);
  await input.fill('qxzzvq');
  await expect(
    page.getByRole('status').filter({ hasText: 'No results for “qxzzvq”' }),
  ).toBeVisible();
  await input.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=qxzzvq$/);
  await expect(page.getByRole('heading', { name: 'No results for “qxzzvq”' })).toBeVisible();
  await expect(page.getByText('Try different keywords, or check the spelling')).toBeVisible();
  await expect(page.getByText('Try searching for a movie or a series by its title')).toBeVisible();
});

test('a click outside closes the dropdown; choosing a result opens its page', async ({ page }) => {
  await logIn(page);
  const input = await openSearchBox(page);
  await input.fill('harbour');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox).toBeVisible();

  // An empty spot of the navigation bar, between the section links and the search box.
  await page.getByRole('banner').click({ position: { x: 740, y: 20 } });
  await expect(listbox).toBeHidden();

  // Focus opens it again.
  await input.focus();
  await expect(listbox).toBeVisible();
  const film = listbox.getByRole('option').filter({ hasText: 'Movie' }).first();
  const title = (await film.locator('span').nth(2).textContent()) ?? '';
  await film.click();

  await expect(page).toHaveURL(/\/movies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeHidden();
});

test('the keyboard drives the box, and a narrow screen opens it from the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Search' }).click();
  const input = page.getByRole('combobox', { name: 'Search' });
  await expect(input).toBeFocused();

  await input.pressSequentially('harbour');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox).toBeVisible();
  await input.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Escape');
  await expect(listbox).toBeHidden();
  await input.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/(movies|tv-shows)\/(episode\/)?\d+$/);
});
