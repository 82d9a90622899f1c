import { newMoviesQueryOptions } from '@/features/home/api/get-new-movies';
import { HomePage } from '@/features/home/components/home-page';
import { preloadPlayer } from '@/features/player/components/player-host';
import { useSessionStore } from '@/features/session/stores/session-store';
import { queryClient } from '../query-client';

/** Starts the home data while the route renders; never blocks the navigation. */
export function loader() {
  if (useSessionStore.getState().user !== false) {
    void queryClient.prefetchQuery(newMoviesQueryOptions());
    // The hero has a Play button: have the player's code ready before the click.
    void preloadPlayer();
  }
  return null;
}

/** / : home. */
export function Component() {
  return <HomePage />;
}
