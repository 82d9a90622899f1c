import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { adBannerEvents, adBannerImages, adBanners } from '../../../db/schema.js';
import type { AdBannerRow } from './ads-repository.js';

export type NewAdBannerRow = typeof adBanners.$inferInsert;

/** A banner with what viewers did with it. */
export interface CountedBannerRow extends AdBannerRow {
  impressions: number;
  clicks: number;
  closes: number;
}

/** The SQL of the studio's banner pages: banners with their counts, and their changes. */
export function createStudioAdsRepository(db: Db) {
  const counts = db
    .select({
      bannerId: adBannerEvents.bannerId,
      impressions:
        sql<number>`count(*) filter (where not ${adBannerEvents.clicked} and not ${adBannerEvents.closed})`.as(
          'impressions',
        ),
      clicks: sql<number>`count(*) filter (where ${adBannerEvents.clicked})`.as('clicks'),
      closes: sql<number>`count(*) filter (where ${adBannerEvents.closed})`.as('closes'),
    })
    .from(adBannerEvents)
    .groupBy(adBannerEvents.bannerId)
    .as('counts');

  const counted = () =>
    db
      .select({
        banner: adBanners,
        impressions: sql<number>`coalesce(${counts.impressions}, 0)`.mapWith(Number),
        clicks: sql<number>`coalesce(${counts.clicks}, 0)`.mapWith(Number),
        closes: sql<number>`coalesce(${counts.closes}, 0)`.mapWith(Number),
      })
      .from(adBanners)
      .leftJoin(counts, eq(counts.bannerId, adBanners.id));

  const flatten = (row: {
    banner: AdBannerRow;
    impressions: number;
    clicks: number;
    closes: number;
  }): CountedBannerRow => ({
    ...row.banner,
    impressions: row.impressions,
    clicks: row.clicks,
    closes: row.closes,
  });

  return {
    /** A page of banners, box by box in the order apps show them, and how many in all. */
    async page(
      boxPosition: string | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: CountedBannerRow[]; total: number }> {
      const where = boxPosition === undefined ? undefined : eq(adBanners.boxPosition, boxPosition);
      const [rows, [total]] = await Promise.all([
        counted()
          .where(where)
          .orderBy(
            asc(adBanners.boxPosition),
            asc(adBanners.position),
            desc(adBanners.createdAt),
            asc(adBanners.id),
          )
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(adBanners).where(where),
      ]);
      return { rows: rows.map(flatten), total: total?.total ?? 0 };
    },

    async byId(id: string): Promise<CountedBannerRow | undefined> {
      const [row] = await counted().where(eq(adBanners.id, id)).limit(1);
      return row && flatten(row);
    },

    async insert(row: NewAdBannerRow): Promise<void> {
      await db.insert(adBanners).values(row);
    },

    /** Changes a banner's fields; says whether there was such a banner. */
    async update(id: string, fields: Partial<NewAdBannerRow>): Promise<boolean> {
      const changed = await db
        .update(adBanners)
        .set(fields)
        .where(eq(adBanners.id, id))
        .returning({ id: adBanners.id });
      return changed.length > 0;
    },

    /** Stores a banner's uploaded image and points the banner at it. */
    async saveImage(
      id: string,
      image: { contentType: string; digest: string; bytes: Buffer },
      imagePath: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(adBannerImages)
          .values({ bannerId: id, ...image })
          .onConflictDoUpdate({ target: adBannerImages.bannerId, set: image });
        await tx.update(adBanners).set({ imagePath }).where(eq(adBanners.id, id));
      });
    },

    /** Forgets a banner's uploaded image and points it at `imagePath` (its generated art). */
    async removeImage(id: string, imagePath: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(adBannerImages).where(eq(adBannerImages.bannerId, id));
        await tx.update(adBanners).set({ imagePath }).where(eq(adBanners.id, id));
      });
    },

    /** Deletes a banner and its events; says whether there was such a banner. */
    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(adBanners)
        .where(eq(adBanners.id, id))
        .returning({ id: adBanners.id });
      return removed.length > 0;
    },
  };
}

export type StudioAdsRepository = ReturnType<typeof createStudioAdsRepository>;
