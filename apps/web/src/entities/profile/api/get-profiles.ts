import { queryOptions, useQuery } from '@tanstack/react-query';
import { Header, api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { profileKeys } from './profile-keys';

/**
 * The account's viewing profiles, the default first; `token` asks as a session not stored yet
 * (a login deciding where to go).
 */
export function getProfiles(signal?: AbortSignal, token?: string) {
  const headers = token ? { [Header.token]: token } : undefined;
  return apiRequest(api.account.profiles, { signal, headers });
}

export const profilesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.list(),
    queryFn: ({ signal }) => getProfiles(signal),
  });

/** The account's profiles ("Who's watching?", managing them). */
export function useProfiles() {
  return useQuery(profilesQueryOptions());
}
