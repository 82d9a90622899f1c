import { type AdBannerBody, studioApi } from '@marquee/contract';
import { studioAnswer, studioRequest } from '@/api/studio-api';
import { adsKeys } from './ads-queries';
import { useAdsChange } from './use-ads-change';

/** Makes a banner (no id) or changes one; the banner lists are read again after. */
export const useSaveBanner = () =>
  useAdsChange(
    ({ id, body }: { id?: string | undefined; body: AdBannerBody }) =>
      id === undefined
        ? studioAnswer(studioApi.createAdBanner, { body })
        : studioAnswer(studioApi.changeAdBanner, { params: { id }, body }),
    adsKeys.banners(),
  );

/** Deletes a banner; the banner lists are read again after. */
export const useDeleteBanner = () =>
  useAdsChange(
    (id: string) => studioRequest(studioApi.deleteAdBanner, { params: { id } }),
    adsKeys.banners(),
  );
