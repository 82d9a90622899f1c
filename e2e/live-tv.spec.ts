// Live TV in Chromium on the demo channels: real live HLS from the origin, played by hls.js.
import { expect, test } from './fixtures';
import {
  allChannels,
  freeChannel,
  isChannelStream,
  playlistTag,
  programmesAroundNow,
  streamBody,
} from './channels-api';
import { demoPins } from './demo-account';
import { logIn } from './log-in';
import { enterPin } from './pin-modal';
import { currentTime, expectVideoPlays, playerVideo } from './video';
import { clickPlayerControl, revealControls } from './player-page';

test('a live channel plays: its video advances and its playlist media sequence grows', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { channel } = await freeChannel(page, request);
  const sequences: number[] = [];
  page.on('response', async (response) => {
    if (!/\/live\/.*\/live\.m3u8$/.test(new URL(response.url()).pathname)) return;
    const body = await response.text().catch(() => '');
    sequences.push(playlistTag(body, 'EXT-X-MEDIA-SEQUENCE'));
    expect(body).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(body).not.toContain('#EXT-X-ENDLIST');
  });

  await page.goto(`/channels/${channel.id}`);
  const video = playerVideo(page);
  await expectVideoPlays(video, 1);
  const from = await currentTime(video);
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(from + 4);
  // hls.js reloads a live playlist about every target duration (2 s): the window has moved on.
  await expect.poll(() => sequences.length, { timeout: 20_000 }).toBeGreaterThan(2);
  expect(Math.max(...sequences)).toBeGreaterThan(sequences[0]!);
  await revealControls(page);
  await expect(page.getByRole('button', { name: 'Go to live' })).toHaveAttribute(
    'data-at-live',
    'true',
  );
});

test('zapping: channel up and down move through the channels by number and each plays', async ({
  page,
  request,
}) => {
  await logIn(page);
  const channels = (await allChannels(page, request)).filter((item) => item.subscribed);
  const first = channels.find((item) => !item.parental_rating?.require_pin)!;
  const next = (await allChannels(page, request)).find(
    (item) => item.channel_number > first.channel_number,
  )!;
  await page.goto(`/channels/${first.id}`);
  await expectVideoPlays(playerVideo(page), 1);

  await clickPlayerControl(page, page.getByRole('button', { name: 'Channel up' }));
  await expect(page).toHaveURL(new RegExp(`/channels/${next.id}$`));
  await expect(page.getByText(next.title).first()).toBeVisible();
  if (!next.parental_rating?.require_pin && next.subscribed) {
    await expectVideoPlays(playerVideo(page), 1);
  }
  await clickPlayerControl(page, page.getByRole('button', { name: 'Channel down' }));
  await expect(page).toHaveURL(new RegExp(`/channels/${first.id}$`));
  await expectVideoPlays(playerVideo(page), 1);
});

test('favourites: a channel favourited on Live TV shows under Favourite channels and on home, and leaves when unfavourited', async ({
  page,
  request,
}) => {
  await logIn(page);
  const channel = (await allChannels(page, request)).find((item) => !item.favorite)!;
  await page.goto('/channel-categories/all');
  const toggle = page.getByRole('button', { name: `Favourite ${channel.title}` }).first();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/channel-categories/favorite_channels');
  const favourite = page.getByRole('button', { name: `Favourite ${channel.title}` });
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Favourite channels' })).toBeVisible();

  await page.goto('/channel-categories/favorite_channels');
  await page.getByRole('button', { name: `Favourite ${channel.title}` }).click();
  await expect(page.getByRole('button', { name: `Favourite ${channel.title}` })).toHaveCount(0);
  expect((await allChannels(page, request)).find((item) => item.id === channel.id)!.favorite).toBe(
    false,
  );
});

