import type { LoaderFunctionArgs } from 'react-router';
import { prefetchList } from '@/features/browse/api/prefetch-list';
import { BrowsePage } from '@/features/browse/components/browse-page';
import { useSessionStore } from '@/features/session/stores/session-store';
import { queryClient } from '../query-client';

/** Starts the films of the address while the route renders; never blocks the navigation. */
export function loader({ request }: LoaderFunctionArgs) {
  if (useSessionStore.getState().user !== false) {
    prefetchList(queryClient, 'movies', new URL(request.url));
  }
  return null;
}

/** /movies : the film list. */
export function Component() {
  return <BrowsePage kind="movies" />;
}
