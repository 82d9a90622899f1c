import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ItemType, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { titleKeys } from './title-keys';

/** One episode with its rating: `filter[id]`, `filter[type]=1`, `config[enable_rate]=1`. */
export async function getEpisode(id: number, signal?: AbortSignal): Promise<VodItem | null> {
  const list = await apiRequest(api.vod.list, {
    query: { filter: { id, type: '1' }, config: { enable_rate: 1 } },
    signal,
  });
  const found = list.items.find((item) => item.id === id);
  return found?.type === ItemType.episode ? found : null;
}

export const episodeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: titleKeys.episode(id),
    queryFn: ({ signal }) => getEpisode(id, signal),
  });

/** An episode's details; `shown` (from navigation state) stands in until the server answers. */
export function useEpisode(id: number | null, shown?: VodItem | null) {
  return useQuery({
    ...episodeQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: shown ?? undefined,
  });
}
