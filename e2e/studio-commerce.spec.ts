// The console's Pages, Curation and Commerce sections against the real server: what an editor
// or an owner changes there reaches subscribers (a static page, the home slider) and the
// payment history (a refund).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { StaticPage, StudioSlide } from '@marquee/contract';
import { expectAccessible } from './axe';
import { findTitle, filmList, rentalForDays, sessionHeaders } from './catalogue-api';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { operators, studioSignIn, studioToken } from './studio-console';

async function ownerHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await studioToken(request, operators.owner)}` };
}

const section = (name: string) => ({ name, exact: true });

test('an editor changes a static page and a subscriber reads the change at once', async ({
  page,
  browser,
  request,
}) => {
  const headers = await ownerHeaders(request);
  const before = (
    (await (await request.get('/api/studio/pages', { headers })).json()) as { data: StaticPage[] }
  ).data.find((each) => each.slug === 'help')!;
  const title = `Help desk ${randomBytes(3).toString('hex')}`;
  const subscriber = await browser.newContext();
  try {
    await studioSignIn(page, operators.editor);
    await page
      .getByRole('navigation', { name: 'Studio sections' })
      .getByRole('link', section('Pages'))
      .click();
    await expect(page).toHaveURL(/\/studio\/pages$/);
    await page.getByRole('button', { name: 'Edit /page/help' }).click();
    const form = page.getByRole('form', { name: 'Editing /page/help' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Text').fill('Write to us.\n\nWe answer within a day.');
    const preview = form.getByRole('region', { name: 'Preview as subscribers see it' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByText('We answer within a day.')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The page is saved: subscribers read it at once.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    await expectAccessible(page);

    const subscriberPage = await subscriber.newPage();
    await logIn(subscriberPage);
    await subscriberPage.goto('/page/help');
    await expect(subscriberPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(subscriberPage.getByText('We answer within a day.')).toBeVisible();
  } finally {
    await subscriber.close();
    const restored = await request.put('/api/studio/pages/help', {
      headers,
      data: { title: before.title, body: before.body },
    });
    expect(restored.ok(), 'the help page is put back').toBe(true);
  }
});

test('an editor adds a film to the home slider, first, and home shows it', async ({
  page,
  browser,
  request,
}) => {
  const headers = await ownerHeaders(request);
  const slides = (
    (await (await request.get('/api/studio/curation/slides', { headers })).json()) as {
      data: StudioSlide[];
    }
  ).data;
  const subscriber = await browser.newContext();
  try {
    const subscriberPage = await subscriber.newPage();
    await logIn(subscriberPage);
    const inSlider = new Set(slides.map((slide) => slide.title));
    const film = await findTitle(
      subscriberPage,
      request,
      filmList,
      (title) => !inSlider.has(title.title),
    );

    await studioSignIn(page, operators.editor);
    await page
      .getByRole('navigation', { name: 'Studio sections' })
      .getByRole('link', section('Curation'))
      .click();
    const slider = page.getByRole('region', { name: 'Home slider' });
    await expect(slider.getByRole('list', { name: 'Home slider' })).toBeVisible();
    await slider.getByRole('searchbox', { name: 'Find by name' }).fill(film.title);
    await slider.getByRole('button', { name: 'Search' }).click();
    await slider
      .getByRole('button', { name: `Add ${film.title}` })
      .first()
      .click();
    // To the top with the keyboard: the focus stays on Up while the slide climbs.
    await slider.getByRole('button', { name: `Move ${film.title} up` }).focus();
    for (let step = 0; step < slides.length; step += 1) await page.keyboard.press('Enter');
    await expect(slider.getByRole('listitem').first()).toContainText(film.title);
    await slider.getByRole('button', { name: 'Save slider' }).click();
    await expect(page.getByText('The slider is saved: home shows it at once.')).toBeVisible();
    await expectAccessible(page);

    await subscriberPage.goto('/');
    const homeSlider = subscriberPage.getByTestId('highlighted-slider');
    await expect(homeSlider.getByText(film.title).first()).toBeVisible();
  } finally {
    await subscriber.close();
    const restored = await request.put('/api/studio/curation/slides', {
      headers,
      data: {
        slides: slides.map((slide) => ({ model_type: slide.model_type, model_id: slide.model_id })),
      },
    });
    expect(restored.ok(), 'the slider is put back').toBe(true);
  }
});

test('an owner refunds a rental: access ends and the payment history shows it refunded', async ({
  page,
  browser,
  request,
}) => {
  const subscriber = await browser.newContext();
  try {
    const subscriberPage = await subscriber.newPage();
    await logIn(subscriberPage);
    const film = await findTitle(subscriberPage, request, filmList, (title) =>
      (title.movie_source?.profiles ?? []).some(rentalForDays()),
    );
    const profile = film.movie_source!.profiles.find(rentalForDays())!;
    const rented = await request.post('/api/vods/rent', {
      headers: await sessionHeaders(subscriberPage),
      data: {
        single_event_vod_id: film.id,
        vod_profile_id: profile.id,
        duration: profile.pricing[0]!.duration,
      },
    });
    expect(rented.ok(), await rented.text()).toBe(true);

    await studioSignIn(page, operators.owner);
    await page
      .getByRole('navigation', { name: 'Studio sections' })
      .getByRole('link', section('Commerce'))
      .click();
    await page.getByRole('link', { name: 'Rentals', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Subscriber e-mail or title' }).fill(film.title);
    const row = page.getByRole('row').filter({ hasText: film.title }).first();
    await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();
    await row.getByRole('link', { name: /Details of rental/ }).click();
    await page.getByRole('button', { name: /Refund rental/ }).click();
    await page.getByRole('button', { name: 'Refund now' }).click();
    await expect(page.getByText('The rental is refunded and its access has ended.')).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: 'Refunded' }).first(),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Payment history' }).click();
    await expect(page.getByRole('heading', { name: /Payments of/ })).toBeVisible();
    const payment = page.getByRole('row').filter({ hasText: film.title }).first();
    await expect(payment.getByRole('cell', { name: 'Refunded' })).toBeVisible();

    const stream = await request.post('/api/vods/stream', {
      headers: await sessionHeaders(subscriberPage),
      data: { single_event_vod_id: film.id, vod_profile_id: profile.id },
    });
    expect(stream.status(), 'the refunded rental no longer plays').toBe(403);
  } finally {
    await subscriber.close();
  }
});