test('unlocking a channel: the not-rented notice, the purchase PIN, the profile, the price, then it plays', async ({
  page,
  request,
}) => {
  await logIn(page);
  const locked = (await allChannels(page, request)).find(
    (item) => !item.subscribed && !item.parental_rating?.require_pin,
  );
  expect(locked, 'the demo data has a channel to rent').toBeTruthy();
  await page.goto(`/channels/${locked!.id}`);
  await expect(page.getByText('Channel not rented', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Unlock' }).click();

  await enterPin(page, 'purchase', demoPins.purchase);
  const chooser = page.getByRole('dialog', { name: `Rent ${locked!.title}` });
  await expect(chooser).toBeVisible();
  const option = chooser.getByRole('radio').first();
  await option.check();
  await chooser.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm rental' });
  await expect(confirm).toContainText('€');
  const rented = page.waitForResponse((response) => response.url().endsWith('/api/channels/rent'));
  await confirm.getByRole('button', { name: 'Yes' }).click();
  expect((await rented).status()).toBe(200);
  await expectVideoPlays(playerVideo(page), 1);
  expect(
    (await allChannels(page, request)).find((item) => item.id === locked!.id)!.subscribed,
  ).toBe(true);
});

test('start over plays the programme on air from its start, away from the live edge', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { channel } = await freeChannel(page, request);
  const programmes = await programmesAroundNow(page, request, channel.id);
  await page.goto(`/channels/${channel.id}`);
  const video = playerVideo(page);
  await expectVideoPlays(video, 1);

  await revealControls(page);
  // The live player may ask for its stream again meanwhile (a programme's end): the start-over
  // request is the one with a start.
  const asked = page.waitForRequest(
    (sent) => isChannelStream(sent) && streamBody(sent).from_timestamp !== undefined,
  );
  const now = Date.now() / 1000;
  const onAir = programmes.find(
    (programme) => programme.start_timestamp <= now && now < programme.end_timestamp,
  )!;
  await page.getByRole('button', { name: 'Start over' }).click();
  expect(streamBody(await asked)).toMatchObject({
    channel_id: channel.id,
    from_timestamp: onAir.start_timestamp,
  });
  await expect(page.getByText('Watching').first()).toBeVisible();
  await expectVideoPlays(video, 1);
  // The playlist begins at the programme's start: the video is minutes behind the live edge.
  const behind = await video.evaluate((element: HTMLVideoElement) => {
    const end = element.seekable.length ? element.seekable.end(element.seekable.length - 1) : 0;
    return end - element.currentTime;
  });
  expect(behind).toBeGreaterThan(Math.min(60, now - onAir.start_timestamp - 30));
  await revealControls(page);
  await expect(page.getByRole('button', { name: 'Go to live' })).toHaveAttribute(
    'data-at-live',
    'false',
  );
});

test('a catch-up programme plays from its start, on a playlist that goes on past its end', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { channel } = await freeChannel(page, request);
  const now = Date.now() / 1000;
  const past = (await programmesAroundNow(page, request, channel.id))
    .filter((programme) => programme.end_timestamp < now)
    .at(-1)!;
  const playlists: string[] = [];
  page.on('response', async (response) => {
    if (/\/360p\/shift-\d+-\d+\.m3u8$/.test(response.url())) playlists.push(await response.text());
  });
  await page.goto(`/channels/${channel.id}`);
  await expectVideoPlays(playerVideo(page), 1);

  await clickPlayerControl(page, page.getByRole('button', { name: "Today's programmes" }));
  const strip = page.getByRole('navigation', { name: `Programmes of ${channel.title}` });
  const startsAt = new Date(past.start_timestamp * 1000).toISOString();
  const entry = strip
    .getByRole('button')
    .filter({ has: page.locator(`time[datetime="${startsAt}"]`) });
  await expect(entry).toContainText('Watch again');
  const asked = page.waitForRequest(isChannelStream);
  await entry.click();
  expect(streamBody(await asked)).toMatchObject({ from_timestamp: past.start_timestamp });

  const video = playerVideo(page);
  await expectVideoPlays(video, 1);
  await expect.poll(() => playlists.length).toBeGreaterThan(0);
  // No end: the playlist starts at the programme's start and goes on into what followed.
  const first = playlists[0]!;
  expect(first).not.toContain('#EXT-X-ENDLIST');
  const dates = [...first.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(.+)/g)].map((m) => Date.parse(m[1]!));
  expect(dates[0]!).toBeLessThanOrEqual(past.start_timestamp * 1000);
  expect(dates[0]! + 4000).toBeGreaterThan(past.start_timestamp * 1000);
  const position = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  const start = await video.evaluate((element: HTMLVideoElement) => element.seekable.start(0));
  expect(position - start).toBeLessThan(30);
});
