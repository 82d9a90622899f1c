import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { useSessionStore } from '../stores/session-store';
import { sessionKeys } from './session-keys';

/** Asks whether the subscription has expired. */
export function checkSubscription(signal?: AbortSignal) {
  return apiRequest(api.account.checkSubscription, { signal });
}

export const checkSubscriptionQueryOptions = (page: string) =>
  queryOptions({
    queryKey: [...sessionKeys.checkSubscription(), page] as const,
    queryFn: ({ signal }) => checkSubscription(signal),
    // Asked again on every entry to a protected page, never answered from the cache.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * Checks the subscription on entering a protected page (spec: access §4 Session) and keeps
 * the stored user's subscription_expired up to date.
 */
export function useSubscriptionCheck(page: string): void {
  const loggedIn = useSessionStore((state) => Boolean(state.user));
  const update = useSessionStore((state) => state.checkSubscription);
  const { data } = useQuery({ ...checkSubscriptionQueryOptions(page), enabled: loggedIn });
  useEffect(() => {
    if (data) update(data);
  }, [data, update]);
}
