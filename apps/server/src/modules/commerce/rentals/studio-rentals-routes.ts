import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { StudioRentalsService } from './studio-rentals-service.js';

/** The studio's rentals and payments: owners and editors refund, support reads. */
export function registerStudioRentalsRoutes(
  calls: CallRegistrar,
  service: StudioRentalsService,
  operators: Provided['operators'],
): void {
  const readers = operators.requireOperator('owner', 'editor', 'support');
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.rentals, {}, readers, ({ query }) =>
    service.list(query.search, query.page, query.limit),
  );
  calls.guardedCall(studioApi.rental, {}, readers, ({ params }) => service.detail(params.id));
  calls.guardedCall(
    studioApi.refundRental,
    { message: notice('studioRentalRefunded') },
    editors,
    ({ session, params }) => service.refund(session, params.id),
  );
  calls.guardedCall(studioApi.subscriberPayments, {}, readers, ({ params, query }) =>
    service.payments(params.id, query.page, query.limit),
  );
}
