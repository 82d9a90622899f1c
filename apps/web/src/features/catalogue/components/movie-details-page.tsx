import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ItemType, vodItemSchema } from '@marquee/contract';
import { paths } from '@/shared/config/routes';
import { useMovie } from '@/entities/title';
import { readDetailsState } from '../lib/details-state';
import { DetailsFrame } from './details-frame';
import { MovieDetails } from './movie-details';

/** /movies/{id}: the card's copy at once, then the server's; an unknown film goes to /movies. */
export function MovieDetailsPage({ id }: { id: number | null }) {
  const state: unknown = useLocation().state;
  const shown = useMemo(() => readDetailsState(state, vodItemSchema, id), [state, id]);
  const movie = useMovie(id, shown.item?.type === ItemType.movie ? shown.item : null);
  return (
    <DetailsFrame
      id={id}
      query={movie}
      missingPath={paths.movies}
      pinExit="cancel"
      pinEnteredInState={shown.pinEntered}
    >
      {(item, pinEntered) => <MovieDetails item={item} pinEntered={pinEntered} />}
    </DetailsFrame>
  );
}
