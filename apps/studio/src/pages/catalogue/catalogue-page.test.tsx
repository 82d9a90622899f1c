import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioTitleLine, StudioVod } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer } from '@/test/studio-server-stub';
import { CataloguePage } from './catalogue-page';
import { FilmEditorPage } from './film-editor-page';

const CHOICES = { genres: [{ id: 4, name: 'Drama' }], show_types: [{ id: 2, name: 'Series' }] };
const line = (id: number, title: string): StudioTitleLine => ({
  id,
  title,
  year: 2024,
  genres: [{ id: 4, name: 'Drama' }],
  cover_url: `/media/art/poster/vod/${id}.svg`,
  episode_number: null,
  created_at: '2026-01-10T09:00:00.000Z',
});
const FILM: StudioVod = {
  id: 31,
  type: 0,
  title: 'Harbour',
  description: '',
  year: 2024,
  genres: [],
  show_types: [],
  actors: [],
  parental_code: null,
  require_pin: false,
  censorship_allowed: false,
  trailer_url: null,
  runtime: null,
  show_id: null,
  season_id: null,
  episode_number: null,
  subtitles: [],
  markers: {},
  created_at: '2026-01-10T09:00:00.000Z',
  art: {
    cover_url: '/media/art/poster/vod/31.svg',
    backdrop_url: '/media/art/backdrop/vod/31.svg',
    cover_uploaded: false,
    backdrop_uploaded: false,
    stills: [],
  },
};

describe('the catalogue pages', () => {
  it('list films by genre from the server, each a link to its editor', async () => {
    const { calls, operator } = stubStudioServer('editor', (call) => {
      if (call.path === '/studio/catalogue/choices') return ok(CHOICES);
      if (call.path === '/studio/catalogue/films') {
        const items = [line(31, 'Harbour'), line(32, 'Lights')];
        return ok({ items, pager: { page: 1, pageCount: 1, count: 2 } });
      }
      return undefined;
    });
    const router = renderPage(<CataloguePage kind="films" />, {
      path: 'catalogue',
      url: '/catalogue',
      operator,
    });
    const table = await screen.findByRole('table', { name: '2 titles' });
    expect(within(table).getByRole('link', { name: 'Harbour' })).toHaveAttribute(
      'href',
      '/studio/catalogue/films/31',
    );
    expect(screen.getByRole('link', { name: 'New film' })).toHaveAttribute(
      'href',
      '/studio/catalogue/films/new',
    );
    await screen.findByRole('option', { name: 'Drama' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Genre'), 'Drama');
    expect(router.state.location.search).toBe('?genre=4');
    await screen.findByRole('table', { name: '2 titles' });
    expect(calls.at(-1)?.query.get('genre_id')).toBe('4');
  });

  it('make a film and open its editor, with its artwork, media and prices', async () => {
    const { calls, operator } = stubStudioServer('owner', (call) => {
      if (call.path === '/studio/catalogue/choices') return ok(CHOICES);
      if (call.path === '/studio/catalogue/films' && call.method === 'POST') return ok(FILM);
      if (call.path === '/studio/catalogue/vods/31') return ok(FILM);
      return undefined;
    });
    const router = renderPage(<FilmEditorPage />, {
      path: 'catalogue/films/:id',
      url: '/catalogue/films/new',
      operator,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Harbour');
    await user.type(screen.getByLabelText('Year'), '2024');
    await user.click(await screen.findByRole('checkbox', { name: 'Drama' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Film: Harbour' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/studio/catalogue/films/31');
    const made = calls.find((call) => call.method === 'POST');
    expect(made?.body).toMatchObject({ title: 'Harbour', year: 2024, genre_ids: [4] });
    expect(screen.getByRole('link', { name: 'Media' })).toHaveAttribute(
      'href',
      '/studio/catalogue/vods/31/media',
    );
    expect(screen.getByRole('link', { name: 'Prices' })).toHaveAttribute(
      'href',
      '/studio/catalogue/vods/31/offers',
    );
    expect(screen.getByLabelText('Choose an image for the cover')).toBeInTheDocument();
  });
});
