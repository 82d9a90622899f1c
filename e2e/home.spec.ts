import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expiredAccount } from './demo-account';
import { logIn, storedToken } from './log-in';

interface Slide {
  id: number;
  title: string;
  image: string | null;
  model: { banners: string[]; screenshot_url: string | null } | null;
}

async function apiData<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Token: token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The test ids of home's sections, top to bottom. */
async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .locator(
      '[data-testid^="row-"], [data-testid="highlighted-slider"], [data-testid^="ad-banner-"]',
    )
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')!));
}

test('home shows the slider and the rows in the spec order, then the home banner', async ({
  page,
}) => {
  await logIn(page);
  await expect(page.getByTestId('row-tv-show-new-releases')).toBeVisible();
  await expect(page.getByTestId('ad-banner-home_box')).toBeVisible();
  // The channel rows come with their own code, after the page's.
  await expect(page.getByTestId('row-live-tv')).toBeVisible();
  expect(await sectionOrder(page)).toEqual([
    'highlighted-slider',
    'row-continue-watching',
    'row-live-tv',
    'row-recommended-movies',
    'row-recommended-tv-shows',
    'row-movie-new-releases',
    'row-tv-show-new-releases',
    'ad-banner-home_box',
  ]);
  // New-release movies: 15 (catalogue §9).
  await expect(page.getByTestId('row-movie-new-releases').getByTestId('title-card')).toHaveCount(
    15,
  );
  // Recommended TV shows: at most 10.
  const shows = await page
    .getByTestId('row-recommended-tv-shows')
    .getByTestId('title-card')
    .count();
  expect(shows).toBeGreaterThan(0);
  expect(shows).toBeLessThanOrEqual(10);
});

test('the slider drops slides without a title or image and moves on its own every 4 s', async ({
  page,
  request,
}) => {
  await logIn(page);
  const slides = await apiData<Slide[]>(
    request,
    await storedToken(page),
    '/highlighted-content/list?url=/home',
  );
  const incomplete = slides.filter(
    (slide) =>
      !slide.title.trim() ||
      (!slide.image && !slide.model?.banners[0] && !slide.model?.screenshot_url),
  );
  const rendered = page.getByTestId('highlighted-slide');
  await expect(rendered.first()).toBeVisible();
  const titles = await rendered.locator('h2').allTextContents();
  for (const slide of incomplete) expect(titles).not.toContain(slide.title);
  expect(titles.length).toBeGreaterThan(1);

  const current = page.getByTestId('highlighted-slider').locator('button[aria-current="true"]');
  const first = await current.getAttribute('aria-label');
  await page.mouse.move(0, 899);
  await expect(current).not.toHaveAttribute('aria-label', first!, { timeout: 6_000 });
});

test('carousel cards open the title: films through /play/movie/{id}, shows at /tv-shows/{id}', async ({
  page,
}) => {
  await logIn(page);
  const film = page.getByTestId('row-recommended-movies').getByTestId('title-card').first();
  await expect(film).toHaveAttribute('href', /^\/play\/movie\/\d+$/);
  const filmId = (await film.getAttribute('href'))!.split('/').pop();
  await film.click();
  await expect(page).toHaveURL(new RegExp(`/movies/${filmId}$`));

  await page.goBack();
  const show = page.getByTestId('row-recommended-tv-shows').getByTestId('title-card').first();
  await expect(show).toHaveAttribute('href', /^\/tv-shows\/\d+$/);
});

test('closing the home banner hides it; clicking a banner follows its target', async ({ page }) => {
  await logIn(page);
  const banner = page.getByTestId('ad-banner-home_box');
  await expect(banner).toBeVisible();
  const events = page.waitForRequest((request) => request.url().includes('/api/analytics/events'));
  const link = banner.getByRole('link');
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[?]/g, '\\$&')}$`));
  const sent = (await events).postDataJSON() as { events: { name: string }[] };
  expect(sent.events.map((event) => event.name)).toContain('ad_click');

  await page.goto('/');
  await page
    .getByTestId('ad-banner-home_box')
    .getByRole('button', { name: 'Close advertisement' })
    .click();
  await expect(page.getByTestId('ad-banner-home_box')).toHaveCount(0);
});

test('/trending shows trending TV shows and movies', async ({ page }) => {
  await logIn(page);
  await page.goto('/trending');
  await expect(page.getByRole('heading', { name: 'Trending now' })).toBeVisible();
  await expect(
    page.getByTestId('row-trending-tv-shows').getByTestId('title-card').first(),
  ).toBeVisible();
  await expect(
    page.getByTestId('row-trending-movies').getByTestId('title-card').first(),
  ).toBeVisible();
});

test('a static page shows its text; an unknown one is the not-found page', async ({ page }) => {
  await logIn(page);
  await page.goto('/page/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article p').nth(1)).toBeVisible();
  await page.goto('/page/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
});

test('an expired subscription lays the overlay over every card', async ({ page }) => {
  await logIn(page, expiredAccount);
  // Rows arrive one by one: count once the last one is in.
  await expect(page.getByTestId('row-tv-show-new-releases')).toBeVisible();
  await expect(page.getByTestId('row-live-tv').getByTestId('channel-card').first()).toBeVisible();
  // Title cards and channel cards alike.
  const cards = page.locator('[data-testid="title-card"], [data-testid="channel-card"]');
  const overlays = page.getByTestId('expired-overlay');
  await expect.poll(() => cards.count()).toBeGreaterThan(30);
  await expect.poll(async () => (await overlays.count()) - (await cards.count())).toBe(0);
});

test('with the censorship setting on, marked titles lose their posters', async ({
  page,
  request,
}) => {
  await logIn(page);
  const token = await storedToken(page);
  const films = await apiData<{ items: { id: number; censorship_allowed: boolean }[] }>(
    request,
    token,
    '/vods/list?filter[type]=0&sort[created]=desc&page=1&limit=15',
  );
  const marked = films.items.filter((film) => film.censorship_allowed).length;
  expect(marked).toBeGreaterThan(0);
  await page.evaluate(() => window.localStorage.setItem('censorship-allowed', 'true'));
  await page.reload();
  const row = page.getByTestId('row-movie-new-releases');
  await expect(row.getByTestId('title-card').first()).toBeVisible();
  await expect(row.getByText('Hidden by your censorship setting')).toHaveCount(marked);
});
