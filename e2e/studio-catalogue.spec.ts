// A film made in the console (issue 30, Catalogue): an editor creates it, uploads and crops its
// cover, uploads a short video and watches its packaging reach done, and sets a rental price; a
// subscriber then finds the film with that cover, rents it, and it plays the uploaded video.
import { execFileSync } from 'node:child_process';
import { expectAccessible } from './axe';
import { sessionHeaders } from './catalogue-api';
import { demoPins } from './demo-account';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { enterPin } from './pin-modal';
import { operators, studioSignIn, studioToken } from './studio-console';
import { expectVideoPlays, playerVideo } from './video';

/** Runs ffmpeg (Debian's) on lavfi test sources: the spec makes its own media. */
const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

/** A 3-second test picture and tone. */
const makeClip = (file: string) =>
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50'],
    ...['-c:a', 'aac', '-b:a', '64k', '-shortest', file],
  ]);

/** A picture wider than a cover's 2:3, so that the crop decides what is kept. */
const makePicture = (file: string) =>
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=900x900', '-frames:v', '1', file]);

test('an editor creates a film with its cover and video, sets a rental price, and a subscriber rents it and it plays', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const clip = testInfo.outputPath('harbour-clip.mp4');
  const picture = testInfo.outputPath('harbour-cover.png');
  makeClip(clip);
  makePicture(picture);
  const title = `The Harbour Light ${Date.now().toString(36)}`;
  let filmId: number | undefined;

  const operatorContext = await browser.newContext();
  try {
    const studio = await operatorContext.newPage();
    await studioSignIn(studio, operators.editor);
    await studio
      .getByRole('navigation', { name: 'Studio sections' })
      .getByRole('link', { name: 'Catalogue' })
      .click();
    await studio.getByRole('link', { name: 'New film' }).click();
    await studio.getByLabel('Title', { exact: true }).fill(title);
    await studio.getByLabel('Year').fill('2026');
    await studio.getByLabel('Description').fill('A lighthouse keeper and the last ferry.');
    await studio.getByRole('button', { name: 'Create' }).click();
    await expect(studio.getByRole('heading', { name: `Film: ${title}` })).toBeVisible();
    filmId = Number(/\/films\/(\d+)$/.exec(studio.url())?.[1]);
    expect(filmId).toBeGreaterThan(0);

    // The cover: chosen, its crop frame moved by the keyboard, cut by the server.
    await studio.getByLabel('Choose an image for the cover').setInputFiles(picture);
    const frame = studio.getByRole('slider', { name: 'Crop frame' });
    await frame.focus();
    await frame.press('ArrowRight');
    await studio.getByRole('button', { name: 'Upload the cover' }).click();
    await expect(studio.getByText('The artwork is saved.')).toBeVisible();
    await expect(studio.getByRole('img', { name: 'Current cover' })).toHaveAttribute(
      'src',
      /\/media\/title-art\//,
    );
    await expectAccessible(studio);

    // The video: uploaded, packaged with its progress shown, then played by the film.
    await studio.getByRole('link', { name: 'Media', exact: true }).click();
    await expect(studio.getByRole('heading', { level: 1 })).toHaveText(`Media: ${title}`);
    await studio.getByLabel('Video file', { exact: true }).setInputFiles(clip);
    await studio.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(studio.getByText('The file is queued: it is packaged next.')).toBeVisible();
    const progress = studio.getByRole('progressbar', { name: 'Packaging harbour-clip.mp4' });
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
    const job = studio.getByRole('row').filter({ hasText: 'harbour-clip.mp4' });
    await expect(job.getByText('Done: it plays')).toBeVisible();
    await expect(studio.getByText(/^\/media\/library\/\d+\/master\.m3u8$/)).toBeVisible();
    await expectAccessible(studio);

    // The price: the profile the packaging made is rented for 2 days at 2.99.
    await studio.getByRole('link', { name: `Back to ${title}` }).click();
    await studio.getByRole('link', { name: 'Prices', exact: true }).click();
    await studio.getByRole('button', { name: 'Edit HD' }).click();
    const form = studio.getByRole('form', { name: 'Edit HD' });
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
    await expect(studio.getByRole('row').filter({ hasText: 'HD' })).toContainText('2 days');
    await expectAccessible(studio);

    // The subscriber: the film has the uploaded cover, is rented, and plays the uploaded video.
    await logIn(page);
    const listed = await request.get('/api/vods/list', {
      headers: await sessionHeaders(page),
      params: { 'filter[id]': filmId },
    });
    const [film] = (await listed.json()).data.items as {
      title: string;
      cover: { medium_ar: string };
    }[];
    expect(film).toMatchObject({ title, cover: { medium_ar: expect.stringMatching(/title-art/) } });
    await page.goto(`/movies/${filmId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Rent HD', exact: true }).click();
    await enterPin(page, 'purchase', demoPins.purchase);
    const chooser = page.getByRole('dialog', { name: `Rent ${title}` });
    await expect(chooser.getByRole('radio', { name: /^HD · / })).toBeChecked();
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
    // The film goes again, so that the demo catalogue the other specs read is as it was.
    if (filmId) {
      const token = await studioToken(request, operators.owner);
      const removed = await request.delete(`/api/studio/catalogue/vods/${filmId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(removed.ok(), 'the film is deleted').toBe(true);
    }
  }
});
