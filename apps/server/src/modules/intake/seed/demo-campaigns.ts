// The demo's video adverts (access §2, Video adverts): two advert clips made by
// scripts/make-media.sh, played on a few titles so every play rule can be seen.
import { videoCampaignTargets, videoCampaigns } from '../../../db/schema.js';
import type { DemoCatalogue } from './demo-catalogue.js';
import { filmProfiles } from './demo-profiles.js';
import type { SeededIds } from './seed-curation.js';
import type { Tx } from './seed-transaction.js';

export const DEMO_ADVERTS = {
  /** ~8 s, green and blue, "Your Brand Here". */
  brand: '/media/vod/advert/master.m3u8',
  /** ~6 s, magenta and orange, "Special Offer". */
  offer: '/media/vod/advert-offer/master.m3u8',
} as const;

/** Where the demo's adverts play, by position in the demo catalogue. */
export interface DemoCampaignPlan {
  /** Films with an advert at the start (rule 1), the middle (rule 3) and the end (rule 2). */
  everyRuleFilm: number;
  /** A film with a mid-roll advert only. */
  midRollFilm: number;
  /** A show whose episodes have a mid-roll and an end advert (rule 2, and the last episode). */
  show: number;
}

/**
 * Films from the eighth newest on, so the newest films (which the home page leads with) play
 * straight away: the first two that play at once (one profile, included in the subscription,
 * no parental PIN). The show is the second, or the only one.
 */
export function planDemoCampaigns(catalogue: DemoCatalogue): DemoCampaignPlan {
  const newestFirst = catalogue.films
    .map((film, index) => ({ film, index }))
    .sort((a, b) => b.film.created_at.getTime() - a.film.created_at.getTime() || a.index - b.index);
  const playsAtOnce = newestFirst.slice(7).filter(({ film, index }) => {
    const profiles = filmProfiles(index);
    return (
      profiles.length === 1 &&
      profiles[0]!.businessModel === 'svod' &&
      !film.parental_rating.require_pin
    );
  });
  const [first, second] = playsAtOnce;
  if (!first || !second) throw new Error('the demo catalogue is too small for its adverts');
  return {
    everyRuleFilm: first.index,
    midRollFilm: second.index,
    show: Math.min(1, catalogue.shows.length - 1),
  };
}

/** The demo's campaigns and the titles they play on. */
export async function insertDemoCampaigns(
  tx: Tx,
  plan: DemoCampaignPlan,
  ids: SeededIds,
): Promise<void> {
  const everyRuleFilm = ids.films[plan.everyRuleFilm]!;
  const midRollFilm = ids.films[plan.midRollFilm]!;
  const showId = ids.shows[plan.show]!;
  const lastSeason = ids.episodes[plan.show]!.at(-1)!;
  const lastEpisode = lastSeason.at(-1)!;

  const campaigns = [
    {
      name: 'Brand pre-roll',
      playRules: 1,
      midRollTime: null,
      displayDuration: 5,
      videoUrl: DEMO_ADVERTS.brand,
      targets: [{ vodId: everyRuleFilm }, { vodId: lastEpisode }],
    },
    {
      name: 'Offer mid-roll',
      playRules: 3,
      midRollTime: 12,
      displayDuration: 3,
      videoUrl: DEMO_ADVERTS.offer,
      targets: [{ vodId: everyRuleFilm }, { vodId: midRollFilm }],
    },
    {
      name: 'Series mid-roll',
      playRules: 3,
      midRollTime: 10,
      displayDuration: 3,
      videoUrl: DEMO_ADVERTS.brand,
      targets: [{ showId }],
    },
    {
      name: 'Offer end-roll',
      playRules: 2,
      midRollTime: null,
      displayDuration: 4,
      videoUrl: DEMO_ADVERTS.offer,
      targets: [{ vodId: everyRuleFilm }, { showId }],
    },
  ];
  for (const { targets, ...campaign } of campaigns) {
    const [row] = await tx
      .insert(videoCampaigns)
      .values(campaign)
      .returning({ id: videoCampaigns.id });
    await tx
      .insert(videoCampaignTargets)
      .values(targets.map((target) => ({ campaignId: row!.id, ...target })));
  }
}
