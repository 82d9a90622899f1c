import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { StudioAdBanner } from '@marquee/contract';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { operators, studioSignIn, studioToken } from './studio-console';

const socketUp = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/socket.io/') && response.ok());

/** Deletes the banners titled `title`, whatever the spec got to. */
async function deleteBanners(request: APIRequestContext, title: string) {
  const headers = { authorization: `Bearer ${await studioToken(request, operators.owner)}` };
  const answer = (await (
    await request.get('/api/studio/ad-banners?box_position=home_box&limit=200', { headers })
  ).json()) as { data: { items: StudioAdBanner[] } };
  for (const banner of answer.data.items.filter((item) => item.title === title)) {
    const response = await request.delete(`/api/studio/ad-banners/${banner.id}`, { headers });
    expect(response.ok(), `banner ${banner.id} is deleted`).toBe(true);
  }
}

test('an editor adds a home banner, a subscriber sees and clicks it, and the console counts the impression and the click', async ({
  page,
  browser,
  request,
}) => {
  const title = `Spring offer ${randomBytes(3).toString('hex')}`;
  const subscriber = await browser.newContext();
  try {
    await studioSignIn(page, operators.editor);
    await page
      .getByRole('navigation', { name: 'Studio sections' })
      .getByRole('link', { name: 'Ads' })
      .click();
    await expect(page).toHaveURL(/\/studio\/ads$/);
    await expect(page.getByRole('heading', { name: 'Ads', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'New banner' }).click();
    const form = page.getByRole('form', { name: 'New banner' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Box position').selectOption('home_box');
    await form.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('Must be a path of the app (/movies/12) or an https:// address'),
    ).toBeVisible();
    await form.getByLabel('Link', { exact: true }).fill('/page/help');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The banner is saved: apps show it as scheduled.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expectAccessible(page);

    const subscriberPage = await subscriber.newPage();
    const connected = socketUp(subscriberPage);
    await logIn(subscriberPage);
    await connected;
    const banner = subscriberPage.getByTestId('ad-banner-home_box');
    await expect(banner.getByRole('img', { name: title })).toBeVisible();
    await banner.getByRole('img', { name: title }).click();
    await expect(subscriberPage).toHaveURL(/\/page\/help$/);

    // The socket events have no reply: the console shows them once the server stored them.
    await expect(async () => {
      await page.reload();
      const cells = page.getByRole('row').filter({ hasText: title }).getByRole('cell');
      await expect(cells.nth(4), 'impressions').toHaveText('1', { timeout: 1_000 });
      await expect(cells.nth(5), 'clicks').toHaveText('1', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await subscriber.close();
    await deleteBanners(request, title);
  }
});
