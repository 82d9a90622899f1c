import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SubscriptionPackage } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { accountKeys } from './account-keys';

/** The subscription packages on offer; a failure gives an empty list (spec: access §8). */
export async function getSubscriptions(signal?: AbortSignal): Promise<SubscriptionPackage[]> {
  try {
    return await apiRequest(api.account.getSubscriptions, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
  });

/** The packages a subscriber can change to. */
export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
