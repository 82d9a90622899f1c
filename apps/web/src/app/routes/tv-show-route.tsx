import { useParams, type LoaderFunctionArgs } from 'react-router';
import { tvShowQueryOptions } from '@/features/catalogue/api/get-tv-show';
import { TvShowDetailsPage } from '@/features/catalogue/components/tv-show-details-page';
import { parseDetailsId } from '@/features/catalogue/lib/details-id';
import { useSessionStore } from '@/features/session/stores/session-store';
import { queryClient } from '../query-client';

/** Starts loading the show while the route renders; never blocks the navigation. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseDetailsId(params.id);
  if (id !== null && useSessionStore.getState().user !== false) {
    void queryClient.prefetchQuery(tvShowQueryOptions(id));
  }
  return null;
}

/** /tv-shows/:id : a TV show's details, seasons and episodes. */
export function Component() {
  const { id } = useParams();
  return <TvShowDetailsPage id={parseDetailsId(id)} />;
}
