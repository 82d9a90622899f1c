import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RentVodBody } from '@marquee/contract';
import { apiRequestWithMessage, type ApiAnswer } from '@/shared/api/api-client';
import { markRented } from '../model/mark-rented';

/** Rents a film's or episode's profile: `POST /vods/rent` (catalogue §7). */
export function rentVod(body: RentVodBody) {
  return apiRequestWithMessage(api.playback.rentVod, { body });
}

export const rentVodMutationOptions = () =>
  mutationOptions<ApiAnswer<typeof api.playback.rentVod>, Error, RentVodBody>({
    mutationKey: ['rental', 'rent'],
    mutationFn: (body) => rentVod(body),
  });

/** The rent call for one title; on success every cached copy shows the profile subscribed. */
export function useRentVod(vodId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...rentVodMutationOptions(),
    onSuccess: ({ data }) => markRented(queryClient, vodId, data),
  });
}
