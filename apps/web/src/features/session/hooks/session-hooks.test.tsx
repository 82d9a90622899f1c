import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { storage } from '@/shared/storage/storage';
import { envelopeResponse, makeUser, urlOf } from '@/test/fixtures';
import { useSessionStore } from '../stores/session-store';
import { useAuthorizeOnStart } from './use-authorize-on-start';
import { useSessionRules } from './use-session-rules';

const fetchMock = vi.fn<typeof fetch>();

function Probe() {
  useSessionRules();
  useAuthorizeOnStart();
  return null;
}

function mount() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
}

describe('session hooks', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('confirms a stored user with the authorise call', async () => {
    storage.user.set(makeUser({ token: 'old' }));
    useSessionStore.setState({ user: null });
    fetchMock.mockResolvedValue(envelopeResponse({ status: 1, data: makeUser() }));
    mount();
    await waitFor(() =>
      expect(useSessionStore.getState().user).toMatchObject({ token: 'token-123' }),
    );
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/account/authorize');
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Token')).toBe('token-123');
  });

  it('logs out when the authorise call fails', async () => {
    storage.user.set(makeUser());
    useSessionStore.setState({ user: null });
    fetchMock.mockResolvedValue(envelopeResponse({ status: 2, message: 'Session ended' }, 401));
    mount();
    await waitFor(() => expect(useSessionStore.getState().user).toBe(false));
    expect(storage.user.get()).toBeNull();
  });

  it('does not call authorise when nobody is stored', () => {
    useSessionStore.setState({ user: false });
    mount();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out locally when any call answers with status 2', async () => {
    const user = makeUser();
    storage.user.set(user);
    useSessionStore.setState({ user });
    mount();
    fetchMock.mockResolvedValue(envelopeResponse({ status: 2, message: 'Session ended' }, 401));
    await act(() => apiRequest(api.vod.list).catch(() => undefined));
    expect(useSessionStore.getState().user).toBe(false);
    expect(storage.user.get()).toBeNull();
  });
});
