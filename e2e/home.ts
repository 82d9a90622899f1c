import { expect, type Page } from '@playwright/test';

/** Opens the newest film from home's new-movies row and waits for its details page. */
export async function openNewestFilm(page: Page) {
  const card = page.getByTestId('row-movie-new-releases').getByTestId('title-card').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/movies\/\d+$/);
}
