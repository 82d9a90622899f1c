import { expect, test } from './fixtures';
import { openNewestFilm } from './home';
import { logIn, storedToken } from './log-in';

test('the server revokes the session: the next call warns and returns to /login', async ({
  page,
  request,
}) => {
  await logIn(page);
  const token = await storedToken(page);
  // The warnings the page shows, recorded by the page itself: a toast closes by itself after a
  // few seconds, which a busy machine can reach between two checks from here.
  await page.evaluate(() => {
    const shown: string[] = [];
    Object.assign(window, { shownWarnings: shown });
    new MutationObserver(() => {
      for (const toast of Array.from(
        document.querySelectorAll('[data-sonner-toast][data-type="warning"]'),
      )) {
        const text = toast.textContent ?? '';
        if (text && !shown.includes(text)) shown.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  // The app's next call after the server ends the session answers body status 2: opening a
  // film (the film, similar films, its banner), or a call the home page makes meanwhile.
  const answer = page.waitForResponse(async (response) => {
    if (!response.url().includes('/api/')) return false;
    const body = (await response.json().catch(() => null)) as { status?: number } | null;
    return body?.status === 2;
  });

  // The server ends this session behind the app's back (here: a logout with the same token).
  const revoked = await request.get('/api/account/logout', { headers: { Token: token } });
  expect(revoked.status()).toBe(200);

  // When a call of the home page came first, the card is gone with the page: nothing to click.
  await page
    .getByTestId('row-movie-new-releases')
    .getByTestId('title-card')
    .first()
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  const body = (await (await answer).json()) as { status: number; message: string };
  expect(body.status).toBe(2);

  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shownWarnings: string[] }).shownWarnings),
    )
    .toContainEqual(expect.stringContaining(body.message));
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});

test('a session that is still valid stays logged in across pages', async ({ page }) => {
  await logIn(page);
  await openNewestFilm(page);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
