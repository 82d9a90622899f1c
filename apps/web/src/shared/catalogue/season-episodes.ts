import { api, type VodItem } from '@marquee/contract';
import { apiRequest } from '../api/api-client';

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
