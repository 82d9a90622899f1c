import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@marquee/contract';
import { profileKeys } from '../api/profile-keys';

/** Puts the account's profiles, as a call answered them, into the cache. */
export function setProfiles(queryClient: QueryClient, profiles: readonly Profile[]): void {
  queryClient.setQueryData<Profile[]>(profileKeys.list(), [...profiles]);
}

/** A profile as an update or a creation answered it: replaced in the list, or added at its end. */
export function putProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData<Profile[]>(profileKeys.list(), (profiles) => {
    if (!profiles) return profiles;
    const held = profiles.some((entry) => entry.id === profile.id);
    return held
      ? profiles.map((entry) => (entry.id === profile.id ? profile : entry))
      : [...profiles, profile];
  });
}
