import type { RouteObject } from 'react-router';
import { CategoriesPage } from './categories-page';
import { ChannelEditorPage } from './channel-editor-page';
import { ChannelsPage } from './channels-page';
import { GuideMappingPage } from './guide-mapping-page';
import { HealthPage } from './health-page';
import { LiveOverviewPage } from './live-overview-page';
import { SourcesPage } from './sources-page';

/** The Live section's pages, relative to /studio/live; the app puts them behind the section's gate. */
export const liveRoutes: RouteObject[] = [
  { index: true, element: <LiveOverviewPage /> },
  { path: 'channels', element: <ChannelsPage /> },
  { path: 'channels/:id', element: <ChannelEditorPage /> },
  { path: 'categories', element: <CategoriesPage /> },
  { path: 'sources', element: <SourcesPage /> },
  { path: 'guide', element: <GuideMappingPage /> },
  { path: 'health', element: <HealthPage /> },
];
