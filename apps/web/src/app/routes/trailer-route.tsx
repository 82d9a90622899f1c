import { useParams } from 'react-router';
import {
  EpisodeTrailerRedirect,
  MovieTrailerRedirect,
  ShowTrailerRedirect,
} from '@/features/catalogue/components/trailer-redirect';
import { parseDetailsId } from '@/features/catalogue/lib/details-id';
import { parseEpisodeNumber } from '@/features/catalogue/lib/trailer';

/**
 * /trailer/movie/:id, /trailer/tv-show/:showID and /trailer/tv-show/season/:seasonID/episode/:episodeNumber: the
 * trailer lookups, which land silently on the details route (catalogue §2 "Trailer page").
 */
export function Component() {
  const { id, showID, seasonID, episodeNumber } = useParams();
  if (id !== undefined) return <MovieTrailerRedirect movieId={parseDetailsId(id)} />;
  if (showID !== undefined) return <ShowTrailerRedirect showId={parseDetailsId(showID)} />;
  return (
    <EpisodeTrailerRedirect
      seasonId={parseDetailsId(seasonID)}
      episodeNumber={parseEpisodeNumber(episodeNumber)}
    />
  );
}
