import type { QueryClient } from '@tanstack/react-query';
import {
  ItemType,
  type RateResult,
  type Rental,
  type TvShow,
  type VodItem,
} from '@marquee/contract';
import type { RateRequest } from '@/shared/ratings/rate-title';
import { catalogueKeys } from './catalogue-keys';

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
 * cached: its details and its season's episode list, so Rent disappears and Play works.
 */
export function markRentedInCache(queryClient: QueryClient, vodId: number, rental: Rental): void {
  const update = (item: VodItem | null | undefined) =>
    item && item.id === vodId ? withRentedProfile(item, rental) : item;
  queryClient.setQueryData<VodItem | null>(catalogueKeys.movie(vodId), update);
  queryClient.setQueryData<VodItem | null>(catalogueKeys.episode(vodId), update);
  queryClient.setQueriesData<VodItem[]>({ queryKey: catalogueKeys.allSeasonEpisodes() }, (list) =>
    list?.map((item) => update(item) ?? item),
  );
}

/** Shows the new average rating on the rated title's details page. */
export function markRatedInCache(
  queryClient: QueryClient,
  rated: Pick<RateRequest, 'id' | 'videoType'>,
  result: RateResult,
): void {
  const rate = { rate_average: result.rate_average, rate_count: result.rate_count };
  const key =
    rated.videoType === ItemType.show
      ? catalogueKeys.tvShow(rated.id)
      : rated.videoType === ItemType.episode
        ? catalogueKeys.episode(rated.id)
        : catalogueKeys.movie(rated.id);
  queryClient.setQueryData<VodItem | TvShow | null>(key, (cached) =>
    cached ? { ...cached, rate } : cached,
  );
}
