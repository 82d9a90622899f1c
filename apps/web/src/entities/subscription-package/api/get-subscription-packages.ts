import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SubscriptionPackage } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { subscriptionPackageKeys } from './subscription-package-keys';

/** The packages on offer are fresh for 5 minutes, then asked again when a screen shows them. */
export const SUBSCRIPTION_PACKAGES_STALE_MS = 5 * 60_000;

/**
 * The subscription packages on offer (GET /account/get-subscriptions). A failed call gives an
 * empty list (spec: access §8, "the subscriptions call gives an empty list"); an aborted one
 * stays aborted.
 */
export async function getSubscriptionPackages(
  signal?: AbortSignal,
): Promise<SubscriptionPackage[]> {
  try {
    return await apiRequest(api.account.getSubscriptions, { signal });
  } catch (error) {
    if (isApiError(error)) return [];
    throw error;
  }
}

/** One cache for the registration's package step and the account's package list. */
export const subscriptionPackagesQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionPackageKeys.list(),
    queryFn: ({ signal }) => getSubscriptionPackages(signal),
    staleTime: SUBSCRIPTION_PACKAGES_STALE_MS,
  });

/** The packages a visitor can choose or a subscriber can change to. */
export function useSubscriptionPackages() {
  return useQuery(subscriptionPackagesQueryOptions());
}
