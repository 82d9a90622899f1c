import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSeasonEpisodes } from '@/shared/catalogue/season-episodes';
import { playerKeys } from './player-keys';

/** The season in the player: re-read after a minute, so a rental made meanwhile counts. */
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
