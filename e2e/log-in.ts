import { expect, type Page } from '@playwright/test';
import { demo } from './demo-account';

interface Account {
  email: string;
  password: string;
}

/** Logs the demo subscriber in through the login form and waits for home. */
export async function logIn(page: Page, account: Account = demo) {
  await page.goto('/login');
  await submitLogInForm(page, account);
}

/** Fills the login form already on the page with the account, submits it and waits for home. */
export async function submitLogInForm(page: Page, account: Account) {
  await page.getByLabel(/email or username/i).fill(account.email);
  await page.getByLabel(/^password$/i).fill(account.password);
  await page.getByRole('button', { name: /log in/i }).click();
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
