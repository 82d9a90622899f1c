import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelPageSize, shouldLoadMore, useChannelPages } from '@/entities/channel';
import type { ChannelRowDefinition } from '../lib/home-rows';
import { ChannelCarousel } from './channel-carousel';

/** The live TV row goes round without end above 8 channels (catalogue §9). */
export const LIVE_ROW_LOOP_FROM = 9;

/**
 * Every channel: the first 40, then 100 more each time the last card comes into view, while
 * the pager has more and none is on its way (catalogue §7).
 */
export function LiveTvRow({ row }: { row: ChannelRowDefinition }) {
  const { t } = useTranslation();
  const list = useChannelPages({
    limit: ChannelPageSize.homeRow,
    nextLimit: ChannelPageSize.homeAppend,
  });
  const { hasNextPage, isFetching, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (shouldLoadMore({ hasMore: hasNextPage, inFlight: isFetching })) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  if (!list.data?.items.length) return null;
  return (
    <ChannelCarousel
      title={t(row.title)}
      channels={list.data.items}
      testId={`row-${row.id}`}
      loopFrom={LIVE_ROW_LOOP_FROM}
      onEndReached={loadMore}
    />
  );
}
