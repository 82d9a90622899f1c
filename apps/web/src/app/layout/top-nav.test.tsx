import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { useSessionStore } from '@/features/session/stores/session-store';
import { configurationKeys } from '@/entities/configuration';
import { makeConfiguration, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { TopNav } from './top-nav';

function renderNav(modules = {}) {
  const shell = (
    <>
      <TopNav />
      <Outlet />
    </>
  );
  const view = renderRoutes(
    [
      {
        element: shell,
        children: [
          { path: '/', element: <p>home page</p> },
          { path: '/channel-categories/:id', element: <p>live page</p> },
          { path: '/account', element: <p>account page</p> },
          { path: '/movies', element: <p>movies page</p> },
        ],
      },
    ],
    '/',
  );
  view.queryClient.setQueryData(configurationKeys.configuration(), makeConfiguration(modules));
  return view;
}

describe('TopNav', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    useSessionStore.setState({ user: makeUser() });
  });

  it('shows Live TV, Movies, TV Shows, Trending and search with every module on', async () => {
    renderNav();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Live TV' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/movies');
    expect(within(nav).getByRole('link', { name: 'TV Shows' })).toHaveAttribute(
      'href',
      '/tv-shows',
    );
    expect(within(nav).getByRole('link', { name: 'Trending' })).toHaveAttribute(
      'href',
      '/trending',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marquee' })).toHaveAttribute('href', '/');
  });

  it('opens the Live TV dropdown with Watch and EPG, and a choice closes it', async () => {
    const user = userEvent.setup();
    const { router } = renderNav();
    await user.click(await screen.findByRole('button', { name: 'Live TV' }));
    expect(screen.getByRole('link', { name: 'EPG' })).toHaveAttribute('href', '/epg-channels');
    await user.click(screen.getByRole('link', { name: 'Watch' }));
    expect(router.state.location.pathname).toBe('/channel-categories/all');
    expect(screen.queryByRole('link', { name: 'Watch' })).not.toBeInTheDocument();
  });

  it('has separate Live TV and TV Guide links without vod, and no Movies', async () => {
    renderNav({ vod: false });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Live TV' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'TV Guide' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Movies' })).not.toBeInTheDocument();
  });

  it('offers My Account and Log out in the avatar menu', async () => {
    const user = userEvent.setup();
    const { router } = renderNav();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'My Account' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('opens the slide-in navigation, with collapsible groups, closed by Escape and navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderNav();
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const group = within(drawer).getByRole('button', { name: 'Live TV' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'EPG' })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'My Account' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(again).getByRole('link', { name: 'Movies' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/movies');
  });
});
