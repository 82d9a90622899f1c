import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ChannelCategory } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { channelKeys } from './channel-keys';

// Categories change with the operator's line-up, not during a visit.
const CATEGORIES_STALE_MS = 30 * 60 * 1000;

/** The channel categories of the slider, each with its sub-categories. */
export function getChannelCategories(signal?: AbortSignal): Promise<ChannelCategory[]> {
  return apiRequest(api.live.categories, { signal });
}

export const channelCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: channelKeys.categories(),
    queryFn: ({ signal }) => getChannelCategories(signal),
    staleTime: CATEGORIES_STALE_MS,
  });

export function useChannelCategories() {
  return useQuery(channelCategoriesQueryOptions());
}
