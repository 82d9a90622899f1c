import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdBannerBody, studioApi } from '@marquee/contract';
import { studioAnswer, studioRequest } from '@/api/studio-api';
import { adsKeys } from './ads-queries';

/** Makes a banner (no id) or changes one; the banner lists are read again after. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AdBannerBody }) =>
      id === undefined
        ? studioAnswer(studioApi.createAdBanner, { body })
        : studioAnswer(studioApi.changeAdBanner, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.banners() }),
  });
}

/** Deletes a banner; the banner lists are read again after. */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => studioRequest(studioApi.deleteAdBanner, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.banners() }),
  });
}
