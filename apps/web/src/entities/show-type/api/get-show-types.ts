import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ShowType } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { showTypeKeys } from './show-type-keys';

/** Show types change with the catalogue, not during a visit: one fetch serves the whole visit. */
export const SHOW_TYPES_LIFETIME_MS = 60 * 60_000;

/** Every show type of the catalogue (GET /show-types/list). */
export function getShowTypes(signal?: AbortSignal): Promise<ShowType[]> {
  return apiRequest(api.catalogue.showTypes, { signal });
}

/**
 * One cache for the list pages' filter panel and the search page's format filter. A failure
 * is left to the query: each screen then goes without the show-type filter.
 */
export const showTypesQueryOptions = () =>
  queryOptions({
    queryKey: showTypeKeys.list(),
    queryFn: ({ signal }) => getShowTypes(signal),
    staleTime: SHOW_TYPES_LIFETIME_MS,
    gcTime: SHOW_TYPES_LIFETIME_MS,
  });

/** The show types. */
export function useShowTypes() {
  return useQuery(showTypesQueryOptions());
}
