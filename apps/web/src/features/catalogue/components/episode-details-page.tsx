import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ItemType, vodItemSchema } from '@marquee/contract';
import { paths } from '@/shared/config/routes';
import { useEpisode } from '@/entities/title';
import { readDetailsState } from '../lib/details-state';
import { DetailsFrame } from './details-frame';
import { EpisodeDetails } from './episode-details';

/**
 * /tv-shows/episode/{id}: the card's copy at once, then the server's; an unknown episode goes
 * to /tv-shows, and cancelling its PIN dialog returns there too (catalogue §4).
 */
export function EpisodeDetailsPage({ id }: { id: number | null }) {
  const state: unknown = useLocation().state;
  const shown = useMemo(() => readDetailsState(state, vodItemSchema, id), [state, id]);
  const episode = useEpisode(id, shown.item?.type === ItemType.episode ? shown.item : null);
  return (
    <DetailsFrame
      id={id}
      query={episode}
      missingPath={paths.tvShows}
      pinExit="cancel"
      pinEnteredInState={shown.pinEntered}
    >
      {(item, pinEntered) => <EpisodeDetails item={item} pinEntered={pinEntered} />}
    </DetailsFrame>
  );
}
