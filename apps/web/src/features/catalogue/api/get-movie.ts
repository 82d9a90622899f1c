import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { catalogueKeys } from './catalogue-keys';

/** One film with its rating: `filter[id]=…&config[enable_rate]=1`; null when there is none. */
export async function getMovie(id: number, signal?: AbortSignal): Promise<VodItem | null> {
  const list = await apiRequest(api.vod.list, {
    query: { filter: { id }, config: { enable_rate: 1 } },
    signal,
  });
  return list.items.find((item) => item.id === id) ?? list.items[0] ?? null;
}

export const movieQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.movie(id),
    queryFn: ({ signal }) => getMovie(id, signal),
  });

/** A film's details; disabled for an id that is not a positive number. */
export function useMovie(id: number) {
  return useQuery({ ...movieQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
