import type { Db } from '../../../db/client.js';
import type { ModuleContext, ServerModule } from '../../../server-module.js';
import type {
  AccountRepository,
  EntitlementsOf,
  OwnedProfiles,
  SubscriptionRepository,
} from '../../accounts/account/index.js';
import type { CatalogueRepository } from '../../catalogue/catalogue/index.js';
import {
  createRefundOutbox,
  createRefundRetrier,
  type PaymentGateway,
} from '../../accounts/payments/index.js';
import { createRentalRepository } from './rental-repository.js';
import { registerRentalRoutes } from './rental-routes.js';
import { createRentalService, type ChannelRentals } from './rental-service.js';

export type { ChannelRentals } from './rental-service.js';

/** The profiles an account rented or bought, for its entitlements (the account module's). */
export function ownedProfilesReader(db: Db): OwnedProfiles {
  const rentals = createRentalRepository(db);
  return (accountId, at) => rentals.ownedProfiles(accountId, at);
}

export interface RentalsModuleDeps {
  catalogue: Pick<CatalogueRepository, 'findVod' | 'findProfileSource'>;
  /** Channels and their streaming profiles, for renting them (the live origin's reader). */
  channels: ChannelRentals;
  accounts: Pick<AccountRepository, 'latestSubscription'>;
  cards: Pick<SubscriptionRepository, 'latestPaymentMethod'>;
  entitlements: EntitlementsOf;
  gateway: PaymentGateway;
}

/**
 * Renting and buying the profiles of titles and channels. Rentals charge outside any
 * transaction; refunds that fail wait in an outbox, retried (with abandoned pending rentals swept) at start and in the background
 * until closing.
 */
export function createRentalsModule(context: ModuleContext, deps: RentalsModuleDeps) {
  const { db, now, log, validateResponse } = context;
  const refunds = createRefundOutbox({ db, gateway: deps.gateway, now, log });
  const service = createRentalService({
    ...deps,
    rentals: createRentalRepository(db),
    refunds,
    log,
    now,
  });
  const retrier = createRefundRetrier(
    async () => {
      await service.sweepAbandoned();
      await refunds.retryDue();
    },
    { log },
  );
  return {
    api: (api) => registerRentalRoutes(api, service, validateResponse),
    onReady: () => retrier.start(),
    onClose: () => retrier.stop(),
  } satisfies ServerModule;
}
