// The TV guide on the demo data (59 channels, a rolling guide from 7 days back to 7 ahead).
import { expect, test, type Page } from '@playwright/test';
import { channelCategories, guideIndex, type GuideProgramme } from './channels-api';
import { logIn } from './log-in';

const grid = (page: Page) => page.getByRole('grid', { name: 'Programme guide' });
/** A channel's row of the grid, by its number and title. */
const row = (page: Page, channel: { channel_number: number; title: string }) =>
  grid(page)
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', {
        name: `${channel.channel_number} ${channel.title}`,
        exact: true,
      }),
    });
/** The cell of a programme, by the programme's id. */
const cell = (page: Page, programme: GuideProgramme) =>
  grid(page).locator(`[data-programme="${programme.id}"]`);
const activeCell = (page: Page) =>
  grid(page).locator(`xpath=.//*[@id=string(ancestor::*[@role="grid"]/@aria-activedescendant)]`);
const at = (programmes: GuideProgramme[], time: number) =>
  programmes.find((item) => item.start_timestamp <= time && time < item.end_timestamp)!;

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the guide opens on now: the first channel’s programme on air is shown and the now line is on screen', async ({
  page,
  request,
}) => {
  const now = Math.floor(Date.now() / 1000);
  const { items } = await guideIndex(page, request, { start: now, end: now + 1, limit: 1 });
  const first = items[0]!;
  await page.goto('/epg-channels');
  const onAir = row(page, first.channel).locator(
    `[data-programme="${at(first.programmes, now).id}"]`,
  );
  await expect(onAir).toBeVisible();
  await expect(onAir).toContainText(at(first.programmes, now).title);

  const box = (await grid(page).boundingBox())!;
  const line = (await page.getByTestId('guide-now-line').boundingBox())!;
  expect(line.x).toBeGreaterThan(box.x);
  expect(line.x).toBeLessThan(box.x + box.width);
});

test('the keys move by programme and by channel, Enter opens the details and Escape closes them', async ({
  page,
  request,
}) => {
  const now = Math.floor(Date.now() / 1000);
  const { items } = await guideIndex(page, request, {
    start: now,
    end: now + 12 * 3600,
    limit: 2,
  });
  const [first, second] = items as [(typeof items)[0], (typeof items)[0]];
  const onAir = at(first.programmes, now);
  const next = first.programmes[first.programmes.indexOf(onAir) + 1]!;
  await page.goto('/epg-channels');
  await expect(cell(page, onAir)).toBeVisible();

  await grid(page).focus();
  await expect(activeCell(page)).toHaveAttribute('data-programme', String(onAir.id));
  await page.keyboard.press('ArrowRight');
  await expect(activeCell(page)).toHaveAttribute('data-programme', String(next.id));
  await expect(activeCell(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // The second channel's programme at the moment the focus keeps: the next programme's start.
  await expect(activeCell(page)).toHaveAttribute(
    'data-programme',
    String(at(second.programmes, next.start_timestamp).id),
  );

  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: next.title });
  await expect(details).toBeVisible();
  await expect(details).toContainText(`${first.channel.channel_number} · ${first.channel.title}`);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(grid(page)).toBeFocused();
});

test('tomorrow shows tomorrow’s programmes, and today brings back now', async ({
  page,
  request,
}) => {
  const now = Math.floor(Date.now() / 1000);
  await page.goto('/epg-channels');
  const days = page.getByRole('navigation', { name: 'Day' });
  await expect(days.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

  await days.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(days.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The same clock time tomorrow: 24 hours on, unless the clocks change tonight.
  const tomorrow = now + 24 * 3600;
  const { items } = await guideIndex(page, request, {
    start: tomorrow,
    end: tomorrow + 1,
    limit: 1,
  });
  const first = items[0]!;
  await expect(cell(page, at(first.programmes, tomorrow))).toBeVisible();

  await days.getByRole('button', { name: 'Today' }).click();
  const today = await guideIndex(page, request, { start: now, end: now + 1, limit: 1 });
  await expect(cell(page, at(today.items[0]!.programmes, now))).toBeVisible();
  await expect(days.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
});

test('a category shows only its channels', async ({ page, request }) => {
  const now = Math.floor(Date.now() / 1000);
  await page.goto('/epg-channels');
  await expect(grid(page).getByRole('rowheader').first()).toBeVisible();
  const all = await guideIndex(page, request, { start: now, end: now + 1 });
  const categories = await channelCategories(page, request);
  // A category with channels, not the first channel's.
  const firstChannel = all.items[0]!.channel;
  let chosen: { id: number; name: string } | undefined;
  let rows: Awaited<ReturnType<typeof guideIndex>> | undefined;
  for (const category of categories) {
    if (firstChannel.channel_categories.some((item) => item.id === category.id)) continue;
    const answer = await guideIndex(page, request, {
      start: now,
      end: now + 1,
      categoryId: category.id,
    });
    if (answer.pager.count > 0) {
      chosen = category;
      rows = answer;
      break;
    }
  }
  expect(chosen, 'a category without the first channel').toBeDefined();

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: chosen!.name });
  await expect(row(page, rows!.items[0]!.channel)).toBeVisible();
  await expect(row(page, firstChannel)).toHaveCount(0);
  // Every row drawn is one of the category's channels.
  const labels = rows!.items.map((item) => `${item.channel.channel_number} ${item.channel.title}`);
  const drawn = () =>
    grid(page)
      .getByRole('rowheader')
      .evaluateAll((headers) => headers.map((header) => header.getAttribute('aria-label')));
  await expect
    .poll(async () => {
      const shown = await drawn();
      return shown.length > 0 && shown.every((label, index) => label === labels[index]);
    })
    .toBe(true);
});
