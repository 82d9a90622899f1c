import type { RouteObject } from 'react-router';
import { AccountPage } from '@/pages/account/account-page';
import { LoginPage } from '@/pages/login/login-page';
import { NotFoundPage } from '@/pages/not-found/not-found-page';
import { FirstSection } from './section-gate';
import { OperatorShell } from './shell/operator-shell';

/** The console's pages, under /studio. */
export const studioRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  {
    element: <OperatorShell />,
    children: [
      { index: true, element: <FirstSection /> },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
