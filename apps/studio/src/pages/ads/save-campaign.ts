import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type VideoCampaignBody } from '@marquee/contract';
import { studioAnswer, studioRequest } from '@/api/studio-api';
import { adsKeys } from './ads-queries';

/** Makes a campaign (no id) or changes one; the campaigns are read again after. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: VideoCampaignBody }) =>
      id === undefined
        ? studioAnswer(api.studio.createVideoCampaign, { body })
        : studioAnswer(api.studio.changeVideoCampaign, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.campaigns() }),
  });
}

/** Deletes a campaign; the campaigns are read again after. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => studioRequest(api.studio.deleteVideoCampaign, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.campaigns() }),
  });
}
