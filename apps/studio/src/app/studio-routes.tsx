import type { RouteObject } from 'react-router';
import { AccountPage } from '@/pages/account/account-page';
import { AdsPage } from '@/pages/ads/ads-page';
import { AuditPage } from '@/pages/audit/audit-page';
import { CataloguePage } from '@/pages/catalogue/catalogue-page';
import { EpisodeEditorPage, NewEpisodePage } from '@/pages/catalogue/episode-editor-page';
import { FilmEditorPage } from '@/pages/catalogue/film-editor-page';
import { ShowEditorPage } from '@/pages/catalogue/show-editor-page';
import { BrandingPage } from '@/pages/branding/branding-page';
import { DashboardPage } from '@/pages/dashboard/dashboard-page';
import { liveRoutes } from '@/pages/live/live-routes';
import { LoginPage } from '@/pages/login/login-page';
import { NotFoundPage } from '@/pages/not-found/not-found-page';
import { OperatorsPage } from '@/pages/operators/operators-page';
import { SubscriberPage } from '@/pages/subscribers/subscriber-page';
import { SubscribersPage } from '@/pages/subscribers/subscribers-page';
import { CommercePage } from '@/pages/commerce/commerce-page';
import { PaymentsPage } from '@/pages/commerce/payments-page';
import { RentalPage } from '@/pages/commerce/rental-page';
import { CurationPage } from '@/pages/curation/curation-page';
import { SitePagesPage } from '@/pages/site-pages/site-pages-page';
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
      ...liveRoutes.map((route) => ({
        ...route,
        element: <SectionGate path="live">{route.element}</SectionGate>,
      })),
      {
        path: 'catalogue',
        element: (
          <SectionGate path="catalogue">
            <CataloguePage kind="films" />
          </SectionGate>
        ),
      },
      {
        path: 'catalogue/shows',
        element: (
          <SectionGate path="catalogue">
            <CataloguePage kind="shows" />
          </SectionGate>
        ),
      },
      {
        path: 'catalogue/films/:id',
        element: (
          <SectionGate path="catalogue">
            <FilmEditorPage />
          </SectionGate>
        ),
      },
      {
        path: 'catalogue/shows/:id',
        element: (
          <SectionGate path="catalogue">
            <ShowEditorPage />
          </SectionGate>
        ),
      },
      {
        path: 'catalogue/episodes/:id',
        element: (
          <SectionGate path="catalogue">
            <EpisodeEditorPage />
          </SectionGate>
        ),
      },
      {
        path: 'catalogue/seasons/:seasonId/new-episode',
        element: (
          <SectionGate path="catalogue">
            <NewEpisodePage />
          </SectionGate>
        ),
      },
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
        path: 'commerce',
        element: (
          <SectionGate path="commerce">
            <CommercePage tab="packages" />
          </SectionGate>
        ),
      },
      {
        path: 'commerce/rentals',
        element: (
          <SectionGate path="commerce">
            <CommercePage tab="rentals" />
          </SectionGate>
        ),
      },
      {
        path: 'commerce/rentals/:id',
        element: (
          <SectionGate path="commerce">
            <RentalPage />
          </SectionGate>
        ),
      },
      {
        path: 'commerce/channels',
        element: (
          <SectionGate path="commerce">
            <CommercePage tab="channels" />
          </SectionGate>
        ),
      },
      {
        path: 'commerce/payments/:id',
        element: (
          <SectionGate path="commerce">
            <PaymentsPage />
          </SectionGate>
        ),
      },
      {
        path: 'curation',
        element: (
          <SectionGate path="curation">
            <CurationPage />
          </SectionGate>
        ),
      },
      {
        path: 'pages',
        element: (
          <SectionGate path="pages">
            <SitePagesPage />
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
      // A title's media and prices, linked from its editor in the catalogue.
      {
        path: 'catalogue/vods/:id/media',
        element: (
          <SectionGate path="catalogue">
            <TitleMediaPage />
          </SectionGate>
        ),
      },
      {
        path: 'catalogue/vods/:id/offers',
        element: (
          <SectionGate path="catalogue">
            <TitleOffersPage />
          </SectionGate>
        ),
      },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
