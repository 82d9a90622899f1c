import {
  declareModule,
  type ModuleContext,
  type Provided,
  type ServerModule,
} from '../../../server-module.js';
import type {
  AccountRepository,
  EntitlementsOf,
  OwnedProfiles,
  SubscriptionRepository,
} from '../../accounts/account/index.js';
import type { CatalogueRepository } from '../../catalogue/catalogue/index.js';
import { createChannelReader } from '../../live/live/index.js';
import {
  createRefundOutbox,
  createRefundRetrier,
  type PaymentGateway,
} from '../../accounts/payments/index.js';
import { createRentalRepository } from './rental-repository.js';
import { registerRentalRoutes } from './rental-routes.js';
import { createRentalService, type ChannelRentals } from './rental-service.js';
import { createStudioRentalsRepository } from './studio-rentals-repository.js';
import { registerStudioRentalsRoutes } from './studio-rentals-routes.js';
import { createStudioRentalsService } from './studio-rentals-service.js';
import { createStudioOffersRepository } from './studio-offers-repository.js';
import { registerStudioOffersRoutes } from './studio-offers-routes.js';
import { createStudioOffersService } from './studio-offers-service.js';

export type { ChannelRentals } from './rental-service.js';

interface RentalsModuleDeps {
  catalogue: Pick<CatalogueRepository, 'findVod' | 'findProfileSource'>;
  /** Channels and their streaming profiles, for renting them (the live origin's reader). */
  channels: ChannelRentals;
  accounts: Pick<AccountRepository, 'latestSubscription'>;
  cards: Pick<SubscriptionRepository, 'latestPaymentMethod' | 'listPayments' | 'countPayments'>;
  entitlements: EntitlementsOf;
  gateway: PaymentGateway;
  operators: Provided['operators'];
}

/**
 * Renting and buying the profiles of titles and channels. Rentals charge outside any
 * transaction; refunds that fail wait in an outbox, retried (with abandoned pending rentals swept) at start and in the background
 * until closing.
 */
function createRentalsModule(context: ModuleContext, deps: RentalsModuleDeps) {
  const { db, now, log } = context;
  const refunds = createRefundOutbox({ db, gateway: deps.gateway, now, log });
  const service = createRentalService({
    ...deps,
    rentals: createRentalRepository(db),
    refunds,
    log,
    now,
  });
  const offers = createStudioOffersService({
    db,
    offers: createStudioOffersRepository(db),
    audit: deps.operators.audit,
    now,
  });
  const retrier = createRefundRetrier(
    async () => {
      await service.sweepAbandoned();
      await refunds.retryDue();
    },
    { log },
  );
  const studio = createStudioRentalsService({
    rentals: createStudioRentalsRepository(db),
    subscriptions: deps.cards,
    refunds,
    entitlements: deps.entitlements,
    audit: deps.operators.audit,
    now,
    log,
  });
  return {
    api: (calls) => {
      registerRentalRoutes(calls, service);
      registerStudioRentalsRoutes(calls, studio, deps.operators);
      registerStudioOffersRoutes(calls, offers, deps.operators);
    },
    onReady: () => retrier.start(),
    onClose: () => retrier.stop(),
  } satisfies ServerModule;
}

declare module '../../../server-module.js' {
  interface Provided {
    /** The profiles an account rented or bought, for its entitlements (the account module's). */
    'rental-records': { ownedProfiles: OwnedProfiles };
  }
}

/** The profiles an account rented or bought, for its entitlements (the account module's). */
export const rentalRecordsModule = declareModule({
  name: 'rental-records',
  build(context) {
    const rentals = createRentalRepository(context.db);
    return {
      provides: { ownedProfiles: (accountId, at) => rentals.ownedProfiles(accountId, at) },
    };
  },
});

/** Renting and buying (createRentalsModule). */
export const rentalsModule = declareModule({
  name: 'rentals',
  needs: ['catalogue', 'account', 'payments', 'operators'],
  build: (context, needs) =>
    createRentalsModule(context, {
      catalogue: needs.catalogue.repository,
      channels: createChannelReader(context.db),
      accounts: needs.account.accounts,
      cards: needs.account.subscriptions,
      entitlements: needs.account.entitlements,
      gateway: needs.payments.gateway,
      operators: needs.operators,
    }),
});
