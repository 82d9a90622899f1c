import { accountModule } from './modules/accounts/account/index.js';
import { mailModule } from './modules/accounts/mail/index.js';
import { paymentsModule } from './modules/accounts/payments/index.js';
import { catalogueModule } from './modules/catalogue/catalogue/index.js';
import { curationModule } from './modules/catalogue/curation/index.js';
import { studioCatalogueModule } from './modules/catalogue/studio-catalogue/index.js';
import { ratingsModule } from './modules/catalogue/ratings/index.js';
import { myListModule } from './modules/catalogue/my-list/index.js';
import { watchingModule, watchingRecordsModule } from './modules/catalogue/watching/index.js';
import { studioPackagesModule } from './modules/commerce/packages/index.js';
import { rentalRecordsModule, rentalsModule } from './modules/commerce/rentals/index.js';
import { adsModule } from './modules/engagement/ads/index.js';
import { analyticsModule } from './modules/engagement/analytics/index.js';
import { campaignsModule } from './modules/engagement/campaigns/index.js';
import { catalogueImportModule } from './modules/intake/catalogue-import/index.js';
import { guideImportModule } from './modules/intake/guide-import/index.js';
import { liveImportModule } from './modules/intake/live-import/index.js';
import { liveSourcesModule } from './modules/intake/live-sources/index.js';
import { seedModule } from './modules/intake/seed/index.js';
import { liveModule } from './modules/live/live/index.js';
import { remindersModule } from './modules/live/reminders/index.js';
import { studioLiveModule } from './modules/live/studio-live/index.js';
import { ingestModule } from './modules/media/ingest/index.js';
import { liveOriginModule } from './modules/media/live-origin/index.js';
import { restreamModule } from './modules/media/restream/index.js';
import { mediaModule } from './modules/media/media/index.js';
import { playbackModule } from './modules/media/playback/index.js';
import { configurationModule } from './modules/site/configuration/index.js';
import { pagesModule } from './modules/site/pages/index.js';
import { artModule } from './modules/storefront/art/index.js';
import { consoleAppModule } from './modules/studio/console-app/index.js';
import { dashboardModule } from './modules/studio/dashboard/index.js';
import { operatorsModule } from './modules/studio/operators/index.js';
import { webAppModule } from './modules/storefront/web-app/index.js';
import type { ModuleDeclaration } from './server-module.js';

/**
 * Every module of the server, the one list (server-module.ts). app.ts builds them in the order
 * their needs demand and registers their calls, routes and hooks in this order; every start
 * runs their seed steps in this order (prepare-steps.ts: the search text before the demo seed);
 * `npm run import -- KIND` takes its kinds from their importers.
 */
export const SERVER_MODULES: readonly ModuleDeclaration[] = [
  configurationModule,
  mailModule,
  paymentsModule,
  rentalRecordsModule,
  accountModule,
  watchingRecordsModule,
  catalogueModule,
  playbackModule,
  myListModule,
  watchingModule,
  campaignsModule,
  ratingsModule,
  liveOriginModule,
  rentalsModule,
  studioPackagesModule,
  curationModule,
  liveModule,
  remindersModule,
  adsModule,
  analyticsModule,
  pagesModule,
  seedModule,
  artModule,
  mediaModule,
  ingestModule,
  restreamModule,
  webAppModule,
  catalogueImportModule,
  liveImportModule,
  guideImportModule,
  operatorsModule,
  dashboardModule,
  studioCatalogueModule,
  studioLiveModule,
  liveSourcesModule,
  consoleAppModule,
];
