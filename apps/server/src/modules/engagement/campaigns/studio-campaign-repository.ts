import { desc, eq, inArray } from 'drizzle-orm';
import type { TitleChoice } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import { shows, videoCampaignTargets, videoCampaigns, vods } from '../../../db/schema.js';
import type { CampaignRow } from './campaign-repository.js';

export type NewCampaignRow = Omit<typeof videoCampaigns.$inferInsert, 'id' | 'createdAt'>;

/** A campaign with the movies, episodes and shows it targets. */
export interface TargetedCampaign extends CampaignRow {
  vods: TitleChoice[];
  shows: TitleChoice[];
}

export interface CampaignTargets {
  vodIds: number[];
  showIds: number[];
}

/** The SQL of the studio's video campaigns and their targets. */
export function createStudioCampaignRepository(db: Db) {
  async function withTargets(rows: CampaignRow[]): Promise<TargetedCampaign[]> {
    if (rows.length === 0) return [];
    const targets = await db
      .select({
        campaignId: videoCampaignTargets.campaignId,
        vodId: vods.id,
        vodTitle: vods.title,
        vodYear: vods.year,
        showId: shows.id,
        showTitle: shows.title,
        showYear: shows.year,
      })
      .from(videoCampaignTargets)
      .leftJoin(vods, eq(vods.id, videoCampaignTargets.vodId))
      .leftJoin(shows, eq(shows.id, videoCampaignTargets.showId))
      .where(
        inArray(
          videoCampaignTargets.campaignId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(videoCampaignTargets.id);
    return rows.map((row) => {
      const own = targets.filter((target) => target.campaignId === row.id);
      return {
        ...row,
        vods: own.flatMap(({ vodId, vodTitle, vodYear }) =>
          vodId === null || vodTitle === null
            ? []
            : [{ id: vodId, title: vodTitle, year: vodYear }],
        ),
        shows: own.flatMap(({ showId, showTitle, showYear }) =>
          showId === null || showTitle === null
            ? []
            : [{ id: showId, title: showTitle, year: showYear }],
        ),
      };
    });
  }

  const targetRows = (campaignId: number, targets: CampaignTargets) => [
    ...targets.vodIds.map((vodId) => ({ campaignId, vodId })),
    ...targets.showIds.map((showId) => ({ campaignId, showId })),
  ];

  return {
    /** Every campaign, newest first. */
    async all(): Promise<TargetedCampaign[]> {
      return withTargets(await db.select().from(videoCampaigns).orderBy(desc(videoCampaigns.id)));
    },

    async byId(id: number): Promise<TargetedCampaign | undefined> {
      const rows = await db.select().from(videoCampaigns).where(eq(videoCampaigns.id, id));
      return (await withTargets(rows))[0];
    },

    /** The first of `ids` that is no movie or episode, if any. */
    async missingVod(ids: number[]): Promise<number | undefined> {
      if (ids.length === 0) return undefined;
      const found = await db.select({ id: vods.id }).from(vods).where(inArray(vods.id, ids));
      const known = new Set(found.map((row) => row.id));
      return ids.find((id) => !known.has(id));
    },

    /** The first of `ids` that is no show, if any. */
    async missingShow(ids: number[]): Promise<number | undefined> {
      if (ids.length === 0) return undefined;
      const found = await db.select({ id: shows.id }).from(shows).where(inArray(shows.id, ids));
      const known = new Set(found.map((row) => row.id));
      return ids.find((id) => !known.has(id));
    },

    async insert(row: NewCampaignRow, targets: CampaignTargets): Promise<number> {
      return db.transaction(async (tx) => {
        const [made] = await tx
          .insert(videoCampaigns)
          .values(row)
          .returning({ id: videoCampaigns.id });
        const rows = targetRows(made!.id, targets);
        if (rows.length > 0) await tx.insert(videoCampaignTargets).values(rows);
        return made!.id;
      });
    },

    /** Replaces a campaign's fields and targets; says whether there was such a campaign. */
    async replace(id: number, row: NewCampaignRow, targets: CampaignTargets): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(videoCampaigns)
          .set(row)
          .where(eq(videoCampaigns.id, id))
          .returning({ id: videoCampaigns.id });
        if (changed.length === 0) return false;
        await tx.delete(videoCampaignTargets).where(eq(videoCampaignTargets.campaignId, id));
        const rows = targetRows(id, targets);
        if (rows.length > 0) await tx.insert(videoCampaignTargets).values(rows);
        return true;
      });
    },

    /** Deletes a campaign with its targets; says whether there was such a campaign. */
    async remove(id: number): Promise<boolean> {
      const removed = await db
        .delete(videoCampaigns)
        .where(eq(videoCampaigns.id, id))
        .returning({ id: videoCampaigns.id });
      return removed.length > 0;
    },
  };
}

export type StudioCampaignRepository = ReturnType<typeof createStudioCampaignRepository>;
