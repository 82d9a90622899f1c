import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from '@/shared/storage/storage';
import { envelopeResponse, makeProfile, makeUser, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useSessionStore } from '../stores/session-store';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/', element: <p>home page</p> },
      { path: '/profiles', element: <p>who is watching</p> },
    ],
    '/login',
  );
}

async function fillAndSubmit(identifier: string, password: string) {
  const user = userEvent.setup();
  if (identifier) await user.type(screen.getByLabelText('Email or username'), identifier);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    useSessionStore.setState({ user: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields without calling the server', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email or username required')).toBeInTheDocument();
    expect(screen.getByText('Password required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a blank identifier as missing', async () => {
    renderLogin();
    await fillAndSubmit('   ', 'secret');
    expect(await screen.findByText('Email or username required')).toBeInTheDocument();
    expect(screen.queryByText('Password required')).not.toBeInTheDocument();
  });

  it('shows the server message above the form when login fails', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ status: 0, message: 'Incorrect email, username or password.' }, 401),
    );
    renderLogin();
    await fillAndSubmit('demo', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email, username or password.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(useSessionStore.getState().user).toBe(false);
  });

  it('shows "Request failed" when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    await fillAndSubmit('demo', 'marquee');
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed');
  });

  it('logs in with Basic authorisation, stores the user and goes home', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ status: 1, data: makeUser() }));
    const { router } = renderLogin();
    await fillAndSubmit('joão', 'pässword');

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init!.headers);
    expect(urlOf(url)).toBe('/api/account/login');
    expect(headers.get('Authorization')).toBe(
      `Basic ${Buffer.from('joão:pässword').toString('base64')}`,
    );
    expect(headers.get('App-Version')).toBe('2.31.4');
    expect(headers.get('Device-Model')).toBe(navigator.userAgent.slice(0, 120));
    expect(useSessionStore.getState().user).toMatchObject({ token: 'token-123' });
    expect(storage.user.get()).toMatchObject({ token: 'token-123' });
  });

  it('goes to "Who\'s watching?" first when the account has 2 profiles or more', async () => {
    const profiles = [makeProfile(), makeProfile({ id: 2, name: 'Tom', is_kids: true })];
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        envelopeResponse({
          status: 1,
          data: urlOf(input).endsWith('/account/profiles') ? profiles : makeUser(),
        }),
      ),
    );
    const { router, queryClient } = renderLogin();
    await fillAndSubmit('demo', 'marquee');

    expect(await screen.findByText('who is watching')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profiles');
    // The profiles are read with the new session's token, before it is stored.
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(urlOf(url)).toBe('/api/account/profiles');
    expect(new Headers(init!.headers).get('Token')).toBe('token-123');
    expect(queryClient.getQueryData(['profiles', 'list'])).toEqual(profiles);
    expect(useSessionStore.getState().choosingProfile).toBe(true);
  });

  it('goes straight home with one profile', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        envelopeResponse({
          status: 1,
          data: urlOf(input).endsWith('/account/profiles') ? [makeProfile()] : makeUser(),
        }),
      ),
    );
    const { router } = renderLogin();
    await fillAndSubmit('demo', 'marquee');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().choosingProfile).toBe(false);
  });

  it('shows the loading label while the call is in flight', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderLogin();
    await fillAndSubmit('demo', 'marquee');
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
  });
});
