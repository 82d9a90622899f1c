// A module of its own, which the subscriber app never imports: with the package free of side
// effects, its bundle leaves out every studio call (packages/contract/README.md).
import { api } from './api.js';
import { studioCalls } from './studio.js';
import { studioSubscriberCalls } from './studio-subscribers.js';
import { studioAuditCalls } from './studio-audit.js';
import { studioOperatorCalls } from './studio-operators.js';
import { studioDashboardCalls } from './studio-dashboard.js';
import { studioConfigurationCalls } from './studio-configuration.js';
import { studioAdsCalls } from './studio-ads.js';
import { studioCampaignCalls } from './studio-campaigns.js';
import { studioCatalogueCalls } from './studio-catalogue.js';
import { studioCatalogueArtCalls } from './studio-catalogue-art.js';
import { studioLiveCalls } from './studio-live.js';
import { studioLiveSourceCalls } from './studio-live-sources.js';
import { studioCommerceCalls } from './studio-commerce.js';
import { studioRentalCalls } from './studio-rentals.js';
import { studioPageCalls } from './studio-pages.js';
import { studioCurationCalls } from './studio-curation.js';
import { studioTitleMediaCalls } from './studio-title-media.js';
import { studioTitleOfferCalls } from './studio-title-offers.js';

/**
 * The operators' console's calls (/api/studio/...). They are kept apart from `api` so that the
 * subscriber app, which imports `api` whole, never carries them in its bundle.
 */
export const studioApi = {
  ...studioCalls,
  ...studioSubscriberCalls,
  ...studioConfigurationCalls,
  ...studioAuditCalls,
  ...studioOperatorCalls,
  ...studioDashboardCalls,
  ...studioAdsCalls,
  ...studioCampaignCalls,
  ...studioCatalogueCalls,
  ...studioCatalogueArtCalls,
  ...studioLiveCalls,
  ...studioLiveSourceCalls,
  ...studioCommerceCalls,
  ...studioRentalCalls,
  ...studioPageCalls,
  ...studioCurationCalls,
  ...studioTitleMediaCalls,
  ...studioTitleOfferCalls,
};

/** Every call of the API, by domain: the subscriber app's and the console's (`studio`). */
export const allCalls = { ...api, studio: studioApi };
