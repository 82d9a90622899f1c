import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { api, ChannelPageSize, type Channel, type List } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import {
  gatherChannelPages,
  hasMoreChannels,
  nextChannelPage,
  type AppendRules,
} from '../model/channel-pages';
import { channelKeys, type ChannelListKey } from './channel-keys';

export { ChannelPageSize };

/** One page of the channel list, with favourites marked (`config[enable_favorites]=1`). */
export function getChannels(
  { categoryId, title, page, limit }: Omit<ChannelListKey, 'nextLimit'> & { page: number },
  signal?: AbortSignal,
): Promise<List<Channel>> {
  return apiRequest(api.live.channels, {
    query: {
      page,
      limit,
      filter: { category_id: categoryId, title },
      config: { enable_favorites: 1 },
    },
    signal,
  });
}

/** The page sizes of the Live TV list: 40 for every channel, 200 within a category (catalogue §7). */
export function categoryPageSize(categoryId: number | undefined): number {
  return categoryId === undefined ? ChannelPageSize.liveTv : ChannelPageSize.category;
}

/** What a paged channel list shows: its channels so far and whether the pager has more. */
export interface ChannelPages {
  items: Channel[];
  count: number;
  hasMore: boolean;
}

/**
 * A channel list that grows page by page: `limit` channels first, then `nextLimit` a page
 * (home's live row: 40, then 100). Pages are gathered by the Live TV list's rules
 * (`appendChannelPage`).
 */
export function channelPagesQueryOptions(key: ChannelListKey, rules: AppendRules = {}) {
  const nextLimit = key.nextLimit ?? key.limit;
  return infiniteQueryOptions({
    queryKey: channelKeys.list(key),
    queryFn: ({ pageParam, signal }) => getChannels({ ...key, ...pageParam }, signal),
    initialPageParam: { page: 1, limit: key.limit },
    getNextPageParam: (_last, pages) => {
      const page = nextChannelPage(gatherChannelPages(pages, rules), nextLimit);
      return page === undefined ? undefined : { page, limit: nextLimit };
    },
    select: (data: InfiniteData<List<Channel>>): ChannelPages => {
      const state = gatherChannelPages(data.pages, rules);
      return { items: state.items, count: state.pager.count, hasMore: hasMoreChannels(state) };
    },
  });
}

/** A paged channel list, while `enabled`. */
export function useChannelPages(key: ChannelListKey, enabled = true, rules: AppendRules = {}) {
  return useInfiniteQuery({ ...channelPagesQueryOptions(key, rules), enabled });
}

/** One page of channels whose title matches `title`: search's Channels section and dropdown. */
export function channelSearchQueryOptions(title: string, limit: number) {
  return queryOptions({
    queryKey: channelKeys.list({ title, limit }),
    queryFn: ({ signal }) => getChannels({ title, limit, page: 1 }, signal),
  });
}

/** The channels matching a search text, while `enabled`; the last answer stays while the next loads. */
export function useChannelSearch(title: string, limit: number, enabled = true) {
  return useQuery({
    ...channelSearchQueryOptions(title, limit),
    enabled,
    placeholderData: keepPreviousData,
  });
}
