import { type VideoCampaignBody, studioApi } from '@marquee/contract';
import { studioAnswer, studioRequest } from '@/api/studio-api';
import { adsKeys } from './ads-queries';
import { useAdsChange } from './use-ads-change';

/** Makes a campaign (no id) or changes one; the campaigns are read again after. */
export const useSaveCampaign = () =>
  useAdsChange(
    ({ id, body }: { id?: number | undefined; body: VideoCampaignBody }) =>
      id === undefined
        ? studioAnswer(studioApi.createVideoCampaign, { body })
        : studioAnswer(studioApi.changeVideoCampaign, { params: { id }, body }),
    adsKeys.campaigns(),
  );

/** Deletes a campaign; the campaigns are read again after. */
export const useDeleteCampaign = () =>
  useAdsChange(
    (id: number) => studioRequest(studioApi.deleteVideoCampaign, { params: { id } }),
    adsKeys.campaigns(),
  );
