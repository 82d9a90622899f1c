// A title's media and price from the console (issue 30, Catalogue): an editor uploads a short
// video for a film included in the subscription, watches its packaging reach done, and sets a
// rental price; a subscriber then rents the film and it plays the uploaded video.
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import type { StudioOffer, TitleMedia } from '@marquee/contract';
import { expectAccessible } from './axe';
import { filmList, findTitle, hasAdverts, requiresPin, type CatalogueTitle } from './catalogue-api';
import { demoPins } from './demo-account';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { enterPin } from './pin-modal';
import { operators, studioSignIn, studioToken } from './studio-console';
import { expectVideoPlays, playerVideo } from './video';

/**
 * The film the spec gives media and a price: one the subscription includes (its one profile
 * svod, so that the rental is its only way to play), with no parental PIN and no advert before it. The one place that chooses it: once
 * films are made in the console, this becomes the film the spec made.
 */
const filmForMedia = (page: Page, request: APIRequestContext) =>
  findTitle(
    page,
    request,
    filmList,
    async (title: CatalogueTitle) =>
      title.movie_source?.profiles.length === 1 &&
      title.movie_source.profiles[0]!.business_model === 'svod' &&
      title.movie_source.profiles[0]!.subscribed &&
      !requiresPin(title) &&
      !(await hasAdverts(page, request, title.id)),
  );

/** A 3-second test picture and tone, made with ffmpeg's lavfi sources. */
function makeClip(file: string): void {
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50'],
    ...['-c:a', 'aac', '-b:a', '64k', '-shortest', file],
  ]);
}

/** Puts the film back as it was: its profiles and the playlist they played. */
async function restore(
  request: APIRequestContext,
  vodId: number,
  before: StudioOffer[],
  url: string | null,
) {
  const headers = { authorization: `Bearer ${await studioToken(request, operators.owner)}` };
  for (const offer of before) {
    const { id, name, code, business_model, pricing } = offer;
    const response = await request.put(`/api/studio/vod-offers/${id}`, {
      headers,
      data: { name, code, business_model, pricing },
    });
    expect(response.ok(), `profile ${id} is put back`).toBe(true);
  }
  if (url) {
    const response = await request.put(`/api/studio/title-streams/${vodId}`, {
      headers,
      data: { url },
    });
    expect(response.ok(), 'the playlist is put back').toBe(true);
  }
}

test('an editor uploads a film’s video, packaging reaches done, a rental price is set, and a subscriber rents it and it plays', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const clip = testInfo.outputPath('harbour-clip.mp4');
  makeClip(clip);
  await logIn(page);
  const film = await filmForMedia(page, request);

  const headers = { authorization: `Bearer ${await studioToken(request, operators.owner)}` };
  const before = (await (
    await request.get(`/api/studio/title-offers/${film.id}`, { headers })
  ).json()) as {
    data: { offers: StudioOffer[] };
  };
  const media = (await (
    await request.get(`/api/studio/title-media/${film.id}`, { headers })
  ).json()) as {
    data: TitleMedia;
  };

  const operatorContext = await browser.newContext();
  try {
    const studio = await operatorContext.newPage();
    await studioSignIn(studio, operators.editor);
    await studio.goto(`/studio/catalogue/vods/${film.id}/media`);
    await expect(studio.getByRole('heading', { level: 1 })).toHaveText(`Media: ${film.title}`);
    await expect(studio.getByRole('link', { name: `Back to ${film.title}` })).toHaveAttribute(
      'href',
      `/studio/catalogue/films/${film.id}`,
    );

    await studio.getByLabel('Video file', { exact: true }).setInputFiles(clip);
    await studio.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(studio.getByText('The file is queued: it is packaged next.')).toBeVisible();
    const progress = studio.getByRole('progressbar', { name: 'Packaging harbour-clip.mp4' });
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
    const job = studio.getByRole('row').filter({ hasText: 'harbour-clip.mp4' });
    await expect(job.getByText('Done: it plays')).toBeVisible();
    await expect(studio.getByText(/^\/media\/library\/\d+\/master\.m3u8$/)).toBeVisible();
    await expectAccessible(studio);

    await studio.goto(`/studio/catalogue/vods/${film.id}/offers`);
    const [first] = before.data.offers;
    await studio.getByRole('button', { name: `Edit ${first!.name}` }).click();
    const form = studio.getByRole('form', { name: `Edit ${first!.name}` });
    await form.getByLabel('Business model').selectOption('tvod_dtr');
    await form.getByLabel(/^Price 1 /).fill('-1');
    await form.getByLabel('Days of price 1').fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('Must be a price from 0 to 100000 with at most two decimals'),
    ).toBeVisible();
    await form.getByLabel(/^Price 1 /).fill('2.99');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(studio.getByText('The profile is saved: subscribers see it now.')).toBeVisible();
    await expect(studio.getByRole('row').filter({ hasText: first!.name })).toContainText('2 days');
    await expectAccessible(studio);

    // The subscriber: the film is now rented, and plays the uploaded video.
    await page.goto(`/movies/${film.id}`);
    await page.getByRole('button', { name: `Rent ${first!.name}`, exact: true }).click();
    await enterPin(page, 'purchase', demoPins.purchase);
    const chooser = page.getByRole('dialog', { name: `Rent ${film.title}` });
    await expect(
      chooser.getByRole('radio', { name: new RegExp(`^${first!.name} · `) }),
    ).toBeChecked();
    await chooser.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm rental' });
    await expect(confirm.getByText('2.99', { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Successfully rented')).toBeVisible();

    const uploaded = page.waitForRequest((sent) => /\/library\/\d+\/master\.m3u8/.test(sent.url()));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await uploaded;
    const video = playerVideo(page);
    await expectVideoPlays(video, 1);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight))
      .toBe(180);
  } finally {
    await operatorContext.close();
    await restore(request, film.id, before.data.offers, media.data.master_url);
  }
});
