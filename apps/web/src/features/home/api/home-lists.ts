import { queryOptions } from '@tanstack/react-query';
import { api, type HighlightedContentItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import type { CardItem } from '@/entities/title-card/ui/title-card';
import { homeKeys, type HomeListAlias } from './home-keys';

/** Home list limits (catalogue §9): new-release movies 15, recommended TV shows 10. */
export const HOME_LIMITS = {
  movieNewReleases: 15,
  recommendedTvShows: 10,
  recommendedMovies: 20,
  tvShowNewReleases: 20,
  trending: 24,
} as const;

/** How long a home list whose call failed waits before it is asked again. */
export const FAILED_LIST_RETRY_MS = 20_000;

/**
 * A home list, loaded once per session under its alias. A list whose call fails shows no row
 * (catalogue §8) and is asked again every FAILED_LIST_RETRY_MS while the page is open and
 * visible (and when the network comes back), so the row appears once the call recovers; a
 * failure is never kept as an empty list.
 */
function homeList<T>(alias: HomeListAlias, load: (signal: AbortSignal) => Promise<readonly T[]>) {
  return queryOptions({
    queryKey: homeKeys.list(alias),
    queryFn: ({ signal }) => load(signal),
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.status === 'error' ? FAILED_LIST_RETRY_MS : false),
  });
}

/** A home list's query options; the rows' lists hold cards. */
export type HomeListOptions<T = CardItem> = ReturnType<typeof homeList<T>>;

export const homeLists = {
  highlighted: homeList<HighlightedContentItem>('highlighted', (signal) =>
    apiRequest(api.catalogue.highlightedContent, { query: { url: '/home' }, signal }),
  ),
  continueWatching: homeList<CardItem>('continue-watching', async (signal) => {
    const list = await apiRequest(api.playback.continueWatching, { signal });
    return list.items;
  }),
  recommendedMovies: homeList<CardItem>('recommended-movies', async (signal) => {
    const body = { type: 0 as const, limit: HOME_LIMITS.recommendedMovies };
    return (await apiRequest(api.catalogue.recommended, { body, signal })).items;
  }),
  recommendedTvShows: homeList<CardItem>('recommended-tv-shows', async (signal) => {
    const body = { type: 2 as const, limit: HOME_LIMITS.recommendedTvShows };
    return (await apiRequest(api.catalogue.recommended, { body, signal })).items;
  }),
  movieNewReleases: homeList<CardItem>('movie-new-releases', async (signal) => {
    const query = {
      filter: { type: '0' as const },
      sort: { created: 'desc' as const },
      page: 1,
      limit: HOME_LIMITS.movieNewReleases,
    };
    return (await apiRequest(api.vod.list, { query, signal })).items;
  }),
  tvShowNewReleases: homeList<CardItem>('tv-show-new-releases', async (signal) => {
    const query = {
      sort: { created: 'desc' as const },
      page: 1,
      limit: HOME_LIMITS.tvShowNewReleases,
    };
    return (await apiRequest(api.catalogue.tvShows, { query, signal })).items;
  }),
  trendingMovies: homeList<CardItem>('trending-movies', async (signal) => {
    const query = { limit: HOME_LIMITS.trending };
    return (await apiRequest(api.catalogue.trendingMovies, { query, signal })).items;
  }),
  trendingTvShows: homeList<CardItem>('trending-tv-shows', async (signal) => {
    const query = { limit: HOME_LIMITS.trending };
    return (await apiRequest(api.catalogue.trendingTvShows, { query, signal })).items;
  }),
};
