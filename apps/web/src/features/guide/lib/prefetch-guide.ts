import type { QueryClient } from '@tanstack/react-query';
import { guideTileQueryOptions } from '../api/get-guide-tile';
import { openingTiles } from './opening-tile';

/**
 * Asks for the tile the guide's first paint needs, opening on `openedAt` (epoch ms) in this
 * window, so that it is on its way while the guide's code downloads.
 */
export function prefetchGuideOpening(queryClient: QueryClient, openedAt: number): void {
  const { first } = openingTiles(openedAt / 1000, window.innerWidth, window.innerHeight);
  for (const tile of first) void queryClient.prefetchQuery(guideTileQueryOptions({}, tile));
}
