import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { configurationKeys } from '@/entities/configuration';
import { i18n } from '@/shared/i18n/i18n';
import { storage } from '@/shared/storage/storage';
import { makeConfiguration, makeProfile, makeUser } from '@/test/fixtures';
import { useSessionStore } from '../stores/session-store';
import { applyProfileSwitch } from './apply-profile-switch';

const parent = makeUser();
const kid = makeUser({
  profile: makeProfile({
    id: 2,
    name: 'Tom',
    is_kids: true,
    maturity_ceiling: 'G',
    language: 'pt',
  }),
});

function cacheWithLists() {
  const client = new QueryClient();
  client.setQueryData(configurationKeys.all, makeConfiguration());
  client.setQueryData(['home', 'continue-watching'], [{ id: 3, title: 'Rated R film' }]);
  client.setQueryData(['my-list', 1], [{ id: 8, title: "A parent's film" }]);
  return client;
}

describe('applyProfileSwitch', () => {
  afterEach(() => storage.language.remove());

  it('stores the new logged user as login does and remembers the profile on this device', async () => {
    useSessionStore.getState().logIn(parent);
    await applyProfileSwitch(new QueryClient(), kid);
    expect(useSessionStore.getState().user).toEqual(kid);
    expect(storage.user.get()?.profile.id).toBe(2);
    expect(storage.lastProfile.get()).toBe(2);
  });

  it("drops every cached datum of the viewer (lists too), keeping the operator's branding", async () => {
    useSessionStore.getState().logIn(parent);
    const client = cacheWithLists();
    await applyProfileSwitch(client, kid);
    expect(client.getQueryData(['home', 'continue-watching'])).toBeUndefined();
    expect(client.getQueryData(['my-list', 1])).toBeUndefined();
    expect(client.getQueryData(configurationKeys.all)).toEqual(makeConfiguration());
  });

  it('asks the lists on screen again: an observed query is fetched anew for the new profile', async () => {
    useSessionStore.getState().logIn(parent);
    const client = new QueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['home', 'recommended-movies'],
      queryFn: () => ++calls,
      // Home's lists are kept for the session: only the switch asks them again.
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    await applyProfileSwitch(client, kid);
    await waitFor(() => expect(observer.getCurrentResult().data).toBe(2));
    unsubscribe();
  });

  it("takes the profile's language for the interface and the calls", async () => {
    useSessionStore.getState().logIn(parent);
    await applyProfileSwitch(new QueryClient(), kid);
    expect(storage.language.get()).toBe('pt');
    expect(i18n.language).toBe('pt');
    expect(i18n.t('profiles.title')).toBe('Quem está a ver?');
  });

  it('keeps the playback-profile choice (wecast-vod-profile) per viewing profile', async () => {
    useSessionStore.getState().logIn(parent);
    storage.vodProfile.set({ id: 3, name: 'HD' });
    await applyProfileSwitch(new QueryClient(), kid);
    // Tom never chose: he is asked.
    expect(storage.vodProfile.get()).toBeNull();
    storage.vodProfile.set({ id: 0, name: 'Auto' });
    await applyProfileSwitch(new QueryClient(), parent);
    expect(storage.vodProfile.get()).toEqual({ id: 3, name: 'HD' });
    await applyProfileSwitch(new QueryClient(), kid);
    expect(storage.vodProfile.get()).toEqual({ id: 0, name: 'Auto' });
  });
});
