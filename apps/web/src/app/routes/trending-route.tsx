import { Navigate } from 'react-router';
import { TrendingPage } from '@/features/home/components/trending-page';
import { paths } from '@/shared/config/routes';
import { useConfiguration } from '@/entities/configuration';

/** /trending, while the trending and home modules are on; otherwise home. */
export function Component() {
  const modules = useConfiguration()?.web.modules;
  // Until the configuration arrives the modules are unknown: wait rather than redirect.
  if (!modules) return null;
  if (!modules.trending || !modules.home) return <Navigate to={paths.home} replace />;
  return <TrendingPage />;
}
