import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { RatingService } from './rating-service.js';

export function registerRatingRoutes(calls: CallRegistrar, service: RatingService): void {
  calls.call(api.catalogue.rateVod, {}, ({ params, session }) =>
    service.rate(session, 'vod', params.id, params.rating),
  );
  calls.call(api.catalogue.rateTvShow, {}, ({ params, session }) =>
    service.rate(session, 'show', params.id, params.rating),
  );
}
