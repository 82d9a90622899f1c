import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { seasonEpisodesKeys } from './season-episodes-keys';

/** A season's whole episode list in one page (the API's largest page). */
const SEASON_PAGE_SIZE = 200;

/**
 * A season's episodes in order: `filter[multi_event_vod_season_id]`, `filter[type]=1`. The
 * details pages list them; the player finds the previous and next episode in them.
 */
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

/**
 * One cache per season, for the details pages and the player alike. Each season loads once;
 * choosing it again shows the cached episodes (catalogue §4). A rental made here is written
 * into it (markEpisodeRented), so no screen needs to ask again.
 */
export const seasonEpisodesQueryOptions = (seasonId: number) =>
  queryOptions({
    queryKey: seasonEpisodesKeys.season(seasonId),
    queryFn: ({ signal }) => getSeasonEpisodes(seasonId, signal),
    staleTime: Infinity,
  });

/**
 * The episodes of a season; nothing is fetched until there is one. With `keepPrevious`, a
 * newly chosen season loads behind the previous one's episodes (`isPlaceholderData`).
 */
export function useSeasonEpisodes(seasonId: number | null, { keepPrevious = false } = {}) {
  return useQuery({
    ...seasonEpisodesQueryOptions(seasonId ?? 0),
    enabled: seasonId !== null,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
