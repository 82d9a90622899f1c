import type { RouteObject } from 'react-router';
import { AccountPage } from '@/pages/account/account-page';
import { AdsPage } from '@/pages/ads/ads-page';
import { AuditPage } from '@/pages/audit/audit-page';
import { BrandingPage } from '@/pages/branding/branding-page';
import { DashboardPage } from '@/pages/dashboard/dashboard-page';
import { LoginPage } from '@/pages/login/login-page';
import { NotFoundPage } from '@/pages/not-found/not-found-page';
import { OperatorsPage } from '@/pages/operators/operators-page';
import { SubscriberPage } from '@/pages/subscribers/subscriber-page';
import { SubscribersPage } from '@/pages/subscribers/subscribers-page';
import { TitleMediaPage } from '@/pages/title-media/title-media-page';
import { TitleOffersPage } from '@/pages/title-offers/title-offers-page';
import { SectionGate } from './section-gate';
import { OperatorShell } from './shell/operator-shell';

/** The console's pages, under /studio. */
export const studioRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  {
    element: <OperatorShell />,
    children: [
      // The landing page of every role after sign-in.
      { index: true, element: <DashboardPage /> },
      {
        path: 'branding',
        element: (
          <SectionGate path="branding">
            <BrandingPage />
          </SectionGate>
        ),
      },
      {
        path: 'subscribers',
        element: (
          <SectionGate path="subscribers">
            <SubscribersPage />
          </SectionGate>
        ),
      },
      {
        path: 'subscribers/:id',
        element: (
          <SectionGate path="subscribers">
            <SubscriberPage />
          </SectionGate>
        ),
      },
      {
        path: 'ads',
        element: (
          <SectionGate path="ads">
            <AdsPage tab="banners" />
          </SectionGate>
        ),
      },
      {
        path: 'ads/campaigns',
        element: (
          <SectionGate path="ads">
            <AdsPage tab="campaigns" />
          </SectionGate>
        ),
      },
      {
        path: 'operators',
        element: (
          <SectionGate path="operators">
            <OperatorsPage />
          </SectionGate>
        ),
      },
      {
        path: 'audit',
        element: (
          <SectionGate path="audit">
            <AuditPage />
          </SectionGate>
        ),
      },
      // A title's media and prices, linked from its editor in the catalogue; owners and editors.
      { path: 'catalogue/vods/:id/media', element: <TitleMediaPage /> },
      { path: 'catalogue/vods/:id/offers', element: <TitleOffersPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
