import type { LoaderFunctionArgs } from 'react-router';
import { prefetchList } from '@/features/browse/api/prefetch-list';
import { BrowsePage } from '@/features/browse/components/browse-page';
import { useSessionStore } from '@/features/session/stores/session-store';
import { queryClient } from '../query-client';

/** Starts the TV shows of the address while the route renders; never blocks the navigation. */
export function loader({ request }: LoaderFunctionArgs) {
  if (useSessionStore.getState().user !== false) {
    prefetchList(queryClient, 'tvShows', new URL(request.url));
  }
  return null;
}

/** /tv-shows : the TV show list. */
export function Component() {
  return <BrowsePage kind="tvShows" />;
}
