import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Channel } from '@marquee/contract';
import { CatalogueViewerContext } from '@/entities/title-card';
import { useSettingsStore } from '@/shared/settings/settings-store';
import { makeChannel } from '@/test/channel-fixtures';
import { renderRoutes } from '@/test/render';
import { ChannelCard } from './channel-card';

function renderCard(channel: Channel, subscriptionExpired = false) {
  return renderRoutes([
    {
      path: '/',
      element: (
        <CatalogueViewerContext value={{ subscriptionExpired }}>
          <ChannelCard channel={channel} />
        </CatalogueViewerContext>
      ),
    },
  ]);
}

const logo = () => document.querySelector('img');

describe('ChannelCard', () => {
  afterEach(() => useSettingsStore.setState({ censorship: false }));

  it('shows the logo, number and title, linking to /channels/{id}', () => {
    renderCard(makeChannel({ id: 12, channel_number: 104, title: 'Arte' }));
    const link = screen.getByRole('link', { name: /Arte/ });
    expect(link).toHaveAttribute('href', '/channels/12');
    expect(link).toHaveTextContent('104');
    expect(logo()).toHaveAttribute('src', '/media/art/logo/12.svg');
    expect(screen.queryByTestId('channel-locked')).not.toBeInTheDocument();
  });

  it("follows the operator's route for the card when one is set", () => {
    renderCard(makeChannel({ id: 12, urlRoute: '/live' }));
    expect(screen.getByRole('link', { name: /Channel 12/ })).toHaveAttribute('href', '/live/12');
  });

  it('marks a channel not subscribed with a lock, and shows its parental rating', () => {
    renderCard(
      makeChannel({ subscribed: false, parental_rating: { code: 'M/16', require_pin: true } }),
    );
    expect(screen.getByTestId('channel-locked')).toHaveTextContent('Not subscribed');
    expect(screen.getByText('M/16')).toBeInTheDocument();
  });

  it('hides the logo of a marked channel while the censorship setting is on', () => {
    useSettingsStore.setState({ censorship: true });
    renderCard(makeChannel({ censorship_allowed: true }));
    expect(logo()).toBeNull();
    expect(screen.getByText('Hidden by your censorship setting')).toBeInTheDocument();
  });

  it('keeps the logo of an unmarked channel whatever the setting', () => {
    useSettingsStore.setState({ censorship: true });
    renderCard(makeChannel({ censorship_allowed: false }));
    expect(logo()).not.toBeNull();
  });

  it('lays the expired-subscription overlay over the card', () => {
    renderCard(makeChannel({ subscribed: false }), true);
    expect(screen.getByTestId('expired-overlay')).toHaveTextContent('Subscription expired');
  });
});
