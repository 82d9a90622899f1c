import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MovieDetailsPage } from '@/features/catalogue/components/movie-details-page';
import { parseDetailsId } from '@/features/catalogue/lib/details-id';
import { preloadPlayerWhenIdle } from '@/features/player/components/player-host';

/** /movies/:id : a film's details (and its player with ?play). */
export function Component() {
  const { id } = useParams();
  useEffect(preloadPlayerWhenIdle, []);
  return <MovieDetailsPage id={parseDetailsId(id)} />;
}
