import type { QueryClient } from '@tanstack/react-query';
import type { Channel, Rental } from '@marquee/contract';
import { updateChannelDetail } from '@/entities/channel';

/** The channel with the rented streaming profile marked subscribed, and so the channel. */
export function withRentedChannelProfile(channel: Channel, rental: Rental): Channel {
  let found = false;
  const streaming_profiles = channel.streaming_profiles.map((profile) => {
    if (profile.id !== rental.profile.id) return profile;
    found = true;
    return { ...rental.profile, subscribed: true };
  });
  return found ? { ...channel, subscribed: true, streaming_profiles } : channel;
}

/** On success the channel is unlocked wherever its details are cached (the player reads them). */
export function markChannelRented(
  queryClient: QueryClient,
  channelId: number,
  rental: Rental,
): void {
  updateChannelDetail(queryClient, channelId, (channel) =>
    withRentedChannelProfile(channel, rental),
  );
}
