import { notice, type Rental } from '@marquee/contract';
import type { Clock } from '../../clock.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { AccountRepository } from '../account/index.js';
import type { SubscriptionRepository } from '../account/index.js';
import { DEFAULT_CURRENCY } from '../account/index.js';
import type { EntitlementsOf } from '../account/index.js';
import type { SessionContext } from '../account/index.js';
import type { CatalogueRepository } from '../catalogue/index.js';
import { presentVodProfile } from '../catalogue/index.js';
import type { PaymentGateway } from '../payments/index.js';
import {
  createRentalCheckout,
  type Checkout,
  type CheckoutResult,
  type RentalCheckoutDeps,
} from './rental-checkout.js';
import { chooseRentalOption, type RentalOption } from './rental-option.js';

/** A rent call's body, parsed. */
export interface RentRequest {
  vodId: number;
  profileId: number;
  /** Days, for a tvod_dtr profile priced by days. */
  duration: number | undefined;
}

export interface RentalServiceDeps {
  catalogue: Pick<CatalogueRepository, 'findVod' | 'findProfileSource'>;
  accounts: Pick<AccountRepository, 'latestSubscription'>;
  /** The card charged last, which a rental is charged to. */
  cards: Pick<SubscriptionRepository, 'latestPaymentMethod'>;
  rentals: RentalCheckoutDeps['rentals'];
  gateway: PaymentGateway;
  /** Where a refund that fails is kept and retried. */
  refunds: RentalCheckoutDeps['refunds'];
  entitlements: EntitlementsOf;
  log: RentalCheckoutDeps['log'];
  now: Clock;
  pendingWait?: RentalCheckoutDeps['pendingWait'];
}

/** What the statement says, e.g. `Rental of "Night Train" (4K, 2 days)`. */
function chargeDescription(title: string, profileName: string, option: RentalOption): string {
  const kind = option.durationDays === null ? 'Purchase' : 'Rental';
  const length = option.durationDays === null ? '' : `, ${option.durationDays} days`;
  return `${kind} of "${title}" (${profileName}${length})`;
}

/**
 * Renting and buying playback profiles (catalogue §4, Renting). The card is charged outside
 * any transaction (rental-checkout.ts). A call is idempotent per account and profile: while a
 * rental of the profile runs, renting it again answers that rental and charges nothing; a
 * duplicate that comes while the first is being charged waits for it and gets its answer (in
 * this process, the same promise; from another instance, its pending rental), so a double
 * click or a retried request charges once.
 */
export function createRentalService(deps: RentalServiceDeps) {
  const { catalogue, accounts, cards, entitlements } = deps;
  const checkout = createRentalCheckout(deps);
  /** Rent calls under way in this process, by account and profile. */
  const underWay = new Map<string, Promise<CheckoutResult>>();

  function once(order: Checkout): Promise<CheckoutResult> {
    const key = `${order.accountId}:${order.profileId}`;
    let result = underWay.get(key);
    if (!result) {
      result = checkout.rent(order).finally(() => underWay.delete(key));
      underWay.set(key, result);
    }
    return result;
  }

  return {
    async rent(session: SessionContext, request: RentRequest): Promise<Rental> {
      const { vodId, profileId } = request;
      const vod = await catalogue.findVod(vodId);
      if (!vod) throw notFound(notice('titleNotFound'));
      const found = await catalogue.findProfileSource(vodId, profileId);
      if (!found) throw notFound(notice('playbackProfileNotFound'));
      const option = chooseRentalOption(found.profile, request.duration);
      if (!(await entitlements(session)).subscriptionActive) {
        throw new HttpError(403, notice('subscriptionExpired'));
      }
      const [subscription, card] = await Promise.all([
        accounts.latestSubscription(session.accountId),
        cards.latestPaymentMethod(session.accountId),
      ]);
      let result: CheckoutResult;
      try {
        result = await once({
          accountId: session.accountId,
          vodId,
          profileId,
          option,
          currency: subscription?.package.currencyCode ?? DEFAULT_CURRENCY,
          description: chargeDescription(vod.title, found.profile.name, option),
          card,
        });
      } finally {
        entitlements.forget(session.accountId);
      }
      if ('refused' in result) {
        throw new HttpError(
          402,
          result.refused === 'declined'
            ? notice('rentDeclined', { reason: result.reason })
            : notice('rentNoSavedCard'),
        );
      }
      return {
        profile: presentVodProfile(found.profile, {
          subscriptionActive: true,
          ownedProfileIds: new Set([result.rental.profileId]),
        }),
        expires_at: result.rental.expiresAt?.toISOString() ?? null,
      };
    },

    /** Sweeps rentals left pending by a call that crashed or hung (the retrier's pass). */
    sweepAbandoned: () => checkout.sweepAbandoned(),
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
