import { useEffect } from 'react';
import { useParams } from 'react-router';
import { EpisodeDetailsPage } from '@/features/catalogue/components/episode-details-page';
import { parseDetailsId } from '@/features/catalogue/lib/details-id';
import { preloadPlayerWhenIdle } from '@/features/player/components/player-host';

/** /tv-shows/episode/:id : an episode's details and its season's episodes. */
export function Component() {
  const { id } = useParams();
  useEffect(preloadPlayerWhenIdle, []);
  return <EpisodeDetailsPage id={parseDetailsId(id)} />;
}
