export {
  ANALYTICS_FLUSH_DELAY_MS,
  flushAnalytics,
  setAnalyticsSink,
  track,
  type AnalyticsProperties,
  type AnalyticsSink,
} from './api/analytics';
