import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Channel } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { byChannelNumber } from '../model/channel-pages';
import { channelKeys } from './channel-keys';

/** The viewer's favourite channels, in channel_number order (the call reads an array). */
export async function getFavouriteChannels(signal?: AbortSignal): Promise<Channel[]> {
  return byChannelNumber(await apiRequest(api.live.favoriteChannels, { signal }));
}

export const favouriteChannelsQueryOptions = () =>
  queryOptions({
    queryKey: channelKeys.favourites(),
    queryFn: ({ signal }) => getFavouriteChannels(signal),
  });

/** The favourite channels, while `enabled` (the channels module is on). */
export function useFavouriteChannels(enabled = true) {
  return useQuery({ ...favouriteChannelsQueryOptions(), enabled });
}
