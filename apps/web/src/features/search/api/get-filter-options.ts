import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Genre, type ShowType } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { searchKeys } from './search-keys';

// Genres and show types change with the catalogue, not during a visit.
const FILTER_OPTIONS_STALE_MS = 30 * 60 * 1000;

/** Every genre, for the search page's genre filter. */
export function getGenres(signal?: AbortSignal): Promise<Genre[]> {
  return apiRequest(api.catalogue.genres, { signal });
}

/** Every show type, for the search page's show-type filter. */
export function getShowTypes(signal?: AbortSignal): Promise<ShowType[]> {
  return apiRequest(api.catalogue.showTypes, { signal });
}

export const genresQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.genres(),
    queryFn: ({ signal }) => getGenres(signal),
    staleTime: FILTER_OPTIONS_STALE_MS,
  });

export const showTypesQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.showTypes(),
    queryFn: ({ signal }) => getShowTypes(signal),
    staleTime: FILTER_OPTIONS_STALE_MS,
  });

export function useGenres() {
  return useQuery(genresQueryOptions());
}

export function useShowTypes() {
  return useQuery(showTypesQueryOptions());
}
