import type { AdBanner, AdsBannerEvent, BoxPosition } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import type { AdsRepository, AdBannerRow } from './ads-repository.js';
import { bannerTarget } from './banner-target.js';

/** Where the generated image of a banner is served. */
export const bannerImagePath = (id: string) => `/media/art/banner/${id}.svg`;

export function presentBanner(row: AdBannerRow): AdBanner {
  return {
    mongo_id: row.id,
    box_position: row.boxPosition as BoxPosition,
    ads_file: { original: row.imagePath },
    target_url: row.targetUrl,
    title: row.title,
  };
}

/**
 * The banners a kids profile (`ceiling`) is shown: none that leads to a title or channel above
 * its ceiling (or one gone, whose rating is not known). A banner leading elsewhere, or nowhere,
 * advertises no title: it shows.
 */
async function shownWithin(
  ads: AdsRepository,
  banners: AdBannerRow[],
  ceiling: string | null,
): Promise<AdBannerRow[]> {
  if (ceiling === null) return banners;
  const targets = banners.map((banner) => bannerTarget(banner.targetUrl));
  const within = await ads.targetsWithin(
    targets.filter((target) => target !== undefined),
    ceiling,
  );
  return banners.filter((_, index) => {
    const target = targets[index];
    return target === undefined || within.has(`${target.kind}:${target.id}`);
  });
}

/** Ad banners per box position, and the impressions, clicks and closes the socket reports. */
export function createAdsService(ads: AdsRepository, now: Clock) {
  return {
    /** The box's banners; for a kids profile, those that lead to nothing above its ceiling. */
    async list(boxPosition: BoxPosition, ceiling: string | null): Promise<AdBanner[]> {
      const banners = await ads.activeBanners(boxPosition, now());
      return (await shownWithin(ads, banners, ceiling)).map(presentBanner);
    },

    /**
     * Stores a click or a close of a known banner, or (neither) an impression; says whether
     * it was stored.
     */
    async recordBannerEvent(accountId: number, event: AdsBannerEvent): Promise<boolean> {
      if (!(await ads.bannerExists(event.mongo_id))) return false;
      await ads.insertEvent({
        bannerId: event.mongo_id,
        accountId,
        clicked: event.clicked,
        closed: event.closed,
        occurredAt: now(),
      });
      return true;
    },

    bannerTitle: (id: string) => ads.bannerTitle(id),
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
