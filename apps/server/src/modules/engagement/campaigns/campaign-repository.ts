import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import { videoCampaignTargets, videoCampaigns, vods } from '../../../db/schema.js';

export type CampaignRow = typeof videoCampaigns.$inferSelect;

/** How closely a campaign targets a title: the title itself, its show, or every title. */
export type CampaignReach = 'title' | 'show' | 'all';

/** A title adverts play on: the movie or episode, its show, and its parental rating. */
export interface CampaignTitle {
  id: number;
  showId: number | null;
  parentalCode: string | null;
}

/**
 * The condition that every title and show the campaign targets is rated within a kids
 * profile's ceiling: a campaign aimed at anything above it is that thing's advert. A target
 * whose rating is unknown (or gone) is not within.
 */
const targetsWithin = (ceiling: string) => sql`not exists (
  select 1 from video_campaign_targets target
  left join vods on vods.id = target.vod_id
  left join shows on shows.id = target.show_id
  where target.campaign_id = ${videoCampaigns.id}
    and (${withinMaturity(sql`coalesce(vods.parental_code, shows.parental_code)`, ceiling)}) is not true
)`;

/** The SQL of video campaigns (adverts) and the titles they play on. */
export function createCampaignRepository(db: Db) {
  return {
    /** The movie or episode with its show, or undefined when there is no such title. */
    async findTitle(vodId: number): Promise<CampaignTitle | undefined> {
      const [row] = await db
        .select({ id: vods.id, showId: vods.showId, parentalCode: vods.parentalCode })
        .from(vods)
        .where(eq(vods.id, vodId))
        .limit(1);
      return row;
    },

    /**
     * Active campaigns that play on the title, each with how closely it targets it. For a kids
     * profile (`ceiling`), only campaigns whose every target is within its ceiling: one that
     * plays on every title tells no audience, so it plays on none of a kids profile's.
     */
    async activeFor(
      title: Pick<CampaignTitle, 'id' | 'showId'>,
      ceiling: string | null,
    ): Promise<{ campaign: CampaignRow; reach: CampaignReach }[]> {
      const targeted = db
        .select({ campaign: videoCampaigns, target: videoCampaignTargets })
        .from(videoCampaigns)
        .innerJoin(videoCampaignTargets, eq(videoCampaignTargets.campaignId, videoCampaigns.id))
        .where(
          and(
            eq(videoCampaigns.active, true),
            or(
              eq(videoCampaignTargets.vodId, title.id),
              title.showId === null ? undefined : eq(videoCampaignTargets.showId, title.showId),
            ),
            ceiling === null ? undefined : targetsWithin(ceiling),
          ),
        );
      const everywhere =
        ceiling === null
          ? db
              .select()
              .from(videoCampaigns)
              .where(and(eq(videoCampaigns.active, true), eq(videoCampaigns.allTitles, true)))
          : Promise.resolve([]);
      const [targetedRows, everywhereRows] = await Promise.all([targeted, everywhere]);
      return [
        ...targetedRows.map(
          ({ campaign, target }): { campaign: CampaignRow; reach: CampaignReach } => ({
            campaign,
            reach: target.vodId !== null ? 'title' : 'show',
          }),
        ),
        ...everywhereRows.map((campaign) => ({ campaign, reach: 'all' as const })),
      ];
    },
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
