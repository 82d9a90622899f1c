import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { APP_VERSION, DEVICE_WEB, Header, TENANT_GENERAL } from '@marquee/contract';
import { demo } from './demo-account';

interface Account {
  email: string;
  password: string;
}

/**
 * Logs the account in as a returning visitor whose browser kept the session, and waits for
 * home: the login call the form makes (Basic authorisation, this browser's user agent as the
 * device model, a new device UID), its answer stored as the app stores it, then `/`. It skips
 * the login page and its form, which have specs of their own (login.spec.ts, and
 * `logInThroughForm` in the journeys that start there): about 1.5 s a test.
 */
export async function logIn(page: Page, account: Account = demo) {
  const uid = randomUUID();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const basic = Buffer.from(`${account.email}:${account.password}`).toString('base64');
  const response = await page.request.get('/api/account/login', {
    headers: {
      [Header.authorization]: `Basic ${basic}`,
      [Header.deviceModel]: userAgent.slice(0, 120),
      [Header.appVersion]: APP_VERSION,
      [Header.device]: DEVICE_WEB,
      [Header.tenant]: TENANT_GENERAL,
      [Header.uid]: uid,
    },
  });
  const answer = (await response.json()) as { status: number; data: { token?: string } | null };
  expect(answer.data?.token, `login of ${account.email}: ${JSON.stringify(answer)}`).toBeTruthy();
  // Once, before the app's first script: a later reload or logout keeps what the app made of it.
  await page.addInitScript(
    ({ user, deviceUid }) => {
      if (window.sessionStorage.getItem('e2e-session-stored')) return;
      window.sessionStorage.setItem('e2e-session-stored', '1');
      window.localStorage.setItem('user', JSON.stringify(user));
      window.localStorage.setItem('device-uid', JSON.stringify(deviceUid));
    },
    { user: answer.data, deviceUid: uid },
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
}

/** Logs the account in through the login form, as a visitor does, and waits for home. */
export async function logInThroughForm(page: Page, account: Account = demo) {
  await page.goto('/login');
  await submitLogInForm(page, account);
}

/**
 * Fills the login form already on the page with the account, submits it and waits for home,
 * choosing `profile` on "Who's watching?" when the account has several (the demo account's
 * default, Demo, unless told otherwise).
 */
export async function submitLogInForm(page: Page, account: Account, profile = 'Demo') {
  await page.getByLabel(/email or username/i).fill(account.email);
  await page.getByLabel(/^password$/i).fill(account.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/(profiles)?$/);
  if (new URL(page.url()).pathname === '/profiles') {
    await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await page.getByRole('button', { name: profile, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/** The session token the app keeps for the logged user. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = window.localStorage.getItem('user');
    return stored ? (JSON.parse(stored) as { token: string }).token : null;
  });
  expect(token).toBeTruthy();
  return token!;
}
