import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, type RentVodBody, type VodItem } from '@marquee/contract';
import { apiRequestWithMessage } from '@/shared/api/api-client';
import { markRented } from '../model/mark-rented';
import { rentRequestBody, type RentOption } from '../model/rent-options';

/** Rents a film's or episode's profile: `POST /vods/rent` (catalogue §7). */
export function rentVod(body: RentVodBody) {
  return apiRequestWithMessage(api.playback.rentVod, { body });
}

/**
 * The rent call for one title's options; on success every cached copy shows the profile
 * subscribed.
 */
export function useRentVod(item: Pick<VodItem, 'id'>) {
  const queryClient = useQueryClient();
  const vodId = item.id;
  return useCallback(
    async (option: RentOption) => {
      const answer = await rentVod(rentRequestBody(vodId, option));
      markRented(queryClient, vodId, answer.data);
      return answer;
    },
    [queryClient, vodId],
  );
}
