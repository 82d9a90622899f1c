import type { RouteObject } from 'react-router';
import { paths } from '@/shared/config/routes';
import type { ComingSoonHandle } from './coming-soon-page';

const comingSoon = (path: string, title: ComingSoonHandle['title']): RouteObject => ({
  path,
  handle: { title } satisfies ComingSoonHandle,
  lazy: () => import('./coming-soon-page'),
});

/** Pages that later issues build (catalogue §2): each lands on a polite placeholder for now. */
export const comingSoonRoutes: RouteObject[] = [comingSoon(paths.epg, 'nav.tvGuide')];
