import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Genre } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { browseKeys } from './browse-keys';

/** Genres change rarely: one fetch serves the whole visit. */
const GENRES_STALE_MS = 60 * 60_000;

/** The genres of the genre bar. */
export function getGenres(signal?: AbortSignal): Promise<Genre[]> {
  return apiRequest(api.catalogue.genres, { signal });
}

export const genresQueryOptions = () =>
  queryOptions({
    queryKey: browseKeys.genres(),
    queryFn: ({ signal }) => getGenres(signal),
    staleTime: GENRES_STALE_MS,
    gcTime: GENRES_STALE_MS,
  });

/** The genres; a failure leaves the bar with only "All". */
export function useGenres() {
  return useQuery(genresQueryOptions());
}
