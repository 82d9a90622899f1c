// The TV guide's grid as the specs drive it: its rows and cells, the programme the keyboard is
// on, and a programme's details opened from the keyboard.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { guideIndex, type GuideProgramme, type ListedChannel } from './channels-api';

export const grid = (page: Page) => page.getByRole('grid', { name: 'Programme guide' });
/** A channel's row of the grid, by its number and title. */
export const row = (page: Page, channel: { channel_number: number; title: string }) =>
  grid(page)
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', {
        name: `${channel.channel_number} ${channel.title}`,
        exact: true,
      }),
    });
/** The cell of a programme, by the programme's id. */
export const cell = (page: Page, programme: GuideProgramme) =>
  grid(page).locator(`[data-programme="${programme.id}"]`);
export const activeCell = (page: Page) =>
  grid(page).locator(`xpath=.//*[@id=string(ancestor::*[@role="grid"]/@aria-activedescendant)]`);
export const at = (programmes: GuideProgramme[], time: number) =>
  programmes.find((item) => item.start_timestamp <= time && time < item.end_timestamp)!;

/**
 * Opens a programme's details from the keyboard: the grid's focus starts on the first
 * channel's programme on air; down to the channel's row, then `across` programmes (negative:
 * back in time), then Enter.
 */
export async function openDetails(
  page: Page,
  request: APIRequestContext,
  channel: ListedChannel,
  programme: GuideProgramme,
  across: number,
) {
  const now = Math.floor(Date.now() / 1000);
  const { items } = await guideIndex(page, request, { start: now, end: now + 1, limit: 200 });
  const rowIndex = items.findIndex((item) => item.channel.id === channel.id);
  expect(rowIndex, 'the channel is in the guide').toBeGreaterThanOrEqual(0);
  await grid(page).focus();
  for (let step = 0; step < rowIndex; step++) await page.keyboard.press('ArrowDown');
  const key = across < 0 ? 'ArrowLeft' : 'ArrowRight';
  for (let step = 0; step < Math.abs(across); step++) await page.keyboard.press(key);
  await expect(activeCell(page)).toHaveAttribute('data-programme', String(programme.id));
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: programme.title });
  await expect(details).toBeVisible();
  return details;
}

export const onAirOf = (programmes: GuideProgramme[], now: number) => at(programmes, now);
