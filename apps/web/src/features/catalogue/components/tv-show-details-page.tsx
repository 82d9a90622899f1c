import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { tvShowSchema } from '@marquee/contract';
import { paths } from '@/shared/config/routes';
import { useTvShow } from '@/entities/title';
import { readDetailsState } from '../lib/details-state';
import { DetailsFrame } from './details-frame';
import { TvShowDetails } from './tv-show-details';

/**
 * /tv-shows/{id}: the card's copy at once, then the server's; a missing show goes to
 * /tv-shows. Its PIN dialog has no Cancel: Back returns to /tv-shows (catalogue §4).
 */
export function TvShowDetailsPage({ id }: { id: number | null }) {
  const state: unknown = useLocation().state;
  const shown = useMemo(() => readDetailsState(state, tvShowSchema, id), [state, id]);
  const show = useTvShow(id, shown.item);
  return (
    <DetailsFrame
      id={id}
      query={show}
      missingPath={paths.tvShows}
      pinExit="back"
      pinEnteredInState={shown.pinEntered}
    >
      {(item, pinEntered) => <TvShowDetails item={item} pinEntered={pinEntered} />}
    </DetailsFrame>
  );
}
