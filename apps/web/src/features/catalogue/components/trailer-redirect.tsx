import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useEpisodeTrailer, useShowTrailer } from '../api/find-trailer';
import { episodeTrailerDestination, showTrailerDestination } from '../lib/trailer';
import styles from './trailer-redirect.module.css';

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
      state={show ? { item: show } : undefined}
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
      state={episode ? { item: episode } : undefined}
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
