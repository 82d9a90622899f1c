import { vodItemSchema, type VodItem } from '@marquee/contract';

/** The query parameter that opens the player on a details route (`/movies/3?play`). */
export const PLAY_PARAM = 'play';

/** What a Play button carries in navigation state (spec: access §2, "Playing content"). */
export interface PlayNavigationState {
  item: VodItem;
  /** Where the player was opened from; leaving the player returns there. */
  originRoute: string;
  /** Whether the parental PIN was already entered for this item. */
  pinEntered: boolean;
}

/** Reads the play state out of navigation state, or null when it is missing or malformed. */
export function readPlayState(state: unknown): PlayNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { item, originRoute, pinEntered } = state as Record<string, unknown>;
  const parsed = vodItemSchema.safeParse(item);
  if (!parsed.success || typeof originRoute !== 'string') return null;
  return { item: parsed.data, originRoute, pinEntered: pinEntered === true };
}

/** Where a Play button goes: the item's details route with `?play`, and the state to carry. */
export function playTarget(item: VodItem, originRoute: string, detailsPath: string) {
  const state: PlayNavigationState = { item, originRoute, pinEntered: false };
  return { to: { pathname: detailsPath, search: `?${PLAY_PARAM}` }, state };
}
