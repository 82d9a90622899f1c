import type { List, VodItem, pagedQuerySchema } from '@marquee/contract';
import type { z } from 'zod';
import { systemClock, type Clock } from '../../../clock.js';
import type { Entitlements } from '../../accounts/account/index.js';
import type { SessionContext } from '../../accounts/account/index.js';
import { pager } from '../catalogue/index.js';
import type { TitleLoader } from '../catalogue/index.js';
import type { Progress, WatchProgressRepository } from './watch-progress-repository.js';

export const DEFAULT_CONTINUE_WATCHING_LIMIT = 24;

/** Continue watching keeps a position from 10 seconds on (access §9, the vod-plays event). */
export const MIN_POSITION_SECONDS = 10;

/** Where the viewer stopped a title, in seconds, as the player reports it. */
export interface ReportedPosition {
  vodId: number;
  stoppedTime: number;
  duration: number;
}

/**
 * Who reports a position: the profile, and its ceiling when the report comes with one (the
 * save call's session); a title above it is not there for a kids profile to keep a position on.
 */
export type PositionOwner = Pick<SessionContext, 'accountId' | 'profileId'> &
  Partial<Pick<SessionContext, 'maturityCeiling'>>;

/** Whether a reported position was kept. */
export type SaveOutcome = 'kept' | 'too-early' | 'no-duration' | 'no-such-title';

/** Whose positions count: the session's profile, and its ceiling if it is a kids profile. */
export type Viewer = Pick<SessionContext, 'accountId' | 'profileId' | 'maturityCeiling'>;

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
export function createWatchingService(
  progress: WatchProgressRepository,
  titles: TitleLoader,
  now: Clock = systemClock,
) {
  async function fillItems(viewer: Viewer, items: VodItem[]): Promise<VodItem[]> {
    if (items.length === 0) return items;
    return withPositions(items, await progress.positionsOf(viewer.profileId));
  }

  return {
    fillItems,

    /** Where the viewer's profile stopped titles, by title id: what fillItems fills in. */
    positions: (viewer: Viewer): Promise<Map<number, Progress>> =>
      progress.positionsOf(viewer.profileId),

    /**
     * Keeps where the viewer's profile stopped a title, from MIN_POSITION_SECONDS on; the latest
     * report wins. A position past the end counts as the end; one without a length (the
     * player had not read it yet) cannot be shown as progress, so it is not kept.
     */
    async savePosition(viewer: PositionOwner, position: ReportedPosition): Promise<SaveOutcome> {
      if (position.stoppedTime < MIN_POSITION_SECONDS) return 'too-early';
      if (!(position.duration >= 1)) return 'no-duration';
      const kept = await progress.saveProgress({
        accountId: viewer.accountId,
        profileId: viewer.profileId,
        vodId: position.vodId,
        stoppedTime: Math.min(position.stoppedTime, position.duration),
        duration: position.duration,
        at: now(),
        maturityCeiling: viewer.maturityCeiling ?? null,
      });
      return kept ? 'kept' : 'no-such-title';
    },

    /** The list with the viewer's positions filled in. */
    async fillList(viewer: Viewer, list: List<VodItem>): Promise<List<VodItem>> {
      return { ...list, items: await fillItems(viewer, list.items) };
    },

    /**
     * Titles the viewer has started and not finished, the most recently watched first; for a
     * kids profile, only those within its ceiling.
     */
    async continueWatching(
      viewer: Viewer,
      query: z.output<typeof pagedQuerySchema>,
      entitlements: Entitlements,
    ): Promise<List<VodItem>> {
      const page = query.page ?? 1;
      const limit = query.limit ?? DEFAULT_CONTINUE_WATCHING_LIMIT;
      const ceiling = viewer.maturityCeiling;
      const { rows, total } = await progress.unfinished(viewer.profileId, page, limit, ceiling);
      const items = await titles.vods(
        rows.map((row) => row.vodId),
        entitlements,
        ceiling,
      );
      return {
        items: withPositions(items, new Map(rows.map((row) => [row.vodId, row]))),
        pager: pager(page, limit, total),
      };
    },
  };
}

export type WatchingService = ReturnType<typeof createWatchingService>;
