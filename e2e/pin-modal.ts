import { expect, type Page } from '@playwright/test';

/** The PIN modal asking for the account's parental or purchase PIN (access §4). */
export const pinDialog = (page: Page, kind: 'parental' | 'purchase') =>
  page.getByRole('dialog', { name: `Enter your ${kind} PIN` });

/** Types `pin` into the open PIN modal of that kind and confirms it; answers the modal. */
export async function enterPin(page: Page, kind: 'parental' | 'purchase', pin: string) {
  const dialog = pinDialog(page, kind);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('PIN', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  return dialog;
}
