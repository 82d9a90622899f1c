import {
  themeCustomProperties,
  type Configuration,
  type Dashboard,
  type StudioSession,
  type TotpEnrolment,
} from '@marquee/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import {
  keepConfiguration,
  operators,
  studioSignIn,
  studioToken,
  totpCode,
} from './studio-console';

const socketUp = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/socket.io/') && response.ok());

test('an editor renames the service and changes its main colour, and the subscriber app shows both without a restart', async ({
  page,
  browser,
  request,
}) => {
  const configuration = await keepConfiguration(request);
  const subscriber = await browser.newContext();
  try {
    const subscriberPage = await subscriber.newPage();
    const connected = socketUp(subscriberPage);
    await logIn(subscriberPage);
    await connected;

    await studioSignIn(page, operators.editor);
    await expect(page).toHaveURL(/\/studio$/);
    await page
      .getByRole('navigation', { name: 'Studio sections' })
      .getByRole('link', { name: 'Branding' })
      .click();
    await expect(page.getByRole('heading', { name: 'Branding', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Service name').fill('Cinema Aurora');
    await page.getByLabel('Main colour', { exact: true }).fill('#2e7d32');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The configuration is saved' }),
    ).toBeVisible();

    const saved: Configuration = {
      ...configuration.before,
      app_name: 'Cinema Aurora',
      theme_color: '#2e7d32',
    };
    const brandMain = new Map(themeCustomProperties(saved)).get('--brand-main');
    // The open app, told over its socket: the new name and colour, with no reload.
    await expect(subscriberPage.getByRole('link', { name: 'Cinema Aurora' }).first()).toBeVisible();
    await expect
      .poll(() =>
        subscriberPage.evaluate(() =>
          document.documentElement.style.getPropertyValue('--brand-main'),
        ),
      )
      .toBe(brandMain);
    // A page loaded now has them from its first paint.
    const fresh = await subscriber.newPage();
    await fresh.goto('/');
    await expect(fresh.getByRole('link', { name: 'Cinema Aurora' }).first()).toBeVisible();
  } finally {
    await subscriber.close();
    await configuration.restore();
  }
});

test('an operator turns on two-step verification and signs in with a code from the authenticator', async ({
  page,
  request,
}) => {
  let recoveryCodes: string[] = [];
  try {
    await studioSignIn(page, operators.owner);
    await page.getByRole('link', { name: 'My account' }).click();
    const started = page.waitForResponse(/\/api\/studio\/me\/totp$/);
    await page.getByRole('button', { name: 'Set up' }).click();
    const { secret } = ((await (await started).json()) as { data: TotpEnrolment }).data;
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectAccessible(page);

    const confirmed = page.waitForResponse(/\/api\/studio\/me\/totp\/confirm$/);
    await page.getByLabel('Code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    recoveryCodes = ((await (await confirmed).json()) as { data: { recovery_codes: string[] } })
      .data.recovery_codes;
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await expect(page.getByText(recoveryCodes[0]!)).toBeVisible();
    await page.getByRole('button', { name: 'I have kept them' }).click();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').fill(operators.owner.email);
    await page.getByLabel('Password').fill(operators.owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not correct.');
    await page.getByLabel('Code').fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
  } finally {
    // The demo owner goes back to signing in with its password alone: through a recovery code.
    if (recoveryCodes.length > 0) {
      const login = await request.post('/api/studio/session', { data: operators.owner });
      const { challenge } = (
        (await login.json()) as { data: { second_factor: { challenge: string } } }
      ).data.second_factor;
      const second = await request.post('/api/studio/session/second-factor', {
        data: { challenge, code: recoveryCodes.at(-1) },
      });
      const { token } = ((await second.json()) as { data: StudioSession }).data;
      const off = await request.delete('/api/studio/me/totp', {
        headers: { authorization: `Bearer ${token}` },
        data: { password: operators.owner.password },
      });
      expect(off.ok(), 'two-step verification is turned off again').toBe(true);
    }
  }
});

test("a support operator removes a subscriber's device, which is logged out at once, and may not open the catalogue editor or the branding", async ({
  page,
  browser,
  request,
}) => {
  const model = 'Marquee e2e studio browser';
  const subscriber = await browser.newContext({ userAgent: model });
  try {
    const subscriberPage = await subscriber.newPage();
    const connected = socketUp(subscriberPage);
    await logIn(subscriberPage);
    await connected;

    await studioSignIn(page, operators.support);
    await expect(page).toHaveURL(/\/studio$/);
    await page
      .getByRole('navigation', { name: 'Studio sections' })
      .getByRole('link', { name: 'Subscribers' })
      .click();
    await page.getByLabel('Search subscribers').fill('demo@marquee.local');
    await page.getByRole('link', { name: 'demo@marquee.local' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: `Remove ${model}` }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    const start = Date.now();
    await expect(subscriberPage).toHaveURL(/\/login$/, { timeout: 2000 });
    expect(Date.now() - start).toBeLessThan(2000);
    await expect(page.getByText(`${model} was removed and logged out at once.`)).toBeVisible();

    // The catalogue editor and the branding are the editors' and owners': hidden from support,
    // and refused by the server (403).
    const nav = page.getByRole('navigation', { name: 'Studio sections' });
    const token = await studioToken(request, operators.support);
    for (const [section, path, call] of [
      ['Catalogue', '/studio/catalogue/films/1', '/api/studio/catalogue/vods/1'],
      ['Branding', '/studio/branding', '/api/studio/configuration'],
    ] as const) {
      await expect(nav.getByRole('link', { name: section })).toHaveCount(0);
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText(
        'Your role (Support) may not open this section.',
      );
      const refused = await request.get(call, { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status(), call).toBe(403);
    }
  } finally {
    await subscriber.close();
  }
});

test('the audit log shows an owner who changed what, before and after', async ({
  page,
  request,
}) => {
  const configuration = await keepConfiguration(request);
  try {
    const token = await studioToken(request, operators.editor);
    const changed = await request.put('/api/studio/configuration', {
      headers: { authorization: `Bearer ${token}` },
      data: { ...configuration.before, page_title: 'Audited title' },
    });
    expect(changed.ok()).toBe(true);
    await studioSignIn(page, operators.owner);
    await page.getByRole('link', { name: 'Audit log' }).click();
    const row = page.getByRole('row').filter({ hasText: operators.editor.email }).first();
    await expect(row).toContainText('configuration.update');
    await expectAccessible(page);
  } finally {
    await configuration.restore();
  }
});

test('an owner adds an operator, who signs in with the one-time password shown once, then disables them', async ({
  page,
  browser,
}) => {
  const email = `added.${Date.now()}@marquee.local`;
  await studioSignIn(page, operators.owner);
  await page.getByRole('link', { name: 'Operators' }).click();
  const form = page.getByRole('form', { name: 'Add an operator' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Add operator' }).click();
  const panel = page.getByRole('region', { name: `One-time password for ${email}` });
  const password = (await panel.locator('code').textContent()) ?? '';
  expect(password).toMatch(/^[\w-]{16}$/);
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(password)).toHaveCount(0);

  const added = await (await browser.newContext()).newPage();
  try {
    await studioSignIn(added, { email, password });
    await expect(added.getByText('You signed in with a one-time password')).toBeVisible();
    await added.getByLabel('Current password').fill(password);
    await added.getByLabel('New password', { exact: true }).fill('my own password');
    await added.getByLabel('Repeat the new password').fill('my own password');
    await added.getByRole('button', { name: 'Change password' }).click();
    await expect(added.getByRole('link', { name: 'Branding' })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Disable ${email}` }).click();
    await row.getByRole('button', { name: 'Yes, disable' }).click();
    await expect(row.getByRole('button', { name: `Enable ${email}` })).toBeFocused();
    await expectAccessible(page);

    // Its session ended with it: its next call takes it back to the sign-in.
    await added.reload();
    await expect(added.getByRole('heading', { name: 'Sign in to the studio' })).toBeVisible();
  } finally {
    await added.context().close();
  }
});

test('every role lands on the dashboard, which counts a subscriber who signs in without being reloaded', async ({
  page,
  browser,
  request,
}) => {
  // The studio namespace's handshake: the console's own socket.
  const studioSocket = page.waitForResponse(
    (response) => response.url().includes('/socket.io/') && response.ok(),
  );
  await studioSignIn(page, operators.support);
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await studioSocket;
  await expectAccessible(page);

  const activeTile = page
    .locator('div')
    .filter({ has: page.getByText('Active sessions') })
    .last();
  const active = async () => Number(await activeTile.locator('dd').first().textContent());
  // The server's figure, not the page's: the page may be between two reads.
  const token = await studioToken(request, operators.support);
  const serverActive = async () => {
    const figures = await request.get('/api/studio/dashboard', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await figures.json()) as { data: Dashboard }).data.sessions.active;
  };
  const before = await serverActive();
  // Marks the page: a reload would drop it.
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));

  const subscriber = await browser.newContext();
  try {
    // Active sessions are the devices seen in the last 5 minutes: another spec's device may age
    // out as this one signs in, so a subscriber signs in (again) until the server's figure grew.
    await expect
      .poll(
        async () => {
          if ((await serverActive()) <= before) await logIn(await subscriber.newPage());
          return active();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(before);
    await expect(page.locator('html[data-not-reloaded]')).toHaveCount(1);
  } finally {
    await subscriber.close();
  }
});
