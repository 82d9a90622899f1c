import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../../http/route.js';
import type { AnalyticsService } from './analytics-service.js';

export function registerAnalyticsRoutes(
  app: FastifyInstance,
  service: AnalyticsService,
  validateResponse: boolean,
): void {
  registerCall(app, api.analytics.track, { validateResponse }, ({ body, session }) =>
    service.track(session, body.events),
  );
}
