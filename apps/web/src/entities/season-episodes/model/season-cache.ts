import type { QueryClient } from '@tanstack/react-query';
import type { VodItem } from '@marquee/contract';
import { seasonEpisodesKeys } from '../api/season-episodes-keys';

/**
 * Writes a changed episode into every cached season that lists it, e.g. with a profile
 * newly rented (see the rental entity).
 */
export function updateSeasonEpisode(
  queryClient: QueryClient,
  episodeId: number,
  update: (episode: VodItem) => VodItem,
): void {
  queryClient.setQueriesData<VodItem[]>({ queryKey: seasonEpisodesKeys.all }, (list) =>
    list?.some((episode) => episode.id === episodeId)
      ? list.map((episode) => (episode.id === episodeId ? update(episode) : episode))
      : list,
  );
}
