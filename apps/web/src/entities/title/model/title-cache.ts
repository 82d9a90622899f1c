import type { QueryClient } from '@tanstack/react-query';
import { ItemType, type RateResult, type TvShow, type VodItem } from '@marquee/contract';
import { titleKeys } from '../api/title-keys';

/** Writes a changed film or episode into its cached details, e.g. with a profile rented. */
export function updateVodTitle(
  queryClient: QueryClient,
  vodId: number,
  update: (item: VodItem) => VodItem,
): void {
  const patch = (item: VodItem | null | undefined) =>
    item && item.id === vodId ? update(item) : item;
  queryClient.setQueryData<VodItem | null>(titleKeys.movie(vodId), patch);
  queryClient.setQueryData<VodItem | null>(titleKeys.episode(vodId), patch);
}

/** What was rated: a film, an episode or a TV show (its video type). */
export interface RatedTitle {
  id: number;
  videoType: ItemType;
}

/** Shows the new average rating on the rated title's details page, wherever it was rated. */
export function markRated(
  queryClient: QueryClient,
  rated: RatedTitle,
  result: Pick<RateResult, 'rate_average' | 'rate_count'>,
): void {
  const rate = { rate_average: result.rate_average, rate_count: result.rate_count };
  const key =
    rated.videoType === ItemType.show
      ? titleKeys.tvShow(rated.id)
      : rated.videoType === ItemType.episode
        ? titleKeys.episode(rated.id)
        : titleKeys.movie(rated.id);
  queryClient.setQueryData<VodItem | TvShow | null>(key, (cached) =>
    cached ? { ...cached, rate } : cached,
  );
}
