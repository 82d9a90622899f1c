import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../../http/route.js';
import type { AdsService } from './ads-service.js';

export function registerAdsRoutes(
  app: FastifyInstance,
  service: AdsService,
  validateResponse: boolean,
): void {
  registerCall(app, api.ads.list, { validateResponse }, ({ query }) =>
    service.list(query.filter.box_position),
  );
}
