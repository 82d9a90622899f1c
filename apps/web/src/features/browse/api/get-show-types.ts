import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ShowType } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { browseKeys } from './browse-keys';

/** Show types change rarely: one fetch serves the whole visit. */
const SHOW_TYPES_STALE_MS = 60 * 60_000;

/** The show types of the filter panel. */
export function getShowTypes(signal?: AbortSignal): Promise<ShowType[]> {
  return apiRequest(api.catalogue.showTypes, { signal });
}

export const showTypesQueryOptions = () =>
  queryOptions({
    queryKey: browseKeys.showTypes(),
    queryFn: ({ signal }) => getShowTypes(signal),
    staleTime: SHOW_TYPES_STALE_MS,
    gcTime: SHOW_TYPES_STALE_MS,
  });

/** The show types; a failure leaves the panel without them. */
export function useShowTypes() {
  return useQuery(showTypesQueryOptions());
}
