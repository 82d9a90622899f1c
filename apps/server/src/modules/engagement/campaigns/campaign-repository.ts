import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { videoCampaignTargets, videoCampaigns, vods } from '../../../db/schema.js';

export type CampaignRow = typeof videoCampaigns.$inferSelect;

/** How closely a campaign targets a title: the title itself, its show, or every title. */
export type CampaignReach = 'title' | 'show' | 'all';

/** The SQL of video campaigns (adverts) and the titles they play on. */
export function createCampaignRepository(db: Db) {
  return {
    /** The movie or episode with its show, or undefined when there is no such title. */
    async findTitle(vodId: number): Promise<{ id: number; showId: number | null } | undefined> {
      const [row] = await db
        .select({ id: vods.id, showId: vods.showId })
        .from(vods)
        .where(eq(vods.id, vodId))
        .limit(1);
      return row;
    },

    /** Active campaigns that play on the title, each with how closely it targets it. */
    async activeFor(title: {
      id: number;
      showId: number | null;
    }): Promise<{ campaign: CampaignRow; reach: CampaignReach }[]> {
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
          ),
        );
      const everywhere = db
        .select()
        .from(videoCampaigns)
        .where(and(eq(videoCampaigns.active, true), eq(videoCampaigns.allTitles, true)));
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
