import { PlayRule, type VideoCampaign } from '@marquee/contract';

/** The three points of a title where an advert may play (spec: access §4, Video adverts). */
export type AdvertPoint = 'start' | 'middle' | 'end';

/** Which points already had their advert: each plays at most once per opening. */
export type AdvertFlags = Record<AdvertPoint, boolean>;

export const NO_ADVERTS_WATCHED: AdvertFlags = { start: false, middle: false, end: false };

/** The advert countdown goes down by 1 per tick of 1 s. */
export const ADVERT_TICK_MS = 1000;

const RULE_OF_POINT: Record<AdvertPoint, PlayRule> = {
  start: PlayRule.start,
  middle: PlayRule.middle,
  end: PlayRule.end,
};

/** Where the content is: about to start, playing at a time, or at its end (or Next). */
export type PlaybackMoment =
  { at: 'start' } | { at: 'progress'; currentTime: number } | { at: 'end' };

/** A campaign due at a point. */
export interface DueAdvert {
  point: AdvertPoint;
  campaign: VideoCampaign;
}

/**
 * The advert to play now, if any: rule 1 before the content, rule 3 once progress reaches
 * mid_roll_time, rule 2 at the end (of a film, or of an episode before the next one or as the
 * last one). A point whose flag is set never plays again.
 */
export function dueAdvert(
  campaigns: readonly VideoCampaign[],
  moment: PlaybackMoment,
  watched: AdvertFlags,
): DueAdvert | null {
  const point: AdvertPoint =
    moment.at === 'start' ? 'start' : moment.at === 'end' ? 'end' : 'middle';
  if (watched[point]) return null;
  const campaign = campaigns.find((candidate) => {
    if (candidate.play_rules !== RULE_OF_POINT[point]) return false;
    if (moment.at !== 'progress') return true;
    return candidate.mid_roll_time !== null && moment.currentTime >= candidate.mid_roll_time;
  });
  return campaign ? { point, campaign } : null;
}

/** Sets the flag of a point whose advert has played. */
export function markAdvertWatched(watched: AdvertFlags, point: AdvertPoint): AdvertFlags {
  return { ...watched, [point]: true };
}

/** The countdown after one tick: down by 1, never below 0. */
export function advertCountdownAfterTick(remaining: number): number {
  return Math.max(0, remaining - 1);
}

/** The skip button is enabled once the countdown reaches 0. */
export function canSkipAdvert(remaining: number): boolean {
  return remaining <= 0;
}
