import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { filmList, findTitle, sessionHeaders, type CatalogueTitle } from './catalogue-api';
import { demo, demoPins } from './demo-account';
import { logIn, storedToken } from './log-in';

const chooser = (page: Page) => page.getByRole('heading', { name: "Who's watching?" });
const tile = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const row = (page: Page, id: string) => page.getByTestId(`row-${id}`);

/** Opens "Who's watching?" from the avatar menu and chooses `name`, with its PIN if asked. */
async function switchTo(page: Page, name: string, pin?: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.locator('#account-menu-panel').getByRole('link', { name: 'Switch profile' }).click();
  await expect(chooser(page)).toBeVisible();
  await tile(page, name).click();
  if (pin !== undefined) {
    const dialog = page.getByRole('dialog', { name: `${name} is locked` });
    await dialog.getByLabel('PIN', { exact: true }).fill(pin);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/** The logged profile's name, as the app stored it. */
const profileName = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('user')!) as { profile: { name: string } }).profile.name,
  );

test('login asks "Who\'s watching?", and the profile with a PIN needs it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/email or username/i).fill(demo.email);
  await page.getByLabel(/^password$/i).fill(demo.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(chooser(page)).toBeVisible();
  await expect(tile(page, 'Demo')).toHaveAccessibleDescription('Locked with a PIN');
  await expect(tile(page, 'Kids')).toHaveAccessibleDescription('Kids');
  await expect(tile(page, 'Sam')).toBeVisible();

  await tile(page, 'Sam').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await profileName(page)).toBe('Sam');

  // Back to Demo: its PIN is asked; a wrong one is said to be wrong and changes nothing.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.locator('#account-menu-panel').getByRole('link', { name: 'Switch profile' }).click();
  await tile(page, 'Demo').click();
  const dialog = page.getByRole('dialog', { name: 'Demo is locked' });
  await dialog.getByLabel('PIN', { exact: true }).fill('0000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toContainText('Wrong parental pin!');
  expect(await profileName(page)).toBe('Sam');
  await dialog.getByLabel('PIN', { exact: true }).fill(demoPins.parental);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await profileName(page)).toBe('Demo');
});

test('each profile has its own continue watching and My List', async ({ page, request }) => {
  await logIn(page);
  const [first, second] = await Promise.all([
    findTitle(page, request, filmList, (film) => film.parental_rating?.require_pin !== true),
    findTitle(
      page,
      request,
      `${filmList}&sort[title]=desc`,
      (film) => film.parental_rating?.require_pin !== true,
    ),
  ]);
  expect(first.id).not.toBe(second.id);

  // Demo: the seeded continue watching, and a film added to My List from its page.
  await expect(row(page, 'continue-watching').getByTestId('title-card').first()).toBeVisible();
  await addToMyList(page, first);
  await page.goto('/');
  await expect(row(page, 'my-list')).toContainText(first.title);

  // Sam: nothing started, nothing saved; a film of his own.
  await switchTo(page, 'Sam');
  await expect(row(page, 'recommended-movies').getByTestId('title-card').first()).toBeVisible();
  await expect(row(page, 'continue-watching')).toHaveCount(0);
  await expect(row(page, 'my-list')).toHaveCount(0);
  await addToMyList(page, second);
  await page.goto('/my-list');
  await expect(page.getByRole('main')).toContainText(second.title);
  await expect(page.getByRole('main')).not.toContainText(first.title);

  // Demo again (with its PIN): its own list, unchanged.
  await page.goto('/');
  await switchTo(page, 'Demo', demoPins.parental);
  await expect(row(page, 'my-list')).toContainText(first.title);
  await expect(row(page, 'my-list')).not.toContainText(second.title);
  await expect(row(page, 'continue-watching').getByTestId('title-card').first()).toBeVisible();
});

/** Adds the film to the logged profile's My List from its details page, in one press. */
async function addToMyList(page: Page, film: CatalogueTitle) {
  await page.goto(`/movies/${film.id}`);
  const button = page.getByRole('main').getByRole('button', { name: 'My List', exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

interface RatedTitle {
  id: number;
  title: string;
  parental_rating: { code: string } | null;
}
const ADULT = new Set(['PG-13', 'R', '18']);

test('a kids profile cannot find, open or stream a title above its ceiling', async ({
  page,
  request,
}) => {
  await logIn(page);
  const adult = (await findTitle(page, request, filmList, (film) =>
    ADULT.has((film as RatedTitle).parental_rating?.code ?? ''),
  )) as RatedTitle;
  const profileId = (adult as CatalogueTitle).movie_source!.profiles[0]!.id;

  await switchTo(page, 'Kids');
  // The bar says so, with the way back to "Who's watching?" in sight.
  await expect(page.getByRole('link', { name: 'Switch profile' })).toBeVisible();

  // Search: the title is not found, by its full name.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill(adult.title);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Results for “${adult.title}”` }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(adult.title, { exact: true })).toHaveCount(0);

  // Opened by its address: no page, no Play.
  await page.goto(`/movies/${adult.id}`);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);

  // Called directly: every list holds only titles within PG, and the stream is refused.
  const headers = await sessionHeaders(page);
  const films = (
    await (await request.get('/api/vods/list?filter[type]=0&limit=200', { headers })).json()
  ).data.items as RatedTitle[];
  expect(films.length).toBeGreaterThan(0);
  expect(films.filter((film) => !['G', 'PG'].includes(film.parental_rating?.code ?? ''))).toEqual(
    [],
  );
  const stream = await request.post('/api/vods/stream', {
    headers,
    data: { single_event_vod_id: adult.id, vod_profile_id: profileId },
  });
  expect(stream.status()).toBe(403);
  expect((await stream.json()).message).toBe('This title is not available on a kids profile.');
  expect(await storedToken(page)).toBeTruthy();
});
