import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

function renderCard(item: CardItem, subscriptionExpired = false) {
  renderRoutes([
    {
      path: '/',
      element: (
        <CatalogueViewerContext value={{ subscriptionExpired }}>
          <TitleCard item={item} href="/play/movie/3" />
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
});
