import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './log-in';

/** The titles of the cards the list shows, in order. */
function cardTitles(page: Page): Promise<string[]> {
  return page.getByTestId('title-card').locator('h3').allInnerTexts();
}

const counter = (page: Page) => page.getByTestId('page-counter');
const genreBar = (page: Page) => page.getByRole('group', { name: 'Genres' });

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('films by genre and years: paging, Back and reload keep the filters', async ({ page }) => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Movies' })
    .click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
  await expect(page.getByTestId('title-card').first()).toBeVisible();

  await genreBar(page).getByRole('button', { name: 'Drama' }).click();
  await expect(page).toHaveURL(/\/movies\?genres=\d+$/);
  await expect(genreBar(page).getByRole('button', { name: 'Drama' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openFilters(page);
  await page.getByLabel('From', { exact: true }).selectOption('1980');
  await page.getByLabel('To', { exact: true }).selectOption('2020');
  await expect(page).toHaveURL(/\/movies\?genres=\d+&year=1980-2020$/);
  const filtered = page.url();

  await expect(counter(page)).toHaveText(/^1\/\d+$/);
  const pageCount = Number((await counter(page).innerText()).split('/')[1]);
  expect(pageCount).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('title-card')).toHaveCount(24);
  const firstPage = await cardTitles(page);
  // Every card is a Drama from 1980 to 2020.
  for (const meta of await page.getByTestId('title-card').locator('p').allInnerTexts()) {
    expect(meta).toContain('Drama');
    const year = Number(meta.slice(0, 4));
    expect(year).toBeGreaterThanOrEqual(1980);
    expect(year).toBeLessThanOrEqual(2020);
  }

  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(page).toHaveURL(`${filtered}&page=2`);
  await expect(counter(page)).toHaveText(`2/${pageCount}`);
  await expect.poll(() => cardTitles(page)).not.toEqual(firstPage);
  const secondPage = await cardTitles(page);

  await page.reload();
  await expect(page).toHaveURL(`${filtered}&page=2`);
  await expect(counter(page)).toHaveText(`2/${pageCount}`);
  await expect.poll(() => cardTitles(page)).toEqual(secondPage);

  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(counter(page)).toHaveText(`1/${pageCount}`);
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('1980');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2020');

  await page.reload();
  await expect(page).toHaveURL(filtered);
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);
  await expect(genreBar(page).getByRole('button', { name: 'Drama' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Back walks through the filters, one change at a time.
  await page.goBack();
  await expect(page).toHaveURL(/\/movies\?genres=\d+&year=1980-\d{4}$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/movies\?genres=\d+$/);

  // A card opens the film's details page.
  const first = page.getByTestId('title-card').first();
  const title = await first.locator('h3').innerText();
  await first.click();
  await expect(page).toHaveURL(/\/movies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('TV shows filtered by a show type', async ({ page }) => {
  await page.goto('/tv-shows');
  await expect(page.getByRole('heading', { level: 1, name: 'TV Shows' })).toBeVisible();
  await expect(page.getByTestId('title-card').first()).toBeVisible();
  const allCount = Number((await page.getByText(/^\d+ titles$/).innerText()).split(' ')[0]);

  await openFilters(page);
  // TV shows have no year filter.
  await expect(page.getByLabel('From', { exact: true })).toHaveCount(0);
  const call = page.waitForResponse((response) =>
    decodeURIComponent(response.url()).includes(
      '/api/multi-event-vods/list?filter[show_type_id][0]=',
    ),
  );
  await page.getByRole('button', { name: 'Mini-series' }).click();
  await expect(page).toHaveURL(/\/tv-shows\?show-types=\d+$/);
  const answer = (await (await call).json()) as { data: { pager: { count: number } } };
  const { count } = answer.data.pager;
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(allCount);
  await expect(page.getByText(`${count} titles`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mini-series' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const href of await page
    .getByTestId('title-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('href')))) {
    expect(href).toMatch(/^\/tv-shows\/\d+$/);
  }

  await page.reload();
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText(`${count} titles`)).toBeVisible();
});

test('"Content unavailable" for years with no films, and a way back', async ({ page }) => {
  await page.goto('/movies');
  await expect(page.getByTestId('title-card').first()).toBeVisible();
  await openFilters(page);
  await page.getByLabel('To', { exact: true }).selectOption('1950');
  await expect(page).toHaveURL(/\/movies\?year=1900-1950$/);
  const message = page.getByTestId('list-message');
  await expect(message).toContainText('Content unavailable');
  await expect(page.getByTestId('title-card')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

  await message.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByTestId('title-card').first()).toBeVisible();
});

test('an address with filters it does not understand still shows the list', async ({ page }) => {
  await page.goto('/movies?page=abc&year=3000-1&genres=x');
  await expect(
    page.getByText('Some filters in the address were not understood and were ignored.'),
  ).toBeVisible();
  await expect(page.getByTestId('title-card')).toHaveCount(24);
  await expect(counter(page)).toHaveText(/^1\/\d+$/);
});

test('the movies_box banner sits between the first 6 cards and the rest', async ({ page }) => {
  const ads = page.waitForResponse((response) =>
    decodeURIComponent(response.url()).includes('/api/ads/list?filter[box_position]=movies_box'),
  );
  await page.goto('/movies');
  const banners = ((await (await ads).json()) as { data?: unknown[] }).data ?? [];
  expect(banners.length, 'the demo seed has an active movies_box banner').toBeGreaterThan(0);

  const banner = page.getByTestId('ad-banner-movies_box');
  await expect(banner).toBeVisible();
  const grids = page.getByTestId('title-grid');
  await expect(grids).toHaveCount(2);
  await expect(grids.nth(0).getByTestId('title-card')).toHaveCount(6);
  await expect(grids.nth(1).getByTestId('title-card')).toHaveCount(18);
  expect(
    await grids
      .nth(0)
      .evaluate((grid) => grid.nextElementSibling?.getAttribute('data-testid') ?? null),
  ).toBe('ad-banner-movies_box');
});
