import { queryOptions } from '@tanstack/react-query';
import { api, GUIDE_PAGE_SIZE, type GuideRow, type List } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import type { GuideTile } from '../lib/guide-tiles';
import { guideKeys, type GuideFilter } from './guide-keys';

/**
 * `/epgs/index`: one tile of the guide, a page of channels (by channel_number) with their
 * programmes that overlap the tile's window.
 */
export function getGuideTile(
  filter: GuideFilter,
  tile: GuideTile,
  signal?: AbortSignal,
): Promise<List<GuideRow>> {
  return apiRequest(api.live.guideIndex, {
    query: {
      page: tile.page,
      limit: GUIDE_PAGE_SIZE,
      filter: {
        start: tile.start,
        end: tile.end,
        category_id: filter.categoryId,
        favorites: filter.favourites ? 1 : undefined,
      },
    },
    signal,
  });
}

export const guideTileQueryOptions = (filter: GuideFilter, tile: GuideTile) =>
  queryOptions({
    queryKey: guideKeys.tile(filter, tile),
    queryFn: ({ signal }) => getGuideTile(filter, tile, signal),
    // The guide changes when it is imported again, not while it is looked at; the favourites
    // change with a click anywhere, so their tiles are asked for again each time they show.
    staleTime: filter.favourites ? 0 : 10 * 60_000,
  });
