// Operators' own channels (npm run import -- channels, guide): on a fresh DATA_DIR, a list whose
// first entry is a dead port and whose next two are ffmpeg upstreams on loopback. The channel
// plays the upstream's own picture, ten viewers cost it one, the source dying fails over without
// a reload, and the recording plays a past programme and starts the one on air over.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allChannels, isChannelStream, programmesAroundNow, streamBody } from './channels-api';
import { logIn } from './log-in';
import {
  CHANNEL_TITLE,
  DOWN_TITLE,
  ENDED_TITLE,
  ON_AIR_TITLE,
  startOwnChannelsService,
  type OwnChannelsService,
} from './own-channels-service';
import { revealControls } from './player-page';
import { currentTime, expectVideoPlays, playerVideo } from './video';

const PORT = Number(process.env.E2E_OWN_CHANNELS_PORT ?? 18_092);
const baseURL = `http://127.0.0.1:${PORT}`;
let service: OwnChannelsService;
let channelId: number;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  service = await startOwnChannelsService(PORT);
});
test.afterAll(async () => {
  await service?.stop();
});

/** The picture the player's video shows. */
const pictureOf = (page: Page) =>
  playerVideo(page).evaluate(
    (element: HTMLVideoElement) => `${element.videoWidth}x${element.videoHeight}`,
  );

const nowPlaying = (page: Page) => page.getByTestId('now-playing-title');

async function openChannel(page: Page) {
  await logIn(page);
  if (!channelId) {
    const channel = (await allChannels(page, page.request)).find(
      (item) => item.title === CHANNEL_TITLE,
    );
    expect(channel, `${CHANNEL_TITLE} is in the line-up`).toBeTruthy();
    channelId = channel!.id;
  }
  await page.goto(`/channels/${channelId}`);
  // With nine players already decoding, the tenth's page can take a while to render.
  await expect(playerVideo(page)).toBeVisible({ timeout: 30_000 });
  await expectVideoPlays(playerVideo(page), 1);
}

/** Upstream requests in `ms`. */
async function requestsDuring(ms: number): Promise<number> {
  const before = service.first.requests();
  await new Promise((done) => setTimeout(done, ms));
  return service.first.requests() - before;
}

test("the channel plays its upstream's own picture, past a first source that is down", async ({
  page,
}) => {
  await openChannel(page);
  await expect.poll(() => pictureOf(page)).toBe('426x240');
  await expect(nowPlaying(page)).toHaveText(ENDED_TITLE);
});

test('ten viewers cost the upstream what one does', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await openChannel(page);
  const alone = await requestsDuring(8_000);
  const others = await Promise.all(
    Array.from({ length: 9 }, () => browser.newContext({ baseURL, serviceWorkers: 'block' })),
  );
  try {
    const pages = await Promise.all(others.map((context) => context.newPage()));
    // One after another: each player that starts adds a decoder to the ones playing, and
    // players starting together on two loaded cores can outwait the time one is given to appear.
    for (const viewer of pages) await openChannel(viewer);
    const together = await requestsDuring(8_000);
    // The session polls the playlist and fetches each segment once, whoever watches.
    expect(together).toBeLessThanOrEqual(alone + 3);
    const status = await page.request.get('/api/restream/channels');
    const channels = (await status.json()).data.channels as Array<{
      channel_id: number;
      viewers: number;
      state: string;
    }>;
    expect(channels.find((row) => row.channel_id === channelId)).toMatchObject({ state: 'up' });
    expect(channels.find((row) => row.channel_id === channelId)!.viewers).toBeGreaterThanOrEqual(
      10,
    );
  } finally {
    await Promise.all(others.map((context) => context.close()));
  }
});

test('the playing source dying fails over to the next without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const masters: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('master.m3u8')) masters.push(request.url());
  });
  await openChannel(page);
  await page.evaluate(() => Object.assign(window, { reloadMark: 'kept' }));
  const video = playerVideo(page);
  const asked = masters.length;
  await service.first.kill();
  await expect.poll(() => pictureOf(page), { timeout: 45_000 }).toBe('320x180');
  const at = await currentTime(video);
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(at + 2);
  expect(masters.length).toBe(asked);
  expect(await page.evaluate(() => (window as Window & { reloadMark?: string }).reloadMark)).toBe(
    'kept',
  );
});

