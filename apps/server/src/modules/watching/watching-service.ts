import type { List, VodItem, pagedQuerySchema } from '@marquee/contract';
import type { z } from 'zod';
import type { Entitlements } from '../account/entitlements.js';
import type { SessionContext } from '../account/session.js';
import { pager } from '../catalogue/pager.js';
import type { TitleLoader } from '../catalogue/title-loader.js';
import type { Progress, WatchProgressRepository } from './watch-progress-repository.js';

export const DEFAULT_CONTINUE_WATCHING_LIMIT = 24;

/** Whose positions count: the session's profile. */
export type Viewer = Pick<SessionContext, 'accountId' | 'profileId'>;

/** Sets each item's `continue_watching` from the positions, leaving the others as they were. */
export function withPositions(items: VodItem[], positions: Map<number, Progress>): VodItem[] {
  return items.map((item) => {
    const position = positions.get(item.id);
    return position
      ? {
          ...item,
          continue_watching: { stopped_time: position.stoppedTime, duration: position.duration },
        }
      : item;
  });
}

/** Continue watching: where the viewer's profile stopped, as a row and on every VOD item. */
export function createWatchingService(progress: WatchProgressRepository, titles: TitleLoader) {
  async function fillItems(viewer: Viewer, items: VodItem[]): Promise<VodItem[]> {
    if (items.length === 0) return items;
    return withPositions(items, await progress.positionsOf(viewer.profileId));
  }

  return {
    fillItems,

    /** The list with the viewer's positions filled in. */
    async fillList(viewer: Viewer, list: List<VodItem>): Promise<List<VodItem>> {
      return { ...list, items: await fillItems(viewer, list.items) };
    },

    /** Titles the viewer has started and not finished, the most recently watched first. */
    async continueWatching(
      viewer: Viewer,
      query: z.output<typeof pagedQuerySchema>,
      entitlements: Entitlements,
    ): Promise<List<VodItem>> {
      const page = query.page ?? 1;
      const limit = query.limit ?? DEFAULT_CONTINUE_WATCHING_LIMIT;
      const { rows, total } = await progress.unfinished(viewer.profileId, page, limit);
      const items = await titles.vods(
        rows.map((row) => row.vodId),
        entitlements,
      );
      return {
        items: withPositions(items, new Map(rows.map((row) => [row.vodId, row]))),
        pager: pager(page, limit, total),
      };
    },
  };
}

export type WatchingService = ReturnType<typeof createWatchingService>;
