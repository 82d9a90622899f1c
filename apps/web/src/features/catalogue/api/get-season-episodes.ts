import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { catalogueKeys } from './catalogue-keys';

/** A season's whole episode list in one page (the API's largest page). */
const SEASON_PAGE_SIZE = 200;

/** A season's episodes in order: `filter[multi_event_vod_season_id]`, `filter[type]=1`. */
export async function getSeasonEpisodes(seasonId: number, signal?: AbortSignal) {
  const list = await apiRequest(api.vod.list, {
    query: {
      filter: { multi_event_vod_season_id: seasonId, type: '1' },
      sort: { episode_number: 'asc' },
      limit: SEASON_PAGE_SIZE,
    },
    signal,
  });
  return list.items;
}

export const seasonEpisodesQueryOptions = (seasonId: number) =>
  queryOptions({
    queryKey: catalogueKeys.seasonEpisodes(seasonId),
    queryFn: ({ signal }) => getSeasonEpisodes(seasonId, signal),
    // Each season loads once; choosing it again shows the cached episodes (catalogue §4).
    staleTime: Infinity,
  });

/**
 * The episodes of the active season; nothing is fetched until a season is chosen. While a
 * newly chosen season loads, the previous one stays on screen (`isPlaceholderData`).
 */
export function useSeasonEpisodes(seasonId: number | null) {
  return useQuery({
    ...seasonEpisodesQueryOptions(seasonId ?? 0),
    enabled: seasonId !== null,
    placeholderData: keepPreviousData,
  });
}
