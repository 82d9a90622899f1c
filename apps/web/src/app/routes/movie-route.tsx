import { useParams, type LoaderFunctionArgs } from 'react-router';
import { movieQueryOptions } from '@/features/catalogue/api/get-movie';
import { MovieDetailsPage } from '@/features/catalogue/components/movie-details-page';
import { parseDetailsId } from '@/features/catalogue/lib/details-id';
import { preloadPlayerWhenIdle } from '@/features/player/components/player-host';
import { useSessionStore } from '@/features/session/stores/session-store';
import { queryClient } from '../query-client';

/** Starts loading the film while the route renders; never blocks the navigation. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseDetailsId(params.id);
  if (id !== null && useSessionStore.getState().user !== false) {
    void queryClient.prefetchQuery(movieQueryOptions(id));
    preloadPlayerWhenIdle();
  }
  return null;
}

/** /movies/:id : a film's details (and its player with ?play). */
export function Component() {
  const { id } = useParams();
  return <MovieDetailsPage id={parseDetailsId(id)} />;
}
