import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Genre } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { genreKeys } from './genre-keys';

/** Genres change with the catalogue, not during a visit: one fetch serves the whole visit. */
export const GENRES_LIFETIME_MS = 60 * 60_000;

/** Every genre of the catalogue (GET /genres/list). */
export function getGenres(signal?: AbortSignal): Promise<Genre[]> {
  return apiRequest(api.catalogue.genres, { signal });
}

/**
 * One cache for the list pages' genre bar and the search page's genre filter. A failure is
 * left to the query: each screen then shows the genres it can do without (the bar only "All",
 * search no genre filter).
 */
export const genresQueryOptions = () =>
  queryOptions({
    queryKey: genreKeys.list(),
    queryFn: ({ signal }) => getGenres(signal),
    staleTime: GENRES_LIFETIME_MS,
    gcTime: GENRES_LIFETIME_MS,
  });

/** The genres. */
export function useGenres() {
  return useQuery(genresQueryOptions());
}
