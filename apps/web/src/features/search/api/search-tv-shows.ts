import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List, type TvShow } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { idFilter } from '../lib/search-params';
import { isSearchable } from '../lib/search-rules';
import { searchKeys, type SectionQuery } from './search-keys';

/**
 * TV shows whose title matches: `filter[title]`. The spec sends the page's genre and show-type
 * filters with the film search only; they go here too, so a filter narrows every section.
 */
export function searchTvShows(
  { text, filters, limit }: SectionQuery,
  signal?: AbortSignal,
): Promise<List<TvShow>> {
  return apiRequest(api.catalogue.tvShows, {
    query: {
      limit,
      filter: {
        title: text,
        genre_id: idFilter(filters.genres),
        show_type_id: idFilter(filters.showTypes),
      },
    },
    signal,
  });
}

export const searchTvShowsQueryOptions = (query: SectionQuery) =>
  queryOptions({
    queryKey: searchKeys.tvShows(query),
    queryFn: ({ signal }) => searchTvShows(query, signal),
    enabled: isSearchable(query.text),
  });

/** The TV show results of a search, while `enabled` (the vod module is on); the last results stay while the next ones load. */
export function useSearchTvShows(query: SectionQuery, enabled = true) {
  return useQuery({
    ...searchTvShowsQueryOptions(query),
    enabled: enabled && isSearchable(query.text),
    placeholderData: keepPreviousData,
  });
}
