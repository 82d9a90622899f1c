import type { GuideTile } from '../lib/guide-tiles';

/** Which channels the guide shows: a category's, the viewer's favourites, or all. */
export interface GuideFilter {
  categoryId?: number;
  favourites?: true;
}

/** Query keys of the guide grid: one tile of `/epgs/index` for a filter. */
export const guideKeys = {
  all: ['guide'] as const,
  tiles: (filter: GuideFilter) => [...guideKeys.all, 'tile', filter] as const,
  tile: (filter: GuideFilter, tile: GuideTile) => [...guideKeys.tiles(filter), tile] as const,
};
