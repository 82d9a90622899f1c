import { useEffect, useMemo } from 'react';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Channel, GuideRow, List, Programme } from '@marquee/contract';
import { whenIdle } from '@/shared/lib/when-idle';
import { guideTileQueryOptions } from '../api/get-guide-tile';
import { guideKeys, type GuideFilter } from '../api/guide-keys';
import { mergeProgrammes } from '../lib/guide-programmes';
import {
  neighbourTiles,
  pageOfRow,
  tilesInView,
  type GuideTile,
  type GuideView,
  type TileGrid,
} from '../lib/guide-tiles';

/** A span of time, Unix seconds, whose programmes have not arrived yet. */
export interface PendingSpan {
  start: number;
  end: number;
}

/** The rows of one page of channels, from the tiles of it that have arrived. */
interface PageRows {
  channels: Channel[];
  programmes: Programme[][];
  pending: PendingSpan[];
}

/** What the grid draws: how many rows, and each row's channel and programmes so far. */
export interface GuideRows {
  /** Channels the filter has; null until the first tile answers. */
  count: number | null;
  /** True when a tile in view failed; `retry` asks again. */
  failed: boolean;
  retry: () => void;
  channelAt: (row: number) => Channel | undefined;
  /** The row's programmes in start order; undefined until a tile of its page arrives. */
  programmesAt: (row: number) => readonly Programme[] | undefined;
  /** The spans in view of the row whose tile is still on its way. */
  pendingAt: (row: number) => readonly PendingSpan[];
}

type TileResult = UseQueryResult<List<GuideRow>>;

const NO_SPANS: PendingSpan[] = [];

interface PageEntry {
  tile: GuideTile;
  result: TileResult;
}

function pageRows(results: readonly PageEntry[]): PageRows {
  const lists = new Map<number, Programme[][]>();
  let channels: Channel[] = [];
  const pending: PendingSpan[] = [];
  for (const { tile, result } of results) {
    if (!result.data) {
      pending.push({ start: tile.start, end: tile.end });
      continue;
    }
    if (channels.length === 0) channels = result.data.items.map((row) => row.channel);
    for (const row of result.data.items) {
      const list = lists.get(row.channel.id);
      if (list) list.push(row.programmes);
      else lists.set(row.channel.id, [row.programmes]);
    }
  }
  const programmes = channels.map((channel) => mergeProgrammes(lists.get(channel.id) ?? []));
  return { channels, programmes, pending: pending.length ? pending : NO_SPANS };
}

// A page's rows by its tiles' answers: rebuilt only when one of them changes, so that the
// other rows keep their arrays (and are not drawn again).
const pageCache = new WeakMap<object, Map<string, PageRows>>();

function cachedPageRows(entries: readonly PageEntry[]): PageRows {
  const anchor = entries.find((entry) => entry.result.data)?.result.data;
  if (!anchor) return pageRows(entries);
  const key = entries.map(({ tile, result }) => `${tile.start}:${result.dataUpdatedAt}`).join();
  let byKey = pageCache.get(anchor);
  if (!byKey) pageCache.set(anchor, (byKey = new Map<string, PageRows>()));
  let rows = byKey.get(key);
  if (!rows) byKey.set(key, (rows = pageRows(entries)));
  return rows;
}

/**
 * The guide's rows for what is drawn: the tiles of `/epgs/index` the view needs, fetched with
 * react-query, and once they are in, the tiles next to them fetched while the browser is idle.
 */
export function useGuideRows(filter: GuideFilter, grid: TileGrid, view: GuideView): GuideRows {
  const queryClient = useQueryClient();
  const { firstRow, lastRow, start, end } = view;
  // The first row's page even when no row is drawn: it says how many rows there are.
  const tiles = useMemo(
    () => tilesInView(grid, { firstRow, lastRow: Math.max(lastRow, firstRow), start, end }),
    [grid, firstRow, lastRow, start, end],
  );
  const results = useQueries({
    queries: tiles.map((tile) => guideTileQueryOptions(filter, tile)),
  });

  const count = results.find((result) => result.data)?.data?.pager.count ?? null;
  const settled = results.every((result) => result.isSuccess);

  const byPage = new Map<number, PageEntry[]>();
  tiles.forEach((tile, index) => {
    const entry = { tile, result: results[index]! };
    const list = byPage.get(tile.page);
    if (list) list.push(entry);
    else byPage.set(tile.page, [entry]);
  });
  const pages = new Map<number, PageRows>();
  for (const [page, entries] of byPage) pages.set(page, cachedPageRows(entries));

  useEffect(() => {
    if (!settled || count === null) return;
    const pageCount = Math.ceil(count / grid.pageSize);
    return whenIdle(() => {
      for (const tile of neighbourTiles(grid, { firstRow, lastRow, start, end }, pageCount)) {
        void queryClient.prefetchQuery(guideTileQueryOptions(filter, tile));
      }
    });
  }, [settled, count, grid, firstRow, lastRow, start, end, filter, queryClient]);

  const failed = results.some((result) => result.isError);
  const { pageSize } = grid;
  const pageOf = (row: number) => pages.get(pageOfRow(row, pageSize));
  const inPage = (row: number) => row % pageSize;
  return {
    count,
    failed,
    retry: () =>
      void queryClient.refetchQueries({
        queryKey: guideKeys.tiles(filter),
        predicate: (query) => query.state.status === 'error',
      }),
    channelAt: (row) => pageOf(row)?.channels[inPage(row)],
    programmesAt: (row) => {
      const page = pageOf(row);
      return page && page.channels.length > 0 ? page.programmes[inPage(row)] : undefined;
    },
    pendingAt: (row) => pageOf(row)?.pending ?? NO_SPANS,
  };
}
