import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useEpisodeTrailer, useMovieTrailer, useShowTrailer } from '../api/find-trailer';
import { to } from '@/shared/config/routes';
import {
  episodeTrailerDestination,
  movieTrailerDestination,
  showTrailerDestination,
  trailerLandingState,
} from '../lib/trailer';
import styles from './trailer-redirect.module.css';

/**
 * /trailer/movie/{id}: looks the movie's trailer up and lands silently on the movie, with
 * ?trailer when there is one (catalogue §2 "Trailer page"). A failed lookup counts as none.
 */
export function MovieTrailerRedirect({ movieId }: { movieId: number | null }) {
  const lookup = useMovieTrailer(movieId);
  if (movieId !== null && lookup.isPending) return <TrailerLookupSpinner />;
  const movie = lookup.data?.item ?? null;
  return (
    <Navigate
      to={movieTrailerDestination(movieId, movie)}
      state={movie && movieId !== null ? trailerLandingState(movie, to.movie(movieId)) : undefined}
      replace
    />
  );
}

/**
 * /trailer/tv-show/{showID}: looks the show's trailer up and lands silently on the show, with
 * ?trailer when there is one (catalogue §2 "Trailer page"). A failed lookup counts as none.
 */
export function ShowTrailerRedirect({ showId }: { showId: number | null }) {
  const lookup = useShowTrailer(showId);
  if (showId !== null && lookup.isPending) return <TrailerLookupSpinner />;
  const show = lookup.data?.item ?? null;
  return (
    <Navigate
      to={showTrailerDestination(showId, show)}
      state={show && showId !== null ? trailerLandingState(show, to.tvShow(showId)) : undefined}
      replace
    />
  );
}

interface EpisodeTrailerRedirectProps {
  seasonId: number | null;
  episodeNumber: number | null;
}

/**
 * /trailer/tv-show/season/{seasonID}/episode/{episodeNumber}: finds the episode and lands on
 * /tv-shows/episode/{id}, with ?trailer when it has one; without an episode, on /tv-shows.
 */
export function EpisodeTrailerRedirect({ seasonId, episodeNumber }: EpisodeTrailerRedirectProps) {
  const lookup = useEpisodeTrailer(seasonId, episodeNumber);
  const valid = seasonId !== null && episodeNumber !== null;
  if (valid && lookup.isPending) return <TrailerLookupSpinner />;
  const episode = lookup.data?.item ?? null;
  return (
    <Navigate
      to={episodeTrailerDestination(episode)}
      state={episode ? trailerLandingState(episode, to.episode(episode.id)) : undefined}
      replace
    />
  );
}

function TrailerLookupSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.waiting}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}
