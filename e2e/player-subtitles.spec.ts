// External WebVTT subtitles (access §3, Playable item: movie_source.subtitles): the demo film's
// English and Portuguese files, which the seed gives to the second to sixth newest films.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { apiData, pressPlay } from './player-page';
import { activeCueText, currentTime, expectVideoPlays, playerVideo, textTrackMode } from './video';

interface SubtitledFilm {
  id: number;
  continue_watching: object | null;
  parental_rating: { require_pin: boolean } | null;
  movie_source: { subtitles: Array<{ locale: string; url: string }> };
}

/** A new film with English subtitles that plays from the start: no PIN, no adverts, no position. */
async function subtitledFilm(page: Page, request: APIRequestContext): Promise<SubtitledFilm> {
  const films = await apiData<{ items: SubtitledFilm[] }>(
    page,
    request,
    '/vods/list?filter[type]=0&sort[created]=desc&limit=20',
  );
  for (const film of films.items) {
    const english = film.movie_source.subtitles.some((subtitle) => subtitle.locale === 'en');
    if (!english || film.parental_rating?.require_pin || film.continue_watching) continue;
    const campaigns = await apiData<unknown[]>(
      page,
      request,
      `/video-campaigns/list?filter[vod_id]=${film.id}`,
    );
    if (campaigns.length === 0) return film;
  }
  throw new Error('no new film with English subtitles plays from the start');
}

// The lines of the demo's en.vtt (scripts/make-media.sh).
const ENGLISH_LINES = [
  'Welcome to Marquee.',
  'This is the demo feature:\nthirty seconds of colour and sound.',
  'A golden orb drifts across a slowly turning sky.',
  'Four chords, one every two seconds.',
  'The arrow keys jump ten seconds back or on.',
  'These words come from a WebVTT file beside the film.',
  'Thank you for watching.',
];

test('external subtitles are listed by language; English shows its cues as the film plays, Off hides them', async ({
  page,
  request,
}) => {
  await logIn(page);
  const film = await subtitledFilm(page, request);
  await page.goto(`/movies/${film.id}`);
  await pressPlay(page);
  const video = playerVideo(page);
  await expectVideoPlays(video, 0.5);

  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('group', { name: 'Settings' });
  const english = settings.getByRole('radio', { name: 'English', exact: true });
  const off = settings.getByRole('radio', { name: 'Off', exact: true });
  await expect(english).toBeVisible();
  await expect(settings.getByRole('radio', { name: 'Portuguese', exact: true })).toBeVisible();
  await expect(off).toBeChecked();
  expect(await textTrackMode(video, 'en')).toBe('disabled');

  await english.check();
  await expect(english).toBeChecked();
  await expect.poll(() => textTrackMode(video, 'en')).toBe('showing');
  expect(await textTrackMode(video, 'pt')).toBe('disabled');
  // The file loads and, as the film goes on, one of its cues is on screen.
  const from = await currentTime(video);
  await expect
    .poll(async () => ENGLISH_LINES.includes(await activeCueText(video, 'en')), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(await currentTime(video)).toBeGreaterThan(from);

  await off.check();
  await expect(off).toBeChecked();
  await expect.poll(() => textTrackMode(video, 'en')).toBe('disabled');
  expect(await textTrackMode(video, 'pt')).toBe('disabled');
  expect(await activeCueText(video, 'en')).toBe('');
});
