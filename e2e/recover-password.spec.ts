import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { submitLogInForm } from './log-in';
import { latestLinkTo } from './outbox';

/** A subscriber made for this flow through the API, so the demo account keeps its password. */
async function registerSubscriber(request: APIRequestContext) {
  const email = `reset.${Date.now()}@example.com`;
  const packages = await request.get('/api/account/get-subscriptions');
  const [firstPackage] = (await packages.json()).data as { id: number }[];
  const response = await request.post('/api/account/registration', {
    data: {
      first_name: 'Rita',
      last_name: 'Reis',
      email,
      password: 'old-pass-1',
      confirm_password: 'old-pass-1',
      age: 40,
      sex: 1,
      pin: '1234',
      purchase_pin: '12345',
      subscription_id: firstPackage!.id,
      card_first_name: 'Rita',
      card_last_name: 'Reis',
      card_number: '4242424242424242',
      card_expiry_month: 12,
      card_expiry_year: new Date().getFullYear() + 2,
      card_cvv: '123',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

test('forgot password, open the e-mailed link, set a new password, log in with it', async ({
  page,
  request,
}) => {
  const email = await registerSubscriber(request);
  const newPassword = 'new-pass-2';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  const link = await latestLinkTo(email);
  expect(link.pathname).toBe('/reset-password');
  await page.goto(`${link.pathname}${link.search}`);

  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password must contain minimum 4 characters').first()).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText("Password don't match")).toBeVisible();

  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await submitLogInForm(page, { email, password: newPassword });

  // The link works once.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('third-pass-3');
  await page.getByLabel('Confirm password').fill('third-pass-3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toContainText(/already been used|not valid/);
});
