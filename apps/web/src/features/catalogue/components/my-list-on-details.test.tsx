import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMovie, makeShow, urlOf } from '@/test/fixtures';
import { makeEpisode } from '../testing/catalogue-fixtures';
import { callsTo, fakeCatalogueApi, listOf } from '../testing/fake-catalogue-api';
import { renderDetails } from '../testing/render-details';

const hd = makeMovie().movie_source.profiles[0]!;
const film = makeMovie({
  movie_source: { subtitles: [], profiles: [hd, { ...hd, id: 12, name: '4K', subscribed: false }] },
});
const show = makeShow();

function serve(inList: unknown[]) {
  return fakeCatalogueApi({
    // An episode is asked with filter[type]=1.
    '/vods/list': ({ query }) => listOf([query.get('filter[type]') === '1' ? makeEpisode() : film]),
    '/vods/similar': () => listOf([]),
    '/multi-event-vods/list': () => listOf([show]),
    '/account/my-list': () => inList,
    '/account/my-list/toggle': () => {
      inList.push(film);
      return { in_list: true };
    },
  });
}

describe('My List on the details pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts a film in My List from its page with one press', async () => {
    const fetchMock = serve([]);
    renderDetails('/movies/3', { myList: true });
    const button = await screen.findByRole('button', { name: 'My List' });
    await waitFor(() => expect(callsTo(fetchMock, '/account/my-list')).toHaveLength(1));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    const toggle = fetchMock.mock.calls.find(([input]) =>
      urlOf(input).endsWith('/account/my-list/toggle'),
    );
    expect(JSON.parse(toggle![1]!.body as string)).toEqual({ vod_id: 3, type: 0 });
  });

  it("shows a show's page pressed while the show is in My List", async () => {
    serve([show]);
    renderDetails('/tv-shows/6', { myList: true });
    const button = await screen.findByRole('button', { name: 'My List' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  });

  it('gives an episode no My List button', async () => {
    serve([]);
    renderDetails('/tv-shows/episode/284', { myList: true });
    await screen.findByRole('button', { name: 'Play' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Horizon');
    expect(screen.queryByRole('button', { name: 'My List' })).not.toBeInTheDocument();
  });

  it('offers a kids profile no rental', async () => {
    serve([]);
    renderDetails('/movies/3', { myList: true, kids: true });
    await screen.findByRole('button', { name: 'Play' });
    expect(screen.getByRole('button', { name: 'My List' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rent 4K' })).not.toBeInTheDocument();
  });
});
