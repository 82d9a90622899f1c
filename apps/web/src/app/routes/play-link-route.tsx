import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { paths, to } from '@/shared/config/routes';

/**
 * /play/movie/{id} and /play/tv-show/episode/{id}, the links of carousel cards
 * (catalogue §2): they open the title's details page, which has the Play button and the
 * PIN and profile rules in front of the player. Navigation state rides along.
 */
function PlayLink({ detailsOf }: { detailsOf: (id: string) => string }) {
  const { id = '' } = useParams();
  const location = useLocation();
  return <Navigate to={detailsOf(id)} state={location.state as unknown} replace />;
}

export const playLinkRoutes: RouteObject[] = [
  { path: paths.playMovie, element: <PlayLink detailsOf={to.movie} /> },
  { path: paths.playEpisode, element: <PlayLink detailsOf={to.episode} /> },
];
