import { drawnView, guideMetrics, type GuideMetrics } from './guide-metrics';
import { tileGrid, tilesInView, type GuideTile, type TileGrid } from './guide-tiles';

/** The moment the guide opens on sits this far from the left edge, so what came before shows. */
export const LEAD_SECONDS = 30 * 60;

/**
 * The tile grid of a guide opening on `openAt` (Unix seconds) in a window of this size, and
 * the one tile its first paint needs: the same for the route's loader and the grid.
 */
export function openingTiles(
  openAt: number,
  width: number,
  height: number,
  metrics: GuideMetrics = guideMetrics(width),
): { grid: TileGrid; first: GuideTile[] } {
  const start = openAt - LEAD_SECONDS;
  const view = drawnView({ left: 0, top: 0, width, height }, metrics, start, null);
  const grid = tileGrid(view.start, view.end - view.start);
  return { grid, first: tilesInView(grid, view) };
}
