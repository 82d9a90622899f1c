import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type VideoCampaignBody, studioApi } from '@marquee/contract';
import { studioAnswer, studioRequest } from '@/api/studio-api';
import { adsKeys } from './ads-queries';

/** Makes a campaign (no id) or changes one; the campaigns are read again after. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: VideoCampaignBody }) =>
      id === undefined
        ? studioAnswer(studioApi.createVideoCampaign, { body })
        : studioAnswer(studioApi.changeVideoCampaign, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.campaigns() }),
  });
}

/** Deletes a campaign; the campaigns are read again after. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => studioRequest(studioApi.deleteVideoCampaign, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.campaigns() }),
  });
}
