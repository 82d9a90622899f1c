import { paths, to } from '@/shared/config/routes';
import { TRAILER_PARAM } from '@/shared/lib/play-navigation';

export { TRAILER_PARAM };

interface HasTrailer {
  trailer_source: { url: string } | null;
}

/** Whether a title has a trailer to show: a Trailer button appears only then. */
export function hasTrailer(item: HasTrailer): boolean {
  return Boolean(item.trailer_source?.url);
}

/** A details route with `?trailer` when the title has a trailer, and without it otherwise. */
export function withTrailer(detailsPath: string, item: HasTrailer | null): string {
  return item && hasTrailer(item) ? `${detailsPath}?${TRAILER_PARAM}` : detailsPath;
}

/**
 * The navigation state of a trailer route's landing: the title for the details page, and that
 * page as the trailer player's origin, where it returns when the trailer ends or closes.
 */
export function trailerLandingState<T>(item: T, detailsPath: string) {
  return { item, originRoute: detailsPath };
}

/** Where /trailer/movie/{id} lands (catalogue §2 "Trailer page"): the movie, silently. */
export function movieTrailerDestination(movieId: number | null, movie: HasTrailer | null): string {
  return movieId === null ? paths.movies : withTrailer(to.movie(movieId), movie);
}

/** Where /trailer/tv-show/{showID} lands (catalogue §2 "Trailer page"): the show, silently. */
export function showTrailerDestination(showId: number | null, show: HasTrailer | null): string {
  return showId === null ? paths.tvShows : withTrailer(to.tvShow(showId), show);
}

/** Where an episode's trailer route lands: the episode found, or the TV shows list without one. */
export function episodeTrailerDestination(episode: (HasTrailer & { id: number }) | null): string {
  return episode ? withTrailer(to.episode(episode.id), episode) : paths.tvShows;
}

/** An episode number in a route: a whole number from 0, else null. */
export function parseEpisodeNumber(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}
