import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { StudioOffersService } from './studio-offers-service.js';

/** The studio's calls on titles' profiles and prices: owners and editors only. */
export function registerStudioOffersRoutes(
  calls: CallRegistrar,
  service: StudioOffersService,
  operators: Provided['operators'],
): void {
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.titleOffers, {}, editors, ({ params }) => service.list(params.id));
  calls.guardedCall(
    studioApi.createTitleOffer,
    { message: notice('studioOfferSaved') },
    editors,
    ({ session, params, body }) => service.create(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.changeTitleOffer,
    { message: notice('studioOfferSaved') },
    editors,
    ({ session, params, body }) => service.change(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.deleteTitleOffer,
    { message: notice('studioOfferDeleted') },
    editors,
    async ({ session, params }) => {
      await service.remove(session, params.id);
      return null;
    },
  );
}
