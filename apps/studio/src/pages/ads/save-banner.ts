import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AdBannerBody } from '@marquee/contract';
import { studioAnswer, studioRequest } from '@/api/studio-api';
import { adsKeys } from './ads-queries';

/** Makes a banner (no id) or changes one; the banner lists are read again after. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AdBannerBody }) =>
      id === undefined
        ? studioAnswer(api.studio.createAdBanner, { body })
        : studioAnswer(api.studio.changeAdBanner, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.banners() }),
  });
}

/** Deletes a banner; the banner lists are read again after. */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => studioRequest(api.studio.deleteAdBanner, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.banners() }),
  });
}
