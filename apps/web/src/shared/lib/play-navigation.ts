import { vodItemSchema, type VodItem, type VodProfile } from '@marquee/contract';

/** The query parameter that opens the player on a details route (`/movies/3?play`). */
export const PLAY_PARAM = 'play';

/** What a Play button carries in navigation state (spec: access §2, "Playing content"). */
export interface PlayNavigationState {
  item: VodItem;
  /** Where the player was opened from; leaving the player returns there. */
  originRoute: string;
  /** Whether the parental PIN was already entered for this item. */
  pinEntered: boolean;
  /** The profile the Play flow chose (saved, single or picked); absent when none was chosen. */
  profileId?: number;
}

/** Reads the play state out of navigation state, or null when it is missing or malformed. */
export function readPlayState(state: unknown): PlayNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { item, originRoute, pinEntered, profileId } = state as Record<string, unknown>;
  const parsed = vodItemSchema.safeParse(item);
  if (!parsed.success || typeof originRoute !== 'string') return null;
  const read: PlayNavigationState = {
    item: parsed.data,
    originRoute,
    pinEntered: pinEntered === true,
  };
  if (typeof profileId === 'number' && Number.isInteger(profileId)) read.profileId = profileId;
  return read;
}

/** The profile a play request chose, if it is one of the item's subscribed profiles. */
export function chosenPlayProfile(state: PlayNavigationState): VodProfile | null {
  if (state.profileId === undefined) return null;
  const profile = state.item.movie_source.profiles.find(({ id }) => id === state.profileId);
  return profile?.subscribed ? profile : null;
}

/** Where a Play button goes: the item's details route with `?play`, and the state to carry. */
export function playTarget(
  item: VodItem,
  originRoute: string,
  detailsPath: string,
  chosen: { profileId?: number; pinEntered?: boolean } = {},
) {
  const state: PlayNavigationState = { item, originRoute, pinEntered: chosen.pinEntered ?? false };
  if (chosen.profileId !== undefined) state.profileId = chosen.profileId;
  return { to: { pathname: detailsPath, search: `?${PLAY_PARAM}` }, state };
}

/** The query parameter that opens a title's trailer on its details route (`/tv-shows/4?trailer`). */
export const TRAILER_PARAM = 'trailer';

/** What the trailer player needs from navigation state: any title with a trailer. */
export interface TrailerNavigationState {
  title: string;
  url: string;
  originRoute: string;
}

/** Reads a trailer request out of navigation state (`{ item, originRoute }`), or null. */
export function readTrailerState(state: unknown): TrailerNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { item, originRoute } = state as { item?: unknown; originRoute?: unknown };
  if (typeof item !== 'object' || item === null || typeof originRoute !== 'string') return null;
  const { title, trailer_source } = item as { title?: unknown; trailer_source?: unknown };
  const url = (trailer_source as { url?: unknown } | null | undefined)?.url;
  if (typeof title !== 'string' || typeof url !== 'string' || !url) return null;
  return { title, url, originRoute };
}
