import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { playerKeys } from './player-keys';

/** A season's whole episode list in one page (the API's largest page). */
const SEASON_PAGE_SIZE = 200;

/** A season's episodes in order, for Next and Previous episode. */
export async function getSeasonEpisodes(
  seasonId: number,
  signal?: AbortSignal,
): Promise<VodItem[]> {
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
    queryKey: playerKeys.seasonEpisodes(seasonId),
    queryFn: ({ signal }) => getSeasonEpisodes(seasonId, signal),
    staleTime: 60_000,
  });

/** The playing episode's season; idle for a film. */
export function useSeasonEpisodes(seasonId: number | null) {
  return useQuery({ ...seasonEpisodesQueryOptions(seasonId ?? 0), enabled: seasonId !== null });
}
