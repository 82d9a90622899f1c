import type { RouteObject } from 'react-router';
import { AccountPage } from '@/pages/account/account-page';
import { BrandingPage } from '@/pages/branding/branding-page';
import { LoginPage } from '@/pages/login/login-page';
import { NotFoundPage } from '@/pages/not-found/not-found-page';
import { FirstSection, SectionGate } from './section-gate';
import { OperatorShell } from './shell/operator-shell';

/** The console's pages, under /studio. */
export const studioRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  {
    element: <OperatorShell />,
    children: [
      { index: true, element: <FirstSection /> },
      {
        path: 'branding',
        element: (
          <SectionGate path="branding">
            <BrandingPage />
          </SectionGate>
        ),
      },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
