import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, type LoginData } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { loadLanguage } from '@/shared/i18n/i18n';
import { pt } from '@/shared/i18n/locales/pt';
import { reloadPage } from '@/shared/lib/reload-page';
import { disconnectRealtime } from '@/shared/realtime/realtime-socket';
import { storage } from '@/shared/storage/storage';
import { notify } from '@/shared/ui/notify';
import { envelopeResponse, makeConfiguration, makeUser, urlOf } from '@/test/fixtures';
import { useRealtimeSession } from '../hooks/use-realtime-session';
import { useSessionStore } from '../stores/session-store';
import { startSession } from './start-session';

vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));
vi.mock('@/shared/lib/reload-page', () => ({ reloadPage: vi.fn() }));

// A stand-in socket.io client: records the connection and lets the test emit server events.
const socket = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  on(event: string, handler: (payload: unknown) => void) {
    socket.handlers.set(event, handler);
  },
  off: () => undefined,
  disconnect: () => undefined,
}));
const io = vi.hoisted(() => vi.fn(() => socket));
vi.mock('socket.io-client', () => ({ io }));

const configuration = makeConfiguration({ advertisements: false });

type Route = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => urlOf(url).startsWith(`/api${path}`));

function serve(route: Route) {
  fetchMock.mockImplementation((url, init) => {
    const path = urlOf(url);
    if (path.startsWith('/api/composer/configuration/web')) {
      return Promise.resolve(envelopeResponse({ status: 1, data: configuration }));
    }
    if (path.startsWith('/api/account/check-device-token')) {
      return Promise.resolve(envelopeResponse({ status: 1, data: { valid: false } }));
    }
    return Promise.resolve(route(path, init));
  });
}

function Probe() {
  useRealtimeSession();
  return null;
}

let stopSession = () => undefined as void;

/** The visit's start: the session as main.tsx starts it, then the app's socket hook. */
function mount(
  user: LoginData | false | null = makeUser({ relogin_key: 'key-1' }),
  stored: LoginData | null = user || null,
) {
  if (stored) storage.user.set(stored);
  useSessionStore.setState({ user });
  const client = new QueryClient();
  stopSession = startSession(client);
  return render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
}

const callList = () => act(() => apiRequest(api.vod.list).catch(() => undefined));

