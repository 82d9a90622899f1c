import type { StoredVodProfile, StoredVodProfiles } from '@/shared/storage/storage';

/** What a switch of viewing profile leaves in storage: the kept choices and the one in force. */
export interface VodProfileSwap {
  kept: StoredVodProfiles;
  current: StoredVodProfile | null;
}

/**
 * The playback-profile choice (`wecast-vod-profile`, catalogue §) belongs to a viewing profile:
 * on a switch from `from` to `to`, the current choice is kept as `from`'s and `to`'s own comes
 * back (none when it never chose). Switching to the same profile changes nothing.
 */
export function swapVodProfile(
  kept: StoredVodProfiles,
  current: StoredVodProfile | null,
  from: number,
  to: number,
): VodProfileSwap {
  if (from === to) return { kept, current };
  const { [String(to)]: restored = null, ...others } = kept;
  return { kept: { ...others, [String(from)]: current }, current: restored };
}
