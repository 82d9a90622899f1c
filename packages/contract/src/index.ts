import { accountCalls } from './account.js';
import { adsCalls } from './ads.js';
import { analyticsCalls } from './analytics.js';
import { catalogueCalls } from './catalogue.js';
import { configurationCalls } from './configuration.js';
import { liveCalls } from './live.js';
import { pagesCalls } from './pages.js';
import { playbackCalls } from './playback.js';
import { studioCalls } from './studio.js';
import { studioSubscriberCalls } from './studio-subscribers.js';
import { studioAuditCalls } from './studio-audit.js';
import { studioOperatorCalls } from './studio-operators.js';
import { studioDashboardCalls } from './studio-dashboard.js';
import { studioConfigurationCalls } from './studio-configuration.js';
import { studioAdsCalls } from './studio-ads.js';
import { studioCampaignCalls } from './studio-campaigns.js';
import { vodCalls } from './vod.js';

export * from './envelope.js';
export * from './notices.js';
export * from './answer-reader.js';
export * from './notice-texts.js';
export * from './notice-texts-pt.js';
export * from './notice-texts-pt-br.js';
export * from './headers.js';
export * from './query.js';
export * from './endpoint.js';
export * from './issues.js';
export * from './common.js';
export * from './validation.js';
export * from './account.js';
export * from './profiles.js';
export * from './configuration.js';
export * from './vod.js';
export * from './catalogue.js';
export * from './playback.js';
export * from './channels.js';
export * from './live.js';
export * from './catchup.js';
export * from './ads.js';
export * from './socket.js';
export * from './analytics.js';
export * from './pages.js';
export * from './slides.js';
export * from './theme-colours.js';
export * from './studio.js';
export * from './studio-subscribers.js';
export * from './studio-configuration.js';
export * from './studio-audit.js';
export * from './studio-operators.js';
export * from './studio-dashboard.js';
export * from './studio-ads.js';
export * from './studio-campaigns.js';

/** Every call of the API, by domain. */
export const api = {
  account: accountCalls,
  configuration: configurationCalls,
  vod: vodCalls,
  catalogue: catalogueCalls,
  playback: playbackCalls,
  live: liveCalls,
  ads: adsCalls,
  analytics: analyticsCalls,
  pages: pagesCalls,
  studio: {
    ...studioCalls,
    ...studioSubscriberCalls,
    ...studioConfigurationCalls,
    ...studioAuditCalls,
    ...studioOperatorCalls,
    ...studioDashboardCalls,
    ...studioAdsCalls,
    ...studioCampaignCalls,
  },
};
