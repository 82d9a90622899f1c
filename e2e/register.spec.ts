import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { submitLogInForm } from './log-in';
import { fillRegistrationDetails as fillDetails } from './registration';

/** The sandbox gateway's documented test card. */
const TEST_CARD = '4242424242424242';

/** Pays with the sandbox test card on the payment step and starts the subscription. */
async function payWithTestCard(page: Page) {
  await page.getByLabel('Card number').fill(TEST_CARD);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Start subscription' }).click();
}

test('register with the sandbox test card, land on /success, then log in', async ({ page }) => {
  const email = `ana.${Date.now()}@example.com`;
  const password = 'popcorn-42';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await fillDetails(page, email, password);

  // Step 1: the packages come from the server; one must be chosen to go on.
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('this fields are required')).toBeVisible();
  const firstPackage = page.locator('label:has(input[type="radio"])').first();
  await expect(firstPackage).toBeVisible();
  await firstPackage.click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the card, with the sandbox hint.
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await expect(page.getByText(/Test card: 4242 4242 4242 4242/)).toBeVisible();
  await expect(page.getByLabel('Cardholder first name')).toHaveValue('Ana');
  await payWithTestCard(page);

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Welcome aboard!' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await submitLogInForm(page, { email, password });
  await expect(page.locator('a[href^="/movies/"]').first()).toBeVisible();

  // A logged-in user opening /register goes home.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});

test('a taken e-mail shows "Already declared email or username!"', async ({ page }) => {
  await page.goto('/register');
  await fillDetails(page, 'demo@marquee.local', 'whatever-1');
  await page.locator('label:has(input[type="radio"])').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithTestCard(page);

  await expect(page.getByText('Already declared email or username!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start subscription' })).toBeEnabled();
  await expect(page).toHaveURL(/\/register$/);
});

test('Go back steps back through the wizard and leaves it from the first step', async ({
  page,
}) => {
  await page.goto('/register');
  await fillDetails(page, `bob.${Date.now()}@example.com`, 'secret-1');
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ana');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
