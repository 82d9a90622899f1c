import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, type RentChannelBody } from '@marquee/contract';
import { apiRequestWithMessage } from '@/shared/api/api-client';
import { markChannelRented } from '../model/mark-channel-rented';
import { rentChannelRequestBody, type RentOption } from '../model/rent-options';

/** Rents a channel's streaming profile: channel_id and streaming_profile_id (catalogue §7), and the days chosen. */
export function rentChannel(body: RentChannelBody) {
  return apiRequestWithMessage(api.live.rentChannel, { body });
}

/** The rent call for one channel's options; on success the channel shows as subscribed. */
export function useRentChannel(channelId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (option: RentOption) => {
      const answer = await rentChannel(rentChannelRequestBody(channelId, option));
      markChannelRented(queryClient, channelId, answer.data);
      return answer;
    },
    [queryClient, channelId],
  );
}
