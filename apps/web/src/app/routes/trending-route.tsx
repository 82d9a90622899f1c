import { Navigate } from 'react-router';
import { homeLists } from '@/features/home/api/home-lists';
import { TrendingPage } from '@/features/home/components/trending-page';
import { useSessionStore } from '@/features/session/stores/session-store';
import { paths } from '@/shared/config/routes';
import { useConfiguration } from '@/shared/config/get-configuration';
import { queryClient } from '../query-client';

/** Starts both trending lists while the route renders. */
export function loader() {
  if (useSessionStore.getState().user !== false) {
    void queryClient.prefetchQuery(homeLists.trendingTvShows);
    void queryClient.prefetchQuery(homeLists.trendingMovies);
  }
  return null;
}

/** /trending, while the trending and home modules are on; otherwise home. */
export function Component() {
  const modules = useConfiguration()?.web.modules;
  // Until the configuration arrives the modules are unknown: wait rather than redirect.
  if (!modules) return null;
  if (!modules.trending || !modules.home) return <Navigate to={paths.home} replace />;
  return <TrendingPage />;
}
