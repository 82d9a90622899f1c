import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ItemType, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { titleKeys } from './title-keys';

/** One film with its rating: `filter[id]=…&config[enable_rate]=1`; null when there is none. */
export async function getMovie(id: number, signal?: AbortSignal): Promise<VodItem | null> {
  const list = await apiRequest(api.vod.list, {
    query: { filter: { id }, config: { enable_rate: 1 } },
    signal,
  });
  const found = list.items.find((item) => item.id === id);
  return found?.type === ItemType.movie ? found : null;
}

export const movieQueryOptions = (id: number) =>
  queryOptions({
    queryKey: titleKeys.movie(id),
    queryFn: ({ signal }) => getMovie(id, signal),
  });

/**
 * A film's details; disabled without an id. `shown` (the card's copy from navigation state)
 * stands in until the server answers.
 */
export function useMovie(id: number | null, shown?: VodItem | null) {
  return useQuery({
    ...movieQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: shown ?? undefined,
  });
}
