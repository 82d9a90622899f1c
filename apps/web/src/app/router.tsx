import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/shared/config/routes';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { BootFallback } from './layout/boot-fallback';
import { RootLayout } from './layout/root-layout';

/** The route table: every page is a lazy module; the shell and guards are in the entry. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: BootFallback,
    children: [
      { path: paths.login, lazy: () => import('./routes/login-route') },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, lazy: () => import('./routes/home-route') },
          { path: paths.movie, lazy: () => import('./routes/movie-route') },
        ],
      },
      { path: paths.notFound, lazy: () => import('./routes/not-found-page') },
      { path: '*', lazy: () => import('./routes/not-found-page') },
    ],
  },
];

/** Builds the browser router (tests build their own memory routers from `routes`). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
