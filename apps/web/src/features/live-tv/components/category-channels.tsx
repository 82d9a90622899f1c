import { useCallback } from 'react';
import { categoryPageSize, shouldLoadMore, useChannelPages } from '@/entities/channel';
import { ChannelResults } from './channel-results';

interface CategoryChannelsProps {
  /** A category's id, or undefined for every channel. */
  categoryId: number | undefined;
}

/**
 * Every channel (40 a page) or a category's (200 a page), the next page asked for as the last
 * row comes into view, when the pager has more and no request is in flight (catalogue §4).
 */
export function CategoryChannels({ categoryId }: CategoryChannelsProps) {
  const list = useChannelPages({ categoryId, limit: categoryPageSize(categoryId) });
  const { hasNextPage, isFetching, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (shouldLoadMore({ hasMore: hasNextPage, inFlight: isFetching })) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);

  return (
    <ChannelResults
      channels={list.data?.items}
      failed={list.isError}
      retry={() => void list.refetch()}
      loadingMore={list.isFetchingNextPage}
      onEndReached={loadMore}
    />
  );
}