describe('startSession', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(notify).mockClear();
    vi.mocked(reloadPage).mockClear();
    io.mockClear();
    socket.handlers.clear();
  });
  afterEach(() => {
    stopSession();
    disconnectRealtime();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on status 2 warns with the message, logs out and checks the device token once per 4 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    serve(() => envelopeResponse({ status: 2, message: 'Your session has ended.' }, 401));
    mount();
    await callList();
    expect(notify).toHaveBeenCalledWith('warning', 'Your session has ended.');
    expect(useSessionStore.getState().user).toBe(false);
    expect(storage.user.get()).toBeNull();
    await waitFor(() => expect(calls('/account/check-device-token')).toHaveLength(1));
    // The device-token check still carried the doubted token.
    expect(new Headers(calls('/account/check-device-token')[0]![1]!.headers).get('Token')).toBe(
      'token-123',
    );

    vi.setSystemTime(Date.now() + 3999);
    await callList();
    expect(calls('/account/check-device-token')).toHaveLength(1);
    expect(notify).toHaveBeenCalledOnce();

    vi.setSystemTime(Date.now() + 1);
    await callList();
    await waitFor(() => expect(calls('/account/check-device-token')).toHaveLength(2));
  });

  it('applies the rules to answers that come before the app is drawn', async () => {
    serve(() => envelopeResponse({ status: 2, message: 'Your session has ended.' }, 401));
    storage.user.set(makeUser());
    useSessionStore.setState({ user: makeUser() });
    stopSession = startSession(new QueryClient());
    await callList();
    expect(useSessionStore.getState().user).toBe(false);
    expect(notify).toHaveBeenCalledWith('warning', 'Your session has ended.');
  });

  it('warns in the reader’s language when the message comes with a notice', async () => {
    await loadLanguage('pt');
    try {
      const message = 'Your session has ended. Please log in again.';
      serve(() => envelopeResponse({ status: 2, message, notice: { key: 'sessionEnded' } }, 401));
      mount();
      await callList();
      expect(notify).toHaveBeenCalledWith('warning', pt.server.sessionEnded);
    } finally {
      await loadLanguage('en');
    }
  });

  it('does not warn when the message of status 2 is OK', async () => {
    serve(() => envelopeResponse({ status: 2, message: 'OK' }, 401));
    mount();
    await callList();
    expect(notify).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBe(false);
  });

  it('on status -1 re-logs in once with the stored key, keeps the fresh user and reloads', async () => {
    const fresh = makeUser({ token: 'fresh', relogin_key: 'key-2' });
    serve((path) =>
      path === '/api/account/relogin'
        ? envelopeResponse({ status: 1, data: fresh })
        : envelopeResponse({ status: -1, message: 'Token expired' }, 401),
    );
    mount();
    await callList();
    await callList();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    const relogins = calls('/account/relogin');
    expect(relogins).toHaveLength(1);
    expect(relogins[0]![1]!.method).toBe('POST');
    expect(JSON.parse(relogins[0]![1]!.body as string)).toEqual({
      uid: 'device-uid-1',
      relogin_key: 'key-1',
    });
    expect(storage.user.get()).toMatchObject({ token: 'fresh', relogin_key: 'key-2' });
  });

  it('logs out when the silent re-login fails', async () => {
    serve((path) =>
      path === '/api/account/relogin'
        ? envelopeResponse({ status: 0, message: 'Log in again.' }, 401)
        : envelopeResponse({ status: -1, message: 'Token expired' }, 401),
    );
    mount();
    await callList();
    await waitFor(() => expect(useSessionStore.getState().user).toBe(false));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('connects the socket with the token while logged in and logs out on force-logout', async () => {
    serve(() => envelopeResponse({ status: 1, data: null }));
    mount();
    await waitFor(() => expect(io).toHaveBeenCalledOnce());
    expect(io).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/socket.io', query: { token: 'token-123' } }),
    );
    act(() => socket.handlers.get('force-logout')?.({ reason: 'device-removed' }));
    expect(useSessionStore.getState().user).toBe(false);
  });

  it('ignores force-logout while a re-login is pending', async () => {
    serve((path) =>
      path === '/api/account/relogin'
        ? new Promise<Response>(() => undefined)
        : envelopeResponse({ status: -1, message: 'Token expired' }, 401),
    );
    mount();
    await waitFor(() => expect(io).toHaveBeenCalledOnce());
    await callList();
    await waitFor(() => expect(calls('/account/relogin')).toHaveLength(1));
    act(() => socket.handlers.get('force-logout')?.({}));
    expect(useSessionStore.getState().user).not.toBe(false);
  });

  it('does not connect the socket for a visitor', async () => {
    serve(() => envelopeResponse({ status: 1, data: null }));
    mount(false);
    await act(() => Promise.resolve());
    expect(io).not.toHaveBeenCalled();
  });
  it('confirms a stored user with the authorise call', async () => {
    serve((path) =>
      path === '/api/account/authorize'
        ? envelopeResponse({ status: 1, data: makeUser() })
        : envelopeResponse({ status: 1, data: null }),
    );
    mount(null, makeUser({ token: 'old' }));
    await waitFor(() =>
      expect(useSessionStore.getState().user).toMatchObject({ token: 'token-123' }),
    );
    expect(calls('/account/authorize')).toHaveLength(1);
    expect(new Headers(calls('/account/authorize')[0]![1]!.headers).get('Token')).toBe('token-123');
  });

  it('logs out when the authorise call fails', async () => {
    serve(() => envelopeResponse({ status: 2, message: 'Session ended' }, 401));
    mount(null, makeUser());
    await waitFor(() => expect(useSessionStore.getState().user).toBe(false));
    expect(storage.user.get()).toBeNull();
  });

  it('leaves an authorise call answered with status -1 to the silent re-login', async () => {
    const fresh = makeUser({ token: 'fresh', relogin_key: 'key-2' });
    serve((path) =>
      path === '/api/account/relogin'
        ? envelopeResponse({ status: 1, data: fresh })
        : envelopeResponse({ status: -1, message: 'Token expired' }, 401),
    );
    mount(null, makeUser({ relogin_key: 'key-1' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(useSessionStore.getState().user).toMatchObject({ token: 'fresh' });
  });

  it('does not call authorise when nobody is stored', () => {
    serve(() => envelopeResponse({ status: 1, data: null }));
    mount(false);
    expect(calls('/account/authorize')).toHaveLength(0);
  });
});
