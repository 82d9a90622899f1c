import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SubscriptionPackage } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { registrationKeys } from './registration-keys';

/** The subscription packages a visitor can choose; a failed call gives an empty list (spec §8). */
export async function getSubscriptions(signal?: AbortSignal): Promise<SubscriptionPackage[]> {
  try {
    return await apiRequest(api.account.getSubscriptions, { signal });
  } catch (error) {
    if (isApiError(error)) return [];
    throw error;
  }
}

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
    staleTime: 5 * 60_000,
  });

/** The packages of the subscription step. */
export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
