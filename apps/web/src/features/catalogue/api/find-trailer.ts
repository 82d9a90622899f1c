import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, trailerLookupQuery, type TvShow, type VodItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { catalogueKeys } from './catalogue-keys';

/** What a trailer lookup found (catalogue §7): the title, when the list had one. */
export type TrailerLookup<T> = { item: T | null };

/** A movie's trailer lookup: the movie list with `filter[id]`; reads items[0]. */
export async function findMovieTrailer(
  movieId: number,
  signal?: AbortSignal,
): Promise<TrailerLookup<VodItem>> {
  const list = await apiRequest(api.vod.list, {
    query: trailerLookupQuery.movie(movieId),
    signal,
  });
  return { item: list.items[0] ?? null };
}

/** A show's trailer lookup: the show list with `filter[id]`; reads items[0]. */
export async function findShowTrailer(
  showId: number,
  signal?: AbortSignal,
): Promise<TrailerLookup<TvShow>> {
  const list = await apiRequest(api.catalogue.tvShows, {
    query: trailerLookupQuery.show(showId),
    signal,
  });
  return { item: list.items[0] ?? null };
}

/** An episode's trailer lookup: the movie list by season, episode number and type 1. */
export async function findEpisodeTrailer(
  seasonId: number,
  episodeNumber: number,
  signal?: AbortSignal,
): Promise<TrailerLookup<VodItem>> {
  const list = await apiRequest(api.vod.list, {
    query: trailerLookupQuery.episode(seasonId, episodeNumber),
    signal,
  });
  return { item: list.items[0] ?? null };
}

export const movieTrailerQueryOptions = (movieId: number) =>
  queryOptions({
    queryKey: catalogueKeys.movieTrailer(movieId),
    queryFn: ({ signal }) => findMovieTrailer(movieId, signal),
  });

export const showTrailerQueryOptions = (showId: number) =>
  queryOptions({
    queryKey: catalogueKeys.showTrailer(showId),
    queryFn: ({ signal }) => findShowTrailer(showId, signal),
  });

export const episodeTrailerQueryOptions = (seasonId: number, episodeNumber: number) =>
  queryOptions({
    queryKey: catalogueKeys.episodeTrailer(seasonId, episodeNumber),
    queryFn: ({ signal }) => findEpisodeTrailer(seasonId, episodeNumber, signal),
  });

/** The movie trailer lookup of /trailer/movie/{id}; disabled without an id. */
export function useMovieTrailer(movieId: number | null) {
  return useQuery({ ...movieTrailerQueryOptions(movieId ?? 0), enabled: movieId !== null });
}

/** The show trailer lookup of /trailer/tv-show/{showID}; disabled without an id. */
export function useShowTrailer(showId: number | null) {
  return useQuery({ ...showTrailerQueryOptions(showId ?? 0), enabled: showId !== null });
}

/** The episode trailer lookup of /trailer/tv-show/season/{seasonID}/episode/{episodeNumber}. */
export function useEpisodeTrailer(seasonId: number | null, episodeNumber: number | null) {
  return useQuery({
    ...episodeTrailerQueryOptions(seasonId ?? 0, episodeNumber ?? 0),
    enabled: seasonId !== null && episodeNumber !== null,
  });
}
