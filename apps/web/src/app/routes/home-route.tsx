import { prefetchHomePage } from '@/features/home/api/home-lists';
import { HomePage } from '@/features/home/components/home-page';
import { preloadPlayerWhenIdle } from '@/features/player/components/player-host';
import { useSessionStore } from '@/features/session/stores/session-store';
import { queryClient } from '../query-client';

/** Starts the home lists while the route renders; never blocks the navigation. */
export function loader() {
  if (useSessionStore.getState().user !== false) {
    prefetchHomePage(queryClient);
    preloadPlayerWhenIdle();
  }
  return null;
}

/** / and /home: home. */
export function Component() {
  return <HomePage />;
}
