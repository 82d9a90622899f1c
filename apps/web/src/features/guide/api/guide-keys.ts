import type { GuideTile } from '../lib/guide-tiles';

/** Which channels the guide shows: a category's, the favourites' (their ids), or all. */
export interface GuideFilter {
  categoryId?: number;
  channelIds?: readonly number[];
}

/** Query keys of the guide grid: one tile of `/epgs/index` for a filter. */
export const guideKeys = {
  all: ['guide'] as const,
  tiles: (filter: GuideFilter) => [...guideKeys.all, 'tile', filter] as const,
  tile: (filter: GuideFilter, tile: GuideTile) => [...guideKeys.tiles(filter), tile] as const,
};
