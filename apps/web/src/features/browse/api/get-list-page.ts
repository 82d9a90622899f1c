import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List, type TvShow, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { formatYearRange } from '../lib/year-range';
import { LIST_PAGE_SIZE } from '../lib/list-pager';
import type { ListFilters } from '../lib/list-filters';
import type { ListKind } from '../lib/list-kinds';
import { browseKeys } from './browse-keys';

/** A title of the movie or TV show list. */
export type BrowseItem = VodItem | TvShow;
export type BrowsePage = List<BrowseItem>;

const idFilters = (filters: ListFilters) => ({
  ...(filters.genres.length > 0 ? { genre_id: filters.genres } : {}),
  ...(filters.showTypes.length > 0 ? { show_type_id: filters.showTypes } : {}),
});

/**
 * A page of films, newest first: `filter[type]=0`, `filter[genre_id][i]`,
 * `filter[show_type_id][i]`, `filter[year]=1990-1999`, `page`, `limit=24`, `sort[created]=desc`.
 */
export function getMoviesPage(filters: ListFilters, signal?: AbortSignal): Promise<BrowsePage> {
  return apiRequest(api.vod.list, {
    query: {
      filter: {
        type: '0',
        ...idFilters(filters),
        ...(filters.year ? { year: formatYearRange(filters.year) } : {}),
      },
      page: filters.page,
      limit: LIST_PAGE_SIZE,
      sort: { created: 'desc' },
    },
    signal,
  });
}

/** A page of TV shows, newest first, by genre and show type (TV shows have no year filter). */
export function getTvShowsPage(filters: ListFilters, signal?: AbortSignal): Promise<BrowsePage> {
  const filter = idFilters(filters);
  return apiRequest(api.catalogue.tvShows, {
    query: {
      ...(Object.keys(filter).length > 0 ? { filter } : {}),
      page: filters.page,
      limit: LIST_PAGE_SIZE,
      sort: { created: 'desc' },
    },
    signal,
  });
}

const fetchers: Record<ListKind, typeof getMoviesPage> = {
  movies: getMoviesPage,
  tvShows: getTvShowsPage,
};

export const listPageQueryOptions = (kind: ListKind, filters: ListFilters) =>
  queryOptions({
    queryKey: browseKeys.list(kind, filters),
    queryFn: ({ signal }) => fetchers[kind](filters, signal),
  });

/** One page of the movie or TV show list. */
export function useListPage(kind: ListKind, filters: ListFilters) {
  return useQuery(listPageQueryOptions(kind, filters));
}
