import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ChannelPageSize, type Channel } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { channelKeys } from './channel-keys';

/** More pages than this are not read for zapping: 10 × 200 channels. */
const MAX_LINEUP_PAGES = 10;

/**
 * The channels the player zaps through, by channel_number: those of one category (the list
 * the viewer came from) or all of them, read page by page at the category page size.
 */
export async function getChannelLineup(
  categoryId: number | null,
  signal?: AbortSignal,
): Promise<Channel[]> {
  const channels: Channel[] = [];
  for (let page = 1; page <= MAX_LINEUP_PAGES; page++) {
    const list = await apiRequest(api.live.channels, {
      query: {
        page,
        limit: ChannelPageSize.category,
        sort: { channel_number: 'asc' },
        ...(categoryId === null ? {} : { filter: { category_id: categoryId } }),
      },
      signal,
    });
    channels.push(...list.items);
    if (page >= list.pager.pageCount || list.items.length === 0) break;
  }
  return channels;
}

export const channelLineupQueryOptions = (categoryId: number | null) =>
  queryOptions({
    queryKey: channelKeys.lineup(categoryId),
    queryFn: ({ signal }) => getChannelLineup(categoryId, signal),
    staleTime: 5 * 60_000,
  });

/** The zapping line-up of a category, or of all channels. */
export function useChannelLineup(categoryId: number | null) {
  return useQuery(channelLineupQueryOptions(categoryId));
}
