import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ValidationMessage, type StudioShow, type StudioVod } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer } from '@/test/studio-server-stub';
import { FilmEditorPage } from './film-editor-page';
import { ShowEditorPage } from './show-editor-page';

const CHOICES = { genres: [], show_types: [] };
const ART = {
  cover_url: '/media/art/poster/vod/31.svg',
  backdrop_url: '/media/art/backdrop/vod/31.svg',
  cover_uploaded: false,
  backdrop_uploaded: false,
  stills: [],
};
const shared = {
  description: '',
  year: 2024,
  genres: [],
  show_types: [],
  actors: [],
  parental_code: null,
  require_pin: false,
  censorship_allowed: false,
  trailer_url: null,
  created_at: '2026-01-10T09:00:00.000Z',
  art: ART,
};
const FILM: StudioVod = {
  ...shared,
  id: 31,
  type: 0,
  title: 'Harbour',
  runtime: 104,
  show_id: null,
  season_id: null,
  episode_number: null,
  subtitles: [],
  markers: { intro: { start: 0, end: 62 } },
};
const SHOW: StudioShow = {
  ...shared,
  id: 7,
  title: 'Lights',
  writers: [],
  seasons: [],
  markers: { intro: { start: 5, end: 70 }, recap: { start: 0, end: 45 } },
  marker_episodes: { total: 10, intro: 8, recap: 10 },
};

describe('the skip markers of the title editor', () => {
  it('show the saved times as m:ss and send what is typed as seconds', async () => {
    const { calls, operator } = stubStudioServer('editor', (call) => {
      if (call.path === '/studio/catalogue/choices') return ok(CHOICES);
      if (call.path === '/studio/catalogue/vods/31') return ok(FILM);
      if (call.path === '/studio/catalogue/films/31') return ok(FILM);
      return undefined;
    });
    renderPage(<FilmEditorPage />, {
      path: 'catalogue/films/:id',
      url: '/catalogue/films/31',
      operator,
    });
    const section = await screen.findByRole('group', { name: 'Skip markers' });
    expect(within(section).getByLabelText('Intro start')).toHaveValue('0:00');
    expect(within(section).getByLabelText('Intro end')).toHaveValue('1:02');
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Credits start'), '1:41:00');
    await user.type(within(section).getByLabelText('Credits end'), '6250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      markers: {
        intro: { start: 0, end: 62 },
        recap: null,
        credits: { start: 6060, end: 6250 },
      },
    });
  });

  it("tie the server's errors to each time, in the interface language", async () => {
    const { calls, operator } = stubStudioServer('editor', (call) => {
      if (call.path === '/studio/catalogue/choices') return ok(CHOICES);
      if (call.path === '/studio/catalogue/vods/31') return ok(FILM);
      if (call.path === '/studio/catalogue/films/31') {
        return {
          status: 400,
          body: {
            status: 0,
            message: 'Some fields are not valid.',
            errors: {
              'markers[recap][end]': [ValidationMessage.markerTimeRequired],
              'markers[credits][start]': [ValidationMessage.markerTimeInvalid],
            },
          },
        };
      }
      return undefined;
    });
    renderPage(<FilmEditorPage />, {
      path: 'catalogue/films/:id',
      url: '/catalogue/films/31',
      operator,
    });
    const section = await screen.findByRole('group', { name: 'Skip markers' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Recap start'), '0:10');
    await user.type(within(section).getByLabelText('Credits start'), 'soon');
    await user.type(within(section).getByLabelText('Credits end'), '1:44:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The text that reads as no time goes as typed, for the server's rule to name it.
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      markers: { recap: { start: 10, end: null }, credits: { start: 'soon', end: 6240 } },
    });
    const recapEnd = within(section).getByLabelText('Recap end');
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(recapEnd).toHaveAttribute('aria-invalid', 'true');
    expect(recapEnd).toHaveAccessibleDescription(ValidationMessage.markerTimeRequired);
    expect(within(section).getByLabelText('Credits start')).toHaveAccessibleDescription(
      ValidationMessage.markerTimeInvalid,
    );
  });

  it('give a show an intro and a recap, and say how many episodes share them', async () => {
    const { calls, operator } = stubStudioServer('editor', (call) => {
      if (call.path === '/studio/catalogue/choices') return ok(CHOICES);
      if (call.path === '/studio/catalogue/shows/7') return ok(SHOW);
      return undefined;
    });
    renderPage(<ShowEditorPage />, {
      path: 'catalogue/shows/:id',
      url: '/catalogue/shows/7',
      operator,
    });
    const section = await screen.findByRole('group', { name: 'Skip markers' });
    expect(within(section).getByLabelText('Intro start')).toHaveValue('0:05');
    expect(within(section).getByLabelText('Recap end')).toHaveValue('0:45');
    expect(within(section).queryByLabelText('Credits start')).toBeNull();
    expect(section).toHaveTextContent('Episodes with the show’s intro: 8 of 10.');
    expect(section).toHaveTextContent('Episodes with the show’s recap: 10 of 10.');
    const user = userEvent.setup();
    await user.clear(within(section).getByLabelText('Recap start'));
    await user.clear(within(section).getByLabelText('Recap end'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      markers: { intro: { start: 5, end: 70 }, recap: null },
    });
  });
});
