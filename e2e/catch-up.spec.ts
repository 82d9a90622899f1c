// One timeline from the past to the live edge, in Chromium on the demo channels: a link at a
// past moment plays on into the next programme, start over, and live and back without a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freeChannel, isChannelStream, programmesAroundNow, streamBody } from './channels-api';
import { logIn } from './log-in';
import { currentTime, expectVideoPlays, playerVideo } from './video';
import { revealControls } from './player-page';

const nowPlaying = (page: Page) => page.getByTestId('now-playing-title');
/** Marks the page: a reload would lose the mark. */
const markPage = (page: Page) =>
  page.evaluate(() => Object.assign(window, { timelineMark: 'kept' }));
const pageMark = (page: Page) =>
  page.evaluate(() => (window as Window & { timelineMark?: string }).timelineMark);

test('a link near the end of a past programme plays on into the next one without a stop', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { channel } = await freeChannel(page, request);
  const now = Date.now() / 1000;
  const guide = await programmesAroundNow(page, request, channel.id);
  // A finished programme with a different one after it, both well inside the window.
  const index = guide.findIndex(
    (programme, n) =>
      programme.end_timestamp < now - 600 &&
      guide[n + 1]?.start_timestamp === programme.end_timestamp &&
      guide[n + 1]!.title !== programme.title,
  );
  expect(index, 'the demo guide has two past programmes in a row').toBeGreaterThanOrEqual(0);
  const [past, next] = [guide[index]!, guide[index + 1]!];
  const at = new Date((past.end_timestamp - 8) * 1000).toISOString();

  const asked = page.waitForRequest(isChannelStream);
  await page.goto(`/channels/${channel.id}?at=${at}`);
  expect(streamBody(await asked)).toMatchObject({
    channel_id: channel.id,
    from_timestamp: past.end_timestamp - 8,
  });
  const video = playerVideo(page);
  await expectVideoPlays(video, 0.5);
  await expect(nowPlaying(page)).toHaveText(past.title);
  const before = await currentTime(video);
  // Eight seconds later the next programme is on, and the video never stopped.
  await expect(nowPlaying(page)).toHaveText(next.title, { timeout: 20_000 });
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(before + 10);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await revealControls(page);
  await expect(page.getByText('Watching').first()).toBeVisible();

  // Copy link: a link to the moment playing, and a toast that says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const playing = Date.now();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link to this moment copied.')).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.pathname).toBe(`/channels/${channel.id}`);
  const copiedAt = Date.parse(link.searchParams.get('at')!);
  // The moment playing: past the boundary, about as far behind now as the link was.
  expect(copiedAt).toBeGreaterThan(next.start_timestamp * 1000);
  expect(copiedAt).toBeLessThan(playing - 60_000);
});

test('start over, go to live, and back into the past on the seek bar, without a reload', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { channel } = await freeChannel(page, request);
  const now = Date.now() / 1000;
  const onAir = (await programmesAroundNow(page, request, channel.id)).find(
    (programme) => programme.start_timestamp <= now && now < programme.end_timestamp,
  )!;
  await page.goto(`/channels/${channel.id}`);
  const video = playerVideo(page);
  await expectVideoPlays(video, 1);
  await markPage(page);

  await revealControls(page);
  const startOver = page.waitForRequest(isChannelStream);
  await page.getByRole('button', { name: 'Start over' }).click();
  expect(streamBody(await startOver)).toMatchObject({ from_timestamp: onAir.start_timestamp });
  await expectVideoPlays(video, 0.5);
  await expect(nowPlaying(page)).toHaveText(onAir.title);
  await revealControls(page);
  await expect(page.getByText('Watching').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to live' })).toHaveAttribute(
    'data-at-live',
    'false',
  );

  const live = page.waitForRequest(isChannelStream);
  await page.getByRole('button', { name: 'Go to live' }).click();
  expect(streamBody(await live)).toEqual({ channel_id: channel.id });
  await expectVideoPlays(video, 1);
  await revealControls(page);
  await expect(page.getByRole('button', { name: 'Go to live' })).toHaveAttribute(
    'data-at-live',
    'true',
    { timeout: 15_000 },
  );

  // An hour back on the timeline: a stream from there, the programme of that moment shown.
  const target = Date.now() - 3_600_000;
  const back = page.waitForRequest(isChannelStream);
  await revealControls(page);
  await page
    .getByRole('slider', { name: `Timeline of ${channel.title}` })
    .fill(String(target - (target % 1000)));
  const asked = streamBody(await back);
  expect(Math.abs(asked.from_timestamp! - target / 1000)).toBeLessThan(60);
  await expectVideoPlays(video, 0.5);
  const then = (await programmesAroundNow(page, request, channel.id)).find(
    (programme) =>
      programme.start_timestamp <= asked.from_timestamp! &&
      asked.from_timestamp! < programme.end_timestamp,
  )!;
  await expect(nowPlaying(page)).toHaveText(then.title);
  expect(await pageMark(page)).toBe('kept');
});

test('hovering the seek bar of a past moment shows the frame of the channel then', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { channel } = await freeChannel(page, request);
  const at = Date.now() - 30 * 60_000;
  const answered = page.waitForResponse((response) => isChannelStream(response.request()));
  await page.goto(`/channels/${channel.id}?at=${new Date(at).toISOString()}`);
  const { data } = (await (await answered).json()) as { data: { thumbnails_url: string | null } };
  expect(data.thumbnails_url).toMatch(/\/thumbnails\/shift-\d+-\d+\.vtt$/);
  await expectVideoPlays(playerVideo(page), 0.5);

  // Ten seconds after the moment asked for: inside what the stream lists.
  await revealControls(page);
  const bar = page.getByRole('slider', { name: `Timeline of ${channel.title}` });
  const [min, max] = await Promise.all(
    ['min', 'max'].map(async (name) => Number(await bar.getAttribute(name))),
  );
  const box = (await bar.boundingBox())!;
  const fraction = (at + 10_000 - min!) / (max! - min!);
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2);
  const tile = page.getByTestId('seek-tile');
  await expect(tile).toBeVisible();
  await expect(tile).toHaveCSS('background-image', /\/thumbnails\/[a-z-]+\/sheet\.jpg/);
  await expect(tile).toHaveCSS('background-position', /^(0|-\d+)px 0px$/);
  // The sheet is the committed JPEG, a row of 320x180 tiles, loaded through the signed URL.
  const sheet = await page.evaluate(async () => {
    const shown = document.querySelector<HTMLElement>('[data-testid="seek-tile"]')!;
    const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(shown).backgroundImage)![1]!;
    const image = new Image();
    image.src = url;
    await image.decode();
    return { height: image.naturalHeight, signed: new URL(url).pathname.startsWith('/media/s/') };
  });
  expect(sheet).toEqual({ height: 180, signed: true });
});
