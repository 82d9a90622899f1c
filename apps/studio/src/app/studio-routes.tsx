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
import type { Section } from './sections';
import { OperatorShell } from './shell/operator-shell';

/** A gated section's pages: `routes` are relative to the section's path, the index its landing page. */
export interface SectionRoutes {
  section: Section['path'];
  routes: RouteObject[];
}

/** The pages each section's roles gate, by section (sections.ts says which roles open each). */
export const SECTION_ROUTES: readonly SectionRoutes[] = [
  {
    section: 'catalogue',
    routes: [
      { index: true, element: <CataloguePage kind="films" /> },
      { path: 'shows', element: <CataloguePage kind="shows" /> },
      { path: 'films/:id', element: <FilmEditorPage /> },
      { path: 'shows/:id', element: <ShowEditorPage /> },
      { path: 'episodes/:id', element: <EpisodeEditorPage /> },
      { path: 'seasons/:seasonId/new-episode', element: <NewEpisodePage /> },
      // A title's media and prices, linked from its editor.
      { path: 'vods/:id/media', element: <TitleMediaPage /> },
      { path: 'vods/:id/offers', element: <TitleOffersPage /> },
    ],
  },
  { section: 'curation', routes: [{ index: true, element: <CurationPage /> }] },
  { section: 'live', routes: liveRoutes },
  {
    section: 'commerce',
    routes: [
      { index: true, element: <CommercePage tab="packages" /> },
      { path: 'rentals', element: <CommercePage tab="rentals" /> },
      { path: 'rentals/:id', element: <RentalPage /> },
      { path: 'channels', element: <CommercePage tab="channels" /> },
      { path: 'payments/:id', element: <PaymentsPage /> },
    ],
  },
  {
    section: 'ads',
    routes: [
      { index: true, element: <AdsPage tab="banners" /> },
      { path: 'campaigns', element: <AdsPage tab="campaigns" /> },
    ],
  },
  { section: 'pages', routes: [{ index: true, element: <SitePagesPage /> }] },
  { section: 'branding', routes: [{ index: true, element: <BrandingPage /> }] },
  {
    section: 'subscribers',
    routes: [
      { index: true, element: <SubscribersPage /> },
      { path: ':id', element: <SubscriberPage /> },
    ],
  },
  { section: 'operators', routes: [{ index: true, element: <OperatorsPage /> }] },
  { section: 'audit', routes: [{ index: true, element: <AuditPage /> }] },
];

/** The console's pages, under /studio. */
export const studioRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  {
    element: <OperatorShell />,
    children: [
      // The landing page of every role after sign-in.
      { index: true, element: <DashboardPage /> },
      ...SECTION_ROUTES.map(({ section, routes }) => ({
        path: section,
        element: <SectionGate path={section} />,
        children: routes,
      })),
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
