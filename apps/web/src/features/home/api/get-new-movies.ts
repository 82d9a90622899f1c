import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { homeKeys } from './home-keys';

export const NEW_MOVIES_LIMIT = 24;

/** The newest films: `filter[type]=0&sort[created]=desc&limit=24`. */
export async function getNewMovies(limit: number, signal?: AbortSignal): Promise<VodItem[]> {
  const list = await apiRequest(api.vod.list, {
    query: { filter: { type: '0' }, sort: { created: 'desc' }, limit },
    signal,
  });
  return list.items;
}

export const newMoviesQueryOptions = (limit = NEW_MOVIES_LIMIT) =>
  queryOptions({
    queryKey: homeKeys.newMovies(limit),
    queryFn: ({ signal }) => getNewMovies(limit, signal),
  });

/** The newest films for the home page. */
export function useNewMovies(limit = NEW_MOVIES_LIMIT) {
  return useQuery(newMoviesQueryOptions(limit));
}