test('a programme that ended after the recording began plays as catch-up from its start', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await logIn(page);
  const wait = service.endedAt + 3_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const programme = (await programmesAroundNow(page, page.request, channelId)).find(
    (row) => row.title === ENDED_TITLE,
  );
  expect(programme, `${ENDED_TITLE} is in the guide`).toBeTruthy();
  const answered = page.waitForResponse((response) => isChannelStream(response.request()));
  await page.goto(
    `/channels/${channelId}?at=${new Date(programme!.start_timestamp * 1000).toISOString()}`,
  );
  const answer = await answered;
  expect(streamBody(answer.request())).toMatchObject({
    from_timestamp: programme!.start_timestamp,
  });
  const { data } = (await answer.json()) as { data: { thumbnails_url: string | null } };
  expect(data.thumbnails_url).toMatch(/\/thumbnails\/shift-\d+-\d+\.vtt$/);
  await expectVideoPlays(playerVideo(page), 1);
  await expect(nowPlaying(page)).toHaveText(ENDED_TITLE);
  // Recorded while the first upstream played: its picture, not the live edge's.
  await expect.poll(() => pictureOf(page)).toBe('426x240');

  // The seek bar previews the recording: the frame of the segment under the pointer, made from
  // the recorded segment (320 wide, as the demo's tiles).
  await revealControls(page);
  const bar = page.getByRole('slider', { name: `Timeline of ${CHANNEL_TITLE}` });
  const [min, max] = await Promise.all(
    ['min', 'max'].map(async (name) => Number(await bar.getAttribute(name))),
  );
  // Shortly before the programme ended: recorded (the recording began during it, well before).
  const fraction = (service.endedAt - 4_000 - min!) / (max! - min!);
  const box = (await bar.boundingBox())!;
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2);
  const tile = page.getByTestId('seek-tile');
  await expect(tile).toHaveCSS('background-image', /\/thumbnails\/frame-\d+\.jpg/);
  const frameUrl = /url\("([^"]+)"\)/.exec(
    await tile.evaluate((element) => getComputedStyle(element).backgroundImage),
  )![1]!;
  const size = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return `${image.naturalWidth}x${image.naturalHeight}`;
  }, frameUrl);
  expect(size).toBe('320x180');
  await page.screenshot({ path: testInfo.outputPath('own-channel-seek-frame.png') });
});

test('start over plays the programme on air from its start', async ({ page }) => {
  await openChannel(page);
  await expect(nowPlaying(page)).toHaveText(ON_AIR_TITLE);
  await revealControls(page);
  const startOver = page.waitForRequest(isChannelStream);
  await page.getByRole('button', { name: 'Start over' }).click();
  expect(streamBody(await startOver)).toMatchObject({
    from_timestamp: Math.floor(service.endedAt / 1000),
  });
  await expectVideoPlays(playerVideo(page), 0.5);
  await expect(nowPlaying(page)).toHaveText(ON_AIR_TITLE);
  await revealControls(page);
  await expect(page.getByRole('button', { name: 'Go to live' })).toHaveAttribute(
    'data-at-live',
    'false',
  );
});

test('a channel whose every source is down says so, with no spinner, and zapping still works', async ({
  page,
}) => {
  await logIn(page);
  const down = (await allChannels(page, page.request)).find((item) => item.title === DOWN_TITLE);
  expect(down, `${DOWN_TITLE} is in the line-up`).toBeTruthy();
  await page.goto(`/channels/${down!.id}`);
  await expect(
    page.getByText('This channel is unavailable right now. We keep trying to bring it back.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: 'Loading video' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.goto(`/channels/${channelId}`);
  // With nine players already decoding, the tenth's page can take a while to render.
  await expect(playerVideo(page)).toBeVisible({ timeout: 30_000 });
  await expectVideoPlays(playerVideo(page), 1);
});
