import { expect, test } from './fixtures';
import { demo } from './demo-account';

test('a wrong password shows the server message above the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/email or username/i).fill(demo.email);
  await page.getByLabel(/^password$/i).fill('not the password');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email, username or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText('Email or username required')).toBeVisible();
  await expect(page.getByText('Password required')).toBeVisible();
});

test('the register link follows the registration module of the configuration', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();

  // An operator who switches registration off: the configuration the browser receives says so,
  // in the page the server sends (its configuration element) and in the API's answer alike.
  await page.route(
    (url) => !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/media/'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({
        response,
        body: body.replace('"registration":true', '"registration":false'),
      });
    },
  );
  await page.reload();
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/login$/);
});
