import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { catalogueKeys } from './catalogue-keys';

/** Films like the given one (POST `vod_id`); a failure reads as none, as lists do (§8). */
export async function getSimilarMovies(id: number, signal?: AbortSignal): Promise<VodItem[]> {
  try {
    const list = await apiRequest(api.catalogue.similar, { body: { vod_id: id }, signal });
    return list.items.filter((item) => item.id !== id);
  } catch {
    return [];
  }
}

export const similarMoviesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.similarMovies(id),
    queryFn: ({ signal }) => getSimilarMovies(id, signal),
    staleTime: 5 * 60_000,
  });

/** The similar-films row of a film page. */
export function useSimilarMovies(id: number) {
  return useQuery(similarMoviesQueryOptions(id));
}
