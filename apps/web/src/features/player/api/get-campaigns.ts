import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type VideoCampaign } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { playerKeys } from './player-keys';

/** A title's video campaigns (adverts): `GET /video-campaigns/list?filter[vod_id]=`. */
export function getCampaigns(vodId: number, signal?: AbortSignal): Promise<VideoCampaign[]> {
  return apiRequest(api.playback.campaigns, { query: { filter: { vod_id: vodId } }, signal });
}

export const campaignsQueryOptions = (vodId: number) =>
  queryOptions({
    queryKey: playerKeys.campaigns(vodId),
    queryFn: ({ signal }) => getCampaigns(vodId, signal),
    staleTime: 60_000,
    retry: false,
  });

/**
 * The open title's adverts. A failed lookup means no adverts (the content plays): the answer is
 * an empty list then, so the player never waits on a broken campaign service.
 */
export function useCampaigns(vodId: number): { campaigns: VideoCampaign[]; settled: boolean } {
  const query = useQuery(campaignsQueryOptions(vodId));
  return { campaigns: query.data ?? [], settled: query.isSuccess || query.isError };
}
