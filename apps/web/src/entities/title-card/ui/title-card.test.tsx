import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { envelopeResponse, makeShow } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useSettingsStore } from '@/shared/settings/settings-store';
import { CatalogueViewerContext } from '../model/catalogue-viewer';
import { TitleCard, watchedShare, type CardItem } from './title-card';

const film: CardItem = {
  id: 3,
  type: 0,
  title: 'Harbour at Midnight',
  year: 1972,
  genres: [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Genre ${id}` })),
  cover: { medium_ar: '/poster.svg', preview_ar: '/backdrop.svg' },
  censorship_allowed: true,
};

function renderCard(
  item: CardItem,
  subscriptionExpired = false,
  viewer: { myList?: boolean; kids?: boolean } = {},
  toRent = false,
) {
  renderRoutes([
    {
      path: '/',
      element: (
        <CatalogueViewerContext value={{ subscriptionExpired, ...viewer }}>
          <TitleCard item={item} href="/play/movie/3" toRent={toRent} />
        </CatalogueViewerContext>
      ),
    },
  ]);
}

describe('TitleCard', () => {
  afterEach(() => useSettingsStore.setState({ censorship: false }));

  it('shows the poster, the title, the year and at most 5 genres', () => {
    renderCard(film);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/play/movie/3');
    expect(document.querySelector('img')).toHaveAttribute('src', '/poster.svg');
    expect(screen.getByText('Genre 5')).toBeInTheDocument();
    expect(screen.queryByText('Genre 6')).not.toBeInTheDocument();
  });

  it('hides the poster of a marked title while the censorship setting is on', () => {
    useSettingsStore.setState({ censorship: true });
    renderCard(film);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Hidden by your censorship setting')).toBeInTheDocument();
  });

  it('keeps the poster of an unmarked title with the setting on', () => {
    useSettingsStore.setState({ censorship: true });
    renderCard({ ...film, censorship_allowed: false });
    expect(document.querySelector('img')).toHaveAttribute('src', '/poster.svg');
  });

  it('lays the expired-subscription overlay over the card', () => {
    renderCard(film, true);
    expect(screen.getByTestId('expired-overlay')).toHaveTextContent('Subscription expired');
  });

  it('shows how much of a started title is watched', () => {
    renderCard({ ...film, continue_watching: { stopped_time: 30, duration: 120 } });
    expect(screen.getByRole('progressbar', { name: 'Watched' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(watchedShare({ continue_watching: { stopped_time: 0, duration: 120 } })).toBeNull();
    expect(watchedShare({ continue_watching: { stopped_time: 200, duration: 120 } })).toBe(1);
  });

  it("carries a film's or a show's My List button beside its link, pressed while listed", async () => {
    const show = makeShow({ title: 'The Brandts' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(envelopeResponse({ status: 1, data: [show] }))),
    );
    renderCard(show, false, { myList: true });
    const button = screen.getByRole('button', { name: 'My List: The Brandts' });
    expect(screen.getByRole('link')).not.toContainElement(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    vi.unstubAllGlobals();
  });

  it('gives an episode no My List button', () => {
    renderCard({ ...film, type: 1 }, false, { myList: true });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no My List button outside the signed-in shell', () => {
    renderCard(film);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "Rent to watch" on an episode to rent, except to a kids profile', () => {
    renderCard({ ...film, type: 1 }, false, {}, true);
    expect(screen.getByText('Rent to watch')).toBeInTheDocument();
    renderCard({ ...film, id: 4, type: 1 }, false, { kids: true }, true);
    expect(screen.getAllByText('Rent to watch')).toHaveLength(1);
  });
});
