import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VodItem } from '@marquee/contract';
import { track } from '@/entities/analytics';
import { notify } from '@/shared/ui/notify';
import { makeMovie, urlOf } from '@/test/fixtures';
import { makeGalleryImage } from '../testing/catalogue-fixtures';
import { callsTo, fakeCatalogueApi, listOf } from '../testing/fake-catalogue-api';
import { renderDetails } from '../testing/render-details';

vi.mock('@/entities/analytics/api/analytics', () => ({ track: vi.fn() }));
vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const hd = makeMovie().movie_source.profiles[0]!;
const rentable = (movie: Partial<VodItem>) =>
  makeMovie({
    ...movie,
    movie_source: {
      subtitles: [],
      profiles: [hd, { ...hd, id: 12, name: '4K', subscribed: false }],
    },
  });

function serve(movie: VodItem | null, similar: VodItem[] = []) {
  return fakeCatalogueApi({
    '/vods/list': () => listOf(movie ? [movie] : []),
    '/vods/similar': () => listOf(similar),
    '/account/check-pin': ({ body }) => ({ ok: (body as { pin: string }).pin === '1234' }),
  });
}

describe('MovieDetailsPage', () => {
  beforeEach(() => vi.mocked(track).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the film with its rating and shows its details', async () => {
    const fetchMock = serve(
      makeMovie({
        rate: { rate_average: 4, rate_count: 2 },
        show_types: [{ id: 2, name: 'Classic' }],
      }),
    );
    renderDetails('/movies/3');
    expect(await screen.findByRole('heading', { name: 'The Long Night' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/vods/list')).toEqual([
      '/api/vods/list?filter[id]=3&config[enable_rate]=1',
    ]);
    expect(screen.getByText('104 min')).toBeInTheDocument();
    expect(screen.getByText('7.4 / 10')).toBeInTheDocument();
    // The average rating shows in 3 characters: 4 reads "4.0".
    expect(screen.getByTestId('average-rating')).toHaveTextContent('Average rating4.0');
    expect(screen.getByText('M/12')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Genres' })).toHaveTextContent('Drama');
    expect(screen.getByRole('list', { name: 'Show types' })).toHaveTextContent('Classic');
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
  });

  it('shows the breadcrumbs Home > Movies > title', async () => {
    serve(makeMovie());
    renderDetails('/movies/3');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/movies');
    expect(within(crumbs).getByText('The Long Night')).toHaveAttribute('aria-current', 'page');
  });

  it("shows the card's copy from navigation state at once, then the server's", async () => {
    let answer: (value: unknown) => void = () => undefined;
    fakeCatalogueApi({
      '/vods/list': () => new Promise((resolve) => (answer = resolve)),
      '/vods/similar': () => listOf([]),
    });
    renderDetails('/movies/3', { state: { item: makeMovie({ title: 'From the card' }) } });
    expect(screen.getByRole('heading', { name: 'From the card' })).toBeInTheDocument();
    answer(listOf([makeMovie({ title: 'From the server' })]));
    expect(await screen.findByRole('heading', { name: 'From the server' })).toBeInTheDocument();
  });

  it('ignores navigation state that is not this film', async () => {
    serve(makeMovie());
    renderDetails('/movies/3', { state: { item: { id: 3, title: 'Broken' } } });
    expect(screen.getByRole('status', { name: 'Loading details' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The Long Night' })).toBeInTheDocument();
  });

  it('tracks single_movie_view once per film shown', async () => {
    serve(makeMovie());
    renderDetails('/movies/3', { state: { item: makeMovie() } });
    await screen.findByRole('heading', { name: 'The Long Night' });
    await waitFor(() => expect(callsTo(vi.mocked(fetch), '/vods/list')).toHaveLength(1));
    expect(track).toHaveBeenCalledOnce();
    expect(track).toHaveBeenCalledWith('single_movie_view', { id: 3, title: 'The Long Night' });
  });

  it('adds ?play and carries the item, the origin, its one profile and pinEntered=false', async () => {
    serve(makeMovie());
    const { router } = renderDetails('/movies/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(router.state.location.pathname).toBe('/movies/3');
    expect(router.state.location.search).toBe('?play');
    expect(router.state.location.state).toMatchObject({
      item: { id: 3 },
      originRoute: '/movies/3',
      pinEntered: false,
      profileId: 11,
    });
  });

  it('adds ?trailer when the film has a trailer, and has no Trailer button otherwise', async () => {
    serve(makeMovie({ trailer_source: { url: '/t.m3u8' } }));
    const { router } = renderDetails('/movies/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Trailer' }));
    expect(router.state.location.search).toBe('?trailer');
    expect(router.state.location.state).toMatchObject({ item: { id: 3 }, pinEntered: false });
  });

  it('has no Trailer button without a trailer', async () => {
    serve(makeMovie());
    renderDetails('/movies/3');
    await screen.findByRole('button', { name: 'Play' });
    expect(screen.queryByRole('button', { name: 'Trailer' })).not.toBeInTheDocument();
  });

  it('offers "Rent {profile}" per unsubscribed profile only', async () => {
    serve(rentable({}));
    renderDetails('/movies/3');
    expect(await screen.findByRole('button', { name: 'Rent 4K' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rent HD' })).not.toBeInTheDocument();
  });

  it('refuses Play and Rent with the expired-subscription warning', async () => {
    serve(rentable({}));
    const { router } = renderDetails('/movies/3', { subscriptionExpired: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await user.click(screen.getByRole('button', { name: 'Rent 4K' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith(
      'warning',
      'Subscription has expired. Renew your subscription to keep watching.',
      { action: { label: 'Renew', onClick: expect.any(Function) } },
    );
    // The renew prompt opens the account's subscription section.
    vi.mocked(notify).mock.calls[0]![2]!.action!.onClick();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.hash).toBe('#subscription');
  });

  it('goes to /movies when nothing comes back', async () => {
    serve(null);
    const { router } = renderDetails('/movies/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/movies'));
  });

  it('goes to /movies for an id that is not a number, without asking the server', async () => {
    const fetchMock = serve(makeMovie());
    const { router } = renderDetails('/movies/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/movies'));
    expect(callsTo(fetchMock, '/vods/list')).toEqual([]);
  });

  it('says so and offers a retry when the film cannot be loaded', async () => {
    let fail = true;
    fakeCatalogueApi({
      '/vods/list': () => (fail ? new Response('oops', { status: 500 }) : listOf([makeMovie()])),
      '/vods/similar': () => listOf([]),
    });
    renderDetails('/movies/3');
    expect(await screen.findByText(/couldn't load this title/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The Long Night' })).toBeInTheDocument();
  });
});

describe('MovieDetailsPage: parental PIN', () => {
  afterEach(() => vi.unstubAllGlobals());
  const locked = makeMovie({ parental_rating: { code: '18', require_pin: true } });

  it('asks for the PIN before showing anything, cover included', async () => {
    serve(locked);
    renderDetails('/movies/3', { state: { item: locked } });
    expect(await screen.findByRole('dialog', { name: 'Enter your parental PIN' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The Long Night' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('details-cover')).not.toBeInTheDocument();
  });

  it('returns to the movies list when the PIN is cancelled', async () => {
    serve(locked);
    const { router } = renderDetails('/movies/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/movies'));
  });

  it('shows the film once the PIN is right, and Play carries pinEntered=true', async () => {
    serve(locked);
    const { router } = renderDetails('/movies/3');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('PIN'), '1234{Enter}');
    expect(await screen.findByRole('heading', { name: 'The Long Night' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ pinEntered: true });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(router.state.location.state).toMatchObject({ pinEntered: true, item: { id: 3 } });
  });

  it('does not ask again when navigation state says the PIN was entered', async () => {
    serve(locked);
    renderDetails('/movies/3', { state: { item: locked, pinEntered: true } });
    expect(await screen.findByRole('heading', { name: 'The Long Night' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('MovieDetailsPage: gallery and similar films', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the lightbox from the gallery; the arrows move and Escape closes it', async () => {
    const gallery = ['a', 'b', 'c'].map(makeGalleryImage);
    serve(makeMovie({ gallery }));
    renderDetails('/movies/3');
    const user = userEvent.setup();
    const carousel = await screen.findByTestId('gallery');
    await user.click(within(carousel).getByRole('button', { name: 'Open image 2 of 3' }));
    const lightbox = await screen.findByRole('dialog', { name: 'The Long Night: gallery' });
    expect(within(lightbox).getByRole('img')).toHaveAttribute('src', '/g/b-pl.svg');
    await user.keyboard('{ArrowRight}');
    expect(
      within(lightbox).getByRole('img', { name: 'The Long Night, image 3 of 3' }),
    ).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(within(lightbox).getByRole('img')).toHaveAttribute('src', '/g/a-pl.svg');
    await user.keyboard('{ArrowLeft}');
    expect(within(lightbox).getByRole('img')).toHaveAttribute('src', '/g/c-pl.svg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for similar films by vod_id and links their cards to the play link', async () => {
    const fetchMock = serve(makeMovie(), [makeMovie({ id: 9, title: 'Next Door' })]);
    renderDetails('/movies/3');
    const row = await screen.findByTestId('similar-movies');
    expect(within(row).getByRole('link', { name: /Next Door/ })).toHaveAttribute(
      'href',
      '/play/movie/9',
    );
    const similarCall = fetchMock.mock.calls.find(([url]) => urlOf(url).includes('similar'));
    expect(JSON.parse(similarCall![1]!.body as string)).toEqual({ vod_id: 3 });
  });
});
