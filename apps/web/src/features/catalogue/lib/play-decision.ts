import type { VodItem, VodProfile } from '@marquee/contract';
import type { StoredVodProfile } from '@/shared/storage/storage';

/** The saved profile name that means "ask every time" (catalogue §3, Local storage). */
export const AUTO_PROFILE_NAME = 'Auto';

/** What pressing Play leads to, by the five steps of catalogue §4 "Playing a movie or episode". */
export type PlayDecision =
  | { kind: 'subscription-expired' }
  | { kind: 'not-rented' }
  | { kind: 'ask-parental-pin' }
  | { kind: 'play'; profile: VodProfile }
  | { kind: 'choose-profile'; profiles: VodProfile[] };

export interface PlayContext {
  subscriptionExpired: boolean;
  /** The profile kept under `wecast-vod-profile`, if any. */
  savedProfile: StoredVodProfile | null;
  /** The parental PIN was already entered for this title. */
  pinEntered: boolean;
}

/** The item's profiles the viewer may play with. */
export function subscribedProfiles(item: VodItem): VodProfile[] {
  return item.movie_source.profiles.filter((profile) => profile.subscribed);
}

/**
 * The saved profile among the subscribed ones. Profile ids belong to one title, so the saved
 * choice is matched by name (SD, HD…); "Auto" matches nothing, which means ask.
 */
export function savedSubscribedProfile(
  subscribed: VodProfile[],
  saved: StoredVodProfile | null,
): VodProfile | null {
  if (!saved || saved.name === AUTO_PROFILE_NAME) return null;
  return subscribed.find((profile) => profile.name === saved.name) ?? null;
}

/**
 * Decides what Play does: 1. an expired subscription stops with the warning; 2. no subscribed
 * profile is "not rented"; 4. a title that requires the PIN asks for it unless it was entered;
 * 3. then the saved profile, or the only subscribed one, plays at once; 5. otherwise the viewer
 * chooses among the subscribed profiles.
 */
export function decidePlay(item: VodItem, context: PlayContext): PlayDecision {
  if (context.subscriptionExpired) return { kind: 'subscription-expired' };
  const subscribed = subscribedProfiles(item);
  if (subscribed.length === 0) return { kind: 'not-rented' };
  if (item.parental_rating?.require_pin === true && !context.pinEntered) {
    return { kind: 'ask-parental-pin' };
  }
  const saved = savedSubscribedProfile(subscribed, context.savedProfile);
  if (saved) return { kind: 'play', profile: saved };
  if (subscribed.length === 1) return { kind: 'play', profile: subscribed[0]! };
  return { kind: 'choose-profile', profiles: subscribed };
}
