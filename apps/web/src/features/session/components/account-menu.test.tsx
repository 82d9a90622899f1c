import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useSessionStore } from '../stores/session-store';
import { AccountMenu } from './account-menu';

function renderMenu() {
  return renderRoutes([
    { path: '/', element: <AccountMenu /> },
    { path: '/profiles', element: <p>who is watching</p> },
  ]);
}

describe('AccountMenu', () => {
  beforeEach(() => useSessionStore.setState({ user: makeUser() }));

  it('wears the profile\'s avatar and leads to "Who\'s watching?" with Switch profile', async () => {
    useSessionStore.setState({ user: makeUser({ profile: makeProfile({ avatar: 'panda' }) }) });
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger.querySelector('[data-avatar]')).toHaveAttribute('data-avatar', 'panda');
    await userEvent.click(trigger);
    const panel = document.getElementById('account-menu-panel')!;
    expect(within(panel).getByRole('link', { name: 'Switch profile' })).toHaveAttribute(
      'href',
      '/profiles',
    );
    expect(within(panel).getByRole('link', { name: 'My List' })).toHaveAttribute(
      'href',
      '/my-list',
    );
    expect(screen.queryByText('Kids')).not.toBeInTheDocument();
  });

  it('shows the kids badge and a way back to "Who\'s watching?" in the bar on a kids profile', async () => {
    useSessionStore.setState({
      user: makeUser({ profile: makeProfile({ name: 'Tom', is_kids: true }) }),
    });
    renderMenu();
    expect(screen.getByText('Kids')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Switch profile' }));
    expect(await screen.findByText('who is watching')).toBeInTheDocument();
  });
});
