import { expect, test } from './fixtures';
import { logIn } from './log-in';

test('switching to pt changes the texts and survives a reload', async ({ page }) => {
  await logIn(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  await page.locator('label', { hasText: /^Português$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A minha conta' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Definições' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'A minha conta' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Filmes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Séries' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Português', exact: true })).toBeChecked();

  // Brazilian Portuguese has its own words.
  await page.locator('label', { hasText: /^Português \(Brasil\)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Configurações' })).toBeVisible();
});
