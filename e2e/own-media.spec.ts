// Operators' own films and episodes (npm run import -- media): on a fresh DATA_DIR, generated
// sources are imported and served; each title plays its own video, with its subtitle and its
// seek-bar thumbnails, and the broken file is in the report and nowhere else.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import {
  EPISODE_LINE,
  FILM_SECONDS,
  startOwnMediaService,
  type OwnMediaService,
} from './own-media-service';
import { apiData, pressPlay, revealControls } from './player-page';
import { activeCueText, expectVideoPlays, playerVideo, textTrackMode } from './video';

const PORT = Number(process.env.E2E_OWN_MEDIA_PORT ?? 18_091);
let service: OwnMediaService;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  service = await startOwnMediaService(PORT);
});
test.afterAll(async () => {
  await service?.stop();
});

/** The picture the element plays: its size and length. */
const pictureOf = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    width: element.videoWidth,
    height: element.videoHeight,
    duration: element.duration,
  }));

async function playTitle(page: Page, path: string) {
  await page.goto(path);
  await pressPlay(page);
  const video = playerVideo(page);
  await expectVideoPlays(video, 1);
  return video;
}

test('the import report lists every file, the broken one with its reason', () => {
  expect(service.file('Sunrise Harbour (2019).mp4')).toMatchObject({
    outcome: 'published',
    title: 'Sunrise Harbour (2019)',
  });
  expect(service.file('Night Ferry - S01E01 - Departure.mp4')).toMatchObject({
    outcome: 'published',
    title: 'Night Ferry S01E01 - Departure',
  });
  expect(service.file('Night Ferry - S01E02 - Crossing.mp4').outcome).toBe('published');
  expect(service.file('Phone Clip (2024).mp4').outcome).toBe('published');
  expect(service.file('Broken Reel (2001).mp4')).toMatchObject({
    outcome: 'rejected',
    reason: { code: 'not_video', message: 'This file holds no video that ffmpeg can read.' },
  });
});

test('the film plays its own video, its own size and length, and the seek bar shows its frames', async ({
  page,
  request,
}, testInfo) => {
  await logIn(page);
  const film = service.file('Sunrise Harbour (2019).mp4');
  const video = await playTitle(page, `/movies/${film.vodId}`);
  await expect.poll(() => pictureOf(video)).toMatchObject({ width: 640, height: 360 });
  expect((await pictureOf(video)).duration).toBeCloseTo(FILM_SECONDS, 0);

  // The frame under the pointer: 3 of the film's 24 s is the first tile, 15 s the second.
  const seek = page.getByRole('slider', { name: 'Seek' });
  await revealControls(page);
  const box = (await seek.boundingBox())!;
  const hover = async (fraction: number) => {
    await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2);
    const tile = page.getByTestId('seek-tile');
    await expect(tile).toBeVisible();
    return tile;
  };
  const first = await hover(3 / FILM_SECONDS);
  await expect(first).toHaveCSS('background-image', /thumbnails\/sheet-000\.jpg/);
  await expect(first).toHaveCSS('background-position', '0px 0px');
  const second = await hover(15 / FILM_SECONDS);
  await expect(second).toHaveCSS('background-position', /^-320px 0px$/);
  await expect(page.getByTestId('seek-thumbnail')).toContainText('0:1');
  // The sheet is a real JPEG, loaded through the signed URL.
  const loaded = await page.evaluate(async () => {
    const tile = document.querySelector<HTMLElement>('[data-testid="seek-tile"]')!;
    const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(tile).backgroundImage)![1]!;
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, signed: new URL(url).pathname.startsWith('/media/s/') };
  });
  expect(loaded).toEqual({ width: expect.any(Number), signed: true });
  expect(loaded.width).toBeGreaterThanOrEqual(320);
  await page.screenshot({ path: testInfo.outputPath('own-film-thumbnails.png') });

  const films = await apiData<{ items: Array<{ title: string; cover: { medium_ar: string } }> }>(
    page,
    request,
    '/vods/list?filter[type]=0&sort[created]=desc&limit=50',
  );
  const titles = films.items.map((item) => item.title);
  expect(titles).toEqual(expect.arrayContaining(['Sunrise Harbour', 'Phone Clip']));
  expect(titles).not.toContain('Broken Reel');
  // Its poster is a frame of its own video.
  const poster = films.items.find((item) => item.title === 'Sunrise Harbour')!.cover.medium_ar;
  expect(poster).toMatch(/^\/media\/library\/\d+\/poster\.jpg$/);
  expect((await request.get(poster)).headers()['content-type']).toBe('image/jpeg');
});

test("the episode plays with its sidecar subtitle, in the subtitle's language", async ({
  page,
}) => {
  await logIn(page);
  const episode = service.file('Night Ferry - S01E01 - Departure.mp4');
  const video = await playTitle(page, `/tv-shows/episode/${episode.vodId}`);
  await expect.poll(() => pictureOf(video)).toMatchObject({ width: 480, height: 270 });
  expect((await pictureOf(video)).duration).toBeCloseTo(8, 0);

  await page.getByRole('button', { name: 'Settings' }).click();
  const english = page.getByRole('group', { name: 'Settings' }).getByRole('radio', {
    name: 'English',
    exact: true,
  });
  await english.check();
  await expect.poll(() => textTrackMode(video, 'en')).toBe('showing');
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 1;
  });
  await expect.poll(() => activeCueText(video, 'en'), { timeout: 15_000 }).toBe(EPISODE_LINE);
});

test('the phone clip plays upright', async ({ page }) => {
  await logIn(page);
  const clip = service.file('Phone Clip (2024).mp4');
  const video = await playTitle(page, `/movies/${clip.vodId}`);
  await expect
    .poll(async () => {
      const { width, height } = await pictureOf(video);
      return width > 0 && height > width;
    })
    .toBe(true);
});
