import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import {
  adBannerEvents,
  adBannerImages,
  adBanners,
  channels,
  seasons,
  shows,
  vods,
} from '../../../db/schema.js';
import type { BannerTarget } from './banner-target.js';

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

    /**
     * Which of these targets a kids profile's ceiling lets through, as `kind:id`: the titles,
     * shows (a season: its show's rating) and channels rated within it.
     */
    async targetsWithin(targets: BannerTarget[], ceiling: string): Promise<Set<string>> {
      const idsOf = (kind: BannerTarget['kind']) =>
        targets.filter((target) => target.kind === kind).map((target) => target.id);
      const within = async (
        kind: BannerTarget['kind'],
        read: (ids: number[]) => Promise<{ id: number }[]>,
      ) => {
        const ids = idsOf(kind);
        return ids.length === 0 ? [] : (await read(ids)).map(({ id }) => `${kind}:${id}`);
      };
      const found = await Promise.all([
        within('vod', (ids) =>
          db
            .select({ id: vods.id })
            .from(vods)
            .where(and(inArray(vods.id, ids), withinMaturity(vods.parentalCode, ceiling))),
        ),
        within('show', (ids) =>
          db
            .select({ id: shows.id })
            .from(shows)
            .where(and(inArray(shows.id, ids), withinMaturity(shows.parentalCode, ceiling))),
        ),
        within('season', (ids) =>
          db
            .select({ id: seasons.id })
            .from(seasons)
            .innerJoin(shows, eq(shows.id, seasons.showId))
            .where(and(inArray(seasons.id, ids), withinMaturity(shows.parentalCode, ceiling))),
        ),
        within('channel', (ids) =>
          db
            .select({ id: channels.id })
            .from(channels)
            .where(and(inArray(channels.id, ids), withinMaturity(channels.parentalCode, ceiling))),
        ),
      ]);
      return new Set(found.flat());
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
