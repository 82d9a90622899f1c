import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../../http/route.js';
import type { RatingService } from './rating-service.js';

export function registerRatingRoutes(
  app: FastifyInstance,
  service: RatingService,
  validateResponse: boolean,
): void {
  registerCall(app, api.catalogue.rateVod, { validateResponse }, ({ params, session }) =>
    service.rate(session.accountId, 'vod', params.id, params.rating),
  );
  registerCall(app, api.catalogue.rateTvShow, { validateResponse }, ({ params, session }) =>
    service.rate(session.accountId, 'show', params.id, params.rating),
  );
}
