import type { RouteObject } from 'react-router';
import { CategoriesPage } from './categories-page';
import { ChannelEditorPage } from './channel-editor-page';
import { ChannelsPage } from './channels-page';
import { GuideMappingPage } from './guide-mapping-page';
import { HealthPage } from './health-page';
import { LiveOverviewPage } from './live-overview-page';
import { SourcesPage } from './sources-page';

const gated = (path: string, element: React.ReactElement) => ({ path, element });

/** The Live section's pages, under /studio/live; the app puts them behind the section's gate. */
export const liveRoutes: (RouteObject & { path: string; element: React.ReactElement })[] = [
  gated('live', <LiveOverviewPage />),
  gated('live/channels', <ChannelsPage />),
  gated('live/channels/:id', <ChannelEditorPage />),
  gated('live/categories', <CategoriesPage />),
  gated('live/sources', <SourcesPage />),
  gated('live/guide', <GuideMappingPage />),
  gated('live/health', <HealthPage />),
];
