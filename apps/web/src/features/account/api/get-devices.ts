import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { accountKeys } from './account-keys';

/** The devices signed in to the account. */
export function getDevices(signal?: AbortSignal) {
  return apiRequest(api.account.devices, { signal });
}

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.devices(),
    queryFn: ({ signal }) => getDevices(signal),
    staleTime: 0,
  });

/** The account's devices, this one included. */
export function useDevices() {
  return useQuery(devicesQueryOptions());
}
