import type { QueryClient } from '@tanstack/react-query';
import type { Rental, VodItem } from '@marquee/contract';
import { updateSeasonEpisode } from '@/entities/season-episodes';
import { updateVodTitle } from '@/entities/title';

/** The item with the rented profile marked subscribed (the server's copy of it). */
export function withRentedProfile(item: VodItem, rental: Rental): VodItem {
  let found = false;
  const profiles = item.movie_source.profiles.map((profile) => {
    if (profile.id !== rental.profile.id) return profile;
    found = true;
    return { ...rental.profile, subscribed: true };
  });
  if (!found) return item;
  return { ...item, subscribed: true, movie_source: { ...item.movie_source, profiles } };
}

/**
 * On success the profile is marked subscribed (catalogue §4, Renting) wherever the title is
 * cached: its details and every season list holding it, which the details page's season
 * carousel and the player's episode strip both read. Rent disappears and Play works at once.
 */
export function markRented(queryClient: QueryClient, vodId: number, rental: Rental): void {
  const rented = (item: VodItem) => withRentedProfile(item, rental);
  updateVodTitle(queryClient, vodId, rented);
  updateSeasonEpisode(queryClient, vodId, rented);
}
