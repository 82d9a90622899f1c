import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useSessionStore } from '@/features/session/stores/session-store';
import { makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/login', element: <GuestOnly>login page</GuestOnly> },
      { path: '/', element: <RequireAuth>protected page</RequireAuth> },
    ],
    path,
  );
}

describe('RequireAuth', () => {
  beforeEach(() => useSessionStore.setState({ user: null }));

  it('renders nothing while the login state is unknown', () => {
    const { container, router } = renderAt('/');
    expect(container).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects to /login when logged out', async () => {
    useSessionStore.setState({ user: false });
    const { router } = renderAt('/');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('renders the page for a logged-in user', () => {
    useSessionStore.setState({ user: makeUser() });
    renderAt('/');
    expect(screen.getByText('protected page')).toBeInTheDocument();
  });
});

describe('GuestOnly', () => {
  it('sends a logged-in user from /login to /', async () => {
    useSessionStore.setState({ user: makeUser() });
    const { router } = renderAt('/login');
    expect(await screen.findByText('protected page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the login page to a visitor', () => {
    useSessionStore.setState({ user: false });
    renderAt('/login');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
});
