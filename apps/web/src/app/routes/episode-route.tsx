import { useParams, type LoaderFunctionArgs } from 'react-router';
import { episodeQueryOptions } from '@/features/catalogue/api/get-episode';
import { EpisodeDetailsPage } from '@/features/catalogue/components/episode-details-page';
import { parseDetailsId } from '@/features/catalogue/lib/details-id';
import { preloadPlayerWhenIdle } from '@/features/player/components/player-host';
import { useSessionStore } from '@/features/session/stores/session-store';
import { queryClient } from '../query-client';

/** Starts loading the episode while the route renders; never blocks the navigation. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseDetailsId(params.id);
  if (id !== null && useSessionStore.getState().user !== false) {
    void queryClient.prefetchQuery(episodeQueryOptions(id));
    preloadPlayerWhenIdle();
  }
  return null;
}

/** /tv-shows/episode/:id : an episode's details and its season's episodes. */
export function Component() {
  const { id } = useParams();
  return <EpisodeDetailsPage id={parseDetailsId(id)} />;
}
