import { ItemType, type VodItem } from '@marquee/contract';

/** What leaving the player does: close in place, step back in history, or go to a page. */
export type LeaveAction = { kind: 'close' } | { kind: 'back' } | { kind: 'navigate'; to: string };

export interface LeaveContext {
  playerSize: 'maximize' | 'minimize';
  /** The URL now (path and query) and the one the player opened at. */
  currentUrl: string;
  openedAt: string | null;
  originRoute: string | null;
  item: Pick<VodItem, 'type' | 'multi_event_vod_id'> | null;
  /** Whether history has an entry before this one in the app. */
  canGoBack: boolean;
}

/**
 * Leaving the player by the four rules of spec access §2: a minimised player on another page
 * just closes; otherwise back to the origin route; without one, an episode goes to its show;
 * else the previous page, or home. When the player's own entry sits right after its origin,
 * stepping back lands there and keeps history clean.
 */
export function leaveDestination(context: LeaveContext): LeaveAction {
  const { playerSize, currentUrl, openedAt, originRoute, item, canGoBack } = context;
  if (playerSize === 'minimize' && currentUrl !== openedAt) return { kind: 'close' };
  if (originRoute) {
    return canGoBack && currentUrl === openedAt
      ? { kind: 'back' }
      : { kind: 'navigate', to: originRoute };
  }
  if (item?.type === ItemType.episode && item.multi_event_vod_id !== null) {
    return { kind: 'navigate', to: `/tv-shows/${item.multi_event_vod_id}` };
  }
  return canGoBack ? { kind: 'back' } : { kind: 'navigate', to: '/' };
}
