import { accountCalls } from './account.js';
import { adsCalls } from './ads.js';
import { analyticsCalls } from './analytics.js';
import { catalogueCalls } from './catalogue.js';
import { configurationCalls } from './configuration.js';
import { householdCalls } from './household-calls.js';
import { liveCalls } from './live.js';
import { pagesCalls } from './pages.js';
import { playbackCalls } from './playback.js';
import { vodCalls } from './vod.js';

/** The subscriber app's calls, by domain. */
export const api = {
  account: { ...accountCalls, ...householdCalls },
  configuration: configurationCalls,
  vod: vodCalls,
  catalogue: catalogueCalls,
  playback: playbackCalls,
  live: liveCalls,
  ads: adsCalls,
  analytics: analyticsCalls,
  pages: pagesCalls,
};
