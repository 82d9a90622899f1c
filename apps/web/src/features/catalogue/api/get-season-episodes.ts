import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSeasonEpisodes } from '@/shared/catalogue/season-episodes';
import { catalogueKeys } from './catalogue-keys';

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
