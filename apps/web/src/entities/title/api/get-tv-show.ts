import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TvShow } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { titleKeys } from './title-keys';

/** One TV show with its rating: the show list with `filter[id]` and `config[enable_rate]=1`. */
export async function getTvShow(id: number, signal?: AbortSignal): Promise<TvShow | null> {
  const list = await apiRequest(api.catalogue.tvShows, {
    query: { filter: { id }, config: { enable_rate: 1 } },
    signal,
  });
  return list.items.find((item) => item.id === id) ?? null;
}

export const tvShowQueryOptions = (id: number) =>
  queryOptions({
    queryKey: titleKeys.tvShow(id),
    queryFn: ({ signal }) => getTvShow(id, signal),
  });

/** A show's details; `shown` (from navigation state) stands in until the server answers. */
export function useTvShow(id: number | null, shown?: TvShow | null) {
  return useQuery({
    ...tvShowQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: shown ?? undefined,
  });
}
