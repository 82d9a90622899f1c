import type { AdBanner, AdsBannerEvent, BoxPosition } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import type { AdsRepository, AdBannerRow } from './ads-repository.js';

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

/** Ad banners per box position, and the impressions, clicks and closes the socket reports. */
export function createAdsService(ads: AdsRepository, now: Clock) {
  return {
    async list(boxPosition: BoxPosition): Promise<AdBanner[]> {
      return (await ads.activeBanners(boxPosition, now())).map(presentBanner);
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
