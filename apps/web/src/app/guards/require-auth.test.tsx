import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { storage } from '@/shared/storage/storage';
import { useSessionStore } from '@/features/session/stores/session-store';
import { envelopeResponse, makeUser, urlOf } from '@/test/fixtures';
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

describe('RequireAuth subscription check', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the subscription on entering a protected page and keeps the answer', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 1, data: { subscription_expired: true } })),
    );
    const user = makeUser();
    storage.user.set(user);
    useSessionStore.setState({ user });
    renderAt('/');
    await waitFor(() =>
      expect(useSessionStore.getState().user).toMatchObject({
        account: { subscription_expired: true },
      }),
    );
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/account/check-subscription');
    expect(storage.user.get()?.account.subscription_expired).toBe(true);
  });

  it('does not check while nobody is logged in', () => {
    useSessionStore.setState({ user: false });
    renderAt('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
