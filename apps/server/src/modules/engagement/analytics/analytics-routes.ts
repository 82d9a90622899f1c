import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { AnalyticsService } from './analytics-service.js';

export function registerAnalyticsRoutes(calls: CallRegistrar, service: AnalyticsService): void {
  calls.call(api.analytics.track, {}, ({ body, session }) => service.track(session, body.events));
}
