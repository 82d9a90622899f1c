import { expect, test } from './fixtures';
import { logIn } from './log-in';

// The first browser identifies itself with a model no real browser sends, so the second one
// can tell its row apart in the device list.
const FIRST_MODEL = 'Marquee e2e first browser';

test('removing a device from another browser logs it out within 2 s', async ({ browser }) => {
  const first = await browser.newContext({ userAgent: FIRST_MODEL });
  const second = await browser.newContext();
  try {
    const firstPage = await first.newPage();
    const socketUp = firstPage.waitForResponse(
      (response) => response.url().includes('/socket.io/') && response.ok(),
    );
    await logIn(firstPage);
    await socketUp;

    const secondPage = await second.newPage();
    await logIn(secondPage);
    await secondPage.goto('/account');
    await secondPage.getByRole('button', { name: `Remove ${FIRST_MODEL}` }).click();
    const dialog = secondPage.getByRole('dialog', { name: 'Remove this device?' });
    await expect(dialog).toContainText(`${FIRST_MODEL} will be signed out`);

    const removed = secondPage.waitForResponse(/\/api\/account\/remove-device/);
    await dialog.getByRole('button', { name: 'Remove device' }).click();
    expect((await removed).ok()).toBe(true);
    const start = Date.now();

    // The socket's force-logout reaches the first browser: it is on /login without a reload.
    await expect(firstPage).toHaveURL(/\/login$/, { timeout: 2000 });
    expect(Date.now() - start).toBeLessThan(2000);
    expect(await firstPage.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

    // The second browser stays in, and its list no longer shows the first one.
    await expect(secondPage.getByRole('dialog')).toHaveCount(0);
    await expect(secondPage.getByRole('button', { name: `Remove ${FIRST_MODEL}` })).toHaveCount(0);
    await expect(secondPage).toHaveURL(/\/account$/);
  } finally {
    await first.close();
    await second.close();
  }
});
