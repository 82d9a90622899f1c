import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { adBannerEvents, adBannerImages, adBanners } from '../../../db/schema.js';

export type AdBannerRow = typeof adBanners.$inferSelect;
export type AdBannerEventRow = typeof adBannerEvents.$inferInsert;

/** The SQL of ad banners and what viewers did with them. */
export function createAdsRepository(db: Db) {
  return {
    /**
     * The box's active banners whose schedule, if any, includes `at`, in position order; a
     * newer banner goes before an older one of the same position.
     */
    async activeBanners(boxPosition: string, at: Date): Promise<AdBannerRow[]> {
      return db
        .select()
        .from(adBanners)
        .where(
          and(
            eq(adBanners.boxPosition, boxPosition),
            eq(adBanners.active, true),
            or(isNull(adBanners.startsAt), lte(adBanners.startsAt, at)),
            or(isNull(adBanners.endsAt), gt(adBanners.endsAt, at)),
          ),
        )
        .orderBy(asc(adBanners.position), desc(adBanners.createdAt), asc(adBanners.id));
    },

    /** The banner's text, for its generated image; inactive banners keep their image. */
    async bannerTitle(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ title: adBanners.title })
        .from(adBanners)
        .where(eq(adBanners.id, id))
        .limit(1);
      return row?.title;
    },

    async bannerExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: adBanners.id })
        .from(adBanners)
        .where(eq(adBanners.id, id))
        .limit(1);
      return row !== undefined;
    },

    /** A banner's uploaded image, to serve. */
    async image(
      id: string,
    ): Promise<{ contentType: string; digest: string; bytes: Buffer } | undefined> {
      const [row] = await db
        .select({
          contentType: adBannerImages.contentType,
          digest: adBannerImages.digest,
          bytes: adBannerImages.bytes,
        })
        .from(adBannerImages)
        .where(eq(adBannerImages.bannerId, id))
        .limit(1);
      return row;
    },
    async insertEvent(event: AdBannerEventRow): Promise<void> {
      await db.insert(adBannerEvents).values(event);
    },
  };
}

export type AdsRepository = ReturnType<typeof createAdsRepository>;
