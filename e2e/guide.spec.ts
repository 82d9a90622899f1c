// The TV guide on the demo data (59 channels, a rolling guide from 7 days back to 7 ahead).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sessionHeaders } from './catalogue-api';
import {
  channelCategories,
  freeChannel,
  guideIndex,
  isChannelStream,
  programmesAroundNow,
  streamBody,
} from './channels-api';
import { activeCell, at, cell, grid, onAirOf, openDetails, row } from './guide-grid';
import { logIn } from './log-in';
import { expectVideoPlays, playerVideo } from './video';

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

test('Watch on a past programme plays it from its start, on a stream that goes on past its end', async ({
  page,
  request,
}) => {
  const { channel } = await freeChannel(page, request);
  const now = Math.floor(Date.now() / 1000);
  const programmes = await programmesAroundNow(page, request, channel.id);
  const onAir = onAirOf(programmes, now);
  const past = programmes[programmes.indexOf(onAir) - 1]!;
  const playlists: string[] = [];
  page.on('response', async (response) => {
    if (/\/360p\/shift-\d+-\d+\.m3u8$/.test(response.url())) playlists.push(await response.text());
  });
  await page.goto('/epg-channels');
  await expect(cell(page, onAir)).toBeVisible();
  const details = await openDetails(page, request, channel, past, -1);

  const asked = page.waitForRequest(isChannelStream);
  await details.getByRole('link', { name: 'Watch', exact: true }).click();
  expect(streamBody(await asked)).toMatchObject({
    channel_id: channel.id,
    from_timestamp: past.start_timestamp,
  });
  await expect(page).toHaveURL(new RegExp(`/channels/${channel.id}\\?at=`));
  await expectVideoPlays(playerVideo(page), 1);
  await expect(page.getByTestId('now-playing-title')).toHaveText(past.title);
  // The stream has no end: after this programme it plays on into the next (catch-up.spec.ts).
  await expect.poll(() => playlists.length).toBeGreaterThan(0);
  expect(playlists[0]).not.toContain('#EXT-X-ENDLIST');
});

test('Start over on the programme on air plays it from its start', async ({ page, request }) => {
  const { channel } = await freeChannel(page, request);
  const now = Math.floor(Date.now() / 1000);
  const onAir = onAirOf(await programmesAroundNow(page, request, channel.id), now);
  await page.goto('/epg-channels');
  await expect(cell(page, onAir)).toBeVisible();
  const details = await openDetails(page, request, channel, onAir, 0);
  await expect(details.getByRole('link', { name: 'Watch live' })).toBeVisible();

  const asked = page.waitForRequest(isChannelStream);
  await details.getByRole('link', { name: 'Start over' }).click();
  expect(streamBody(await asked)).toMatchObject({
    channel_id: channel.id,
    from_timestamp: onAir.start_timestamp,
  });
  await expectVideoPlays(playerVideo(page), 1);
  await expect(page.getByTestId('now-playing-title')).toHaveText(onAir.title);
});

/** The account's reminders, as the server keeps them. */
async function storedReminders(page: Page, request: APIRequestContext) {
  const answer = await request.get('/api/epg-reminders/index', {
    headers: await sessionHeaders(page),
  });
  return (await answer.json()).data as Array<{ epg_programme_id: number; activate_time: string }>;
}

test('a reminder set 5 minutes before a programme fires then with a Watch action, and one can be cancelled', async ({
  page,
  request,
}) => {
  const { channel } = await freeChannel(page, request);
  const now = Math.floor(Date.now() / 1000);
  const programmes = await programmesAroundNow(page, request, channel.id);
  // The first programme that starts more than a minute from now, so the server takes it.
  const coming = programmes.find((programme) => programme.start_timestamp > now + 60)!;
  // The page's clock: 6 minutes before the programme, so its 5-minute reminder is a minute away.
  const pageNow = coming.start_timestamp - 6 * 60;
  const across = programmes.indexOf(coming) - programmes.indexOf(onAirOf(programmes, pageNow));
  await page.clock.install({ time: pageNow * 1000 });
  await page.goto('/epg-channels');
  await expect(grid(page)).toBeVisible();
  const details = await openDetails(page, request, channel, coming, across);

  await details.getByRole('button', { name: 'Remind me' }).click();
  await expect(details.getByRole('button', { name: 'Cancel reminder' })).toBeVisible();
  await expect(details).toContainText('Reminder 5 minutes before it starts');
  await expect
    .poll(async () => (await storedReminders(page, request)).map((item) => item.epg_programme_id))
    .toEqual([coming.id]);
  await page.keyboard.press('Escape');
  await expect(cell(page, coming).getByRole('img', { name: 'Reminder set' })).toBeVisible();

  // A minute later, 5 minutes before the start, it fires.
  await page.clock.runFor(61_000);
  const toast = page.getByText(`${coming.title} starts in 5 minutes`);
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/channels/${channel.id}$`));

  // Cancelled from the programme's details: the mark goes, and so does the server's copy.
  await page.goto('/epg-channels');
  // The page's clock ran on: the grid's focus starts on what is on air now, maybe a later one.
  const later = onAirOf(programmes, (await page.evaluate(() => Date.now())) / 1000);
  const again = await openDetails(
    page,
    request,
    channel,
    coming,
    programmes.indexOf(coming) - programmes.indexOf(later),
  );
  await again.getByRole('button', { name: 'Cancel reminder' }).click();
  await expect(again.getByRole('button', { name: 'Remind me' })).toBeVisible();
  await expect.poll(async () => (await storedReminders(page, request)).length).toBe(0);
  await page.keyboard.press('Escape');
  await expect(cell(page, coming).getByRole('img', { name: 'Reminder set' })).toHaveCount(0);
});
