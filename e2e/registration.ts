import type { Page } from '@playwright/test';

/** Fills the first step of /register (Ana Lima, PINs 1234 and 12345) and goes on to the plans. */
export async function fillRegistrationDetails(page: Page, email: string, password: string) {
  await page.getByLabel('First name', { exact: true }).fill('Ana');
  await page.getByLabel('Last name', { exact: true }).fill('Lima');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Age').fill('34');
  await page.getByText('Female', { exact: true }).click();
  await page.getByLabel('Parental PIN').fill('1234');
  await page.getByLabel('Purchase PIN').fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
}
