import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { idFilter } from '../lib/search-params';
import { isSearchable } from '../lib/search-rules';
import { searchKeys, type SectionQuery } from './search-keys';

/**
 * Films (and episodes) whose title matches: `filter[title]`, `filter[type][all]=true`, and the
 * page's `filter[genre_id]` / `filter[show_type_id]`. The server ranks exact and prefix matches
 * first and ignores accents.
 */
export function searchMovies(
  { text, filters, limit }: SectionQuery,
  signal?: AbortSignal,
): Promise<List<VodItem>> {
  return apiRequest(api.vod.list, {
    query: {
      limit,
      filter: {
        title: text,
        type: { all: 'true' },
        genre_id: idFilter(filters.genres),
        show_type_id: idFilter(filters.showTypes),
      },
    },
    signal,
  });
}

export const searchMoviesQueryOptions = (query: SectionQuery) =>
  queryOptions({
    queryKey: searchKeys.movies(query),
    queryFn: ({ signal }) => searchMovies(query, signal),
    enabled: isSearchable(query.text),
  });

/** The film results of a search, while `enabled` (the vod module is on); the last results stay while the next ones load. */
export function useSearchMovies(query: SectionQuery, enabled = true) {
  return useQuery({
    ...searchMoviesQueryOptions(query),
    enabled: enabled && isSearchable(query.text),
    placeholderData: keepPreviousData,
  });
}
