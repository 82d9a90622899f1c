import type { Rental } from '@marquee/contract';
import { DAY, type Clock } from '../../clock.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { AccountRepository } from '../account/account-repository.js';
import type { SubscriptionRepository } from '../account/subscription-repository.js';
import { DEFAULT_CURRENCY } from '../account/account-service.js';
import type { EntitlementsOf } from '../account/entitlements.js';
import type { SessionContext } from '../account/session.js';
import type { CatalogueRepository } from '../catalogue/catalogue-repository.js';
import { presentVodProfile } from '../catalogue/vod-presenter.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import { chooseRentalOption, type RentalOption } from './rental-option.js';
import type { RentalRepository, RentalRow } from './rental-repository.js';

export const SUBSCRIPTION_EXPIRED =
  'Your subscription has expired. Please renew your subscription.';
const NO_SAVED_CARD = 'Renting failed: there is no saved card to charge.';

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
  rentals: RentalRepository;
  gateway: PaymentGateway;
  entitlements: EntitlementsOf;
  now: Clock;
}

/** What the statement says, e.g. `Rental of "Night Train" (4K, 2 days)`. */
function chargeDescription(title: string, profileName: string, option: RentalOption): string {
  const kind = option.durationDays === null ? 'Purchase' : 'Rental';
  const length = option.durationDays === null ? '' : `, ${option.durationDays} days`;
  return `${kind} of "${title}" (${profileName}${length})`;
}

/**
 * Renting and buying playback profiles (catalogue §4, Renting). A call is idempotent per
 * account and profile: while a rental of the profile runs, renting it again answers that
 * rental and charges nothing, and concurrent duplicates wait for the first (the account's row
 * lock), so a double click or a retried request charges once. A charge whose rental is not
 * written, because the insert or the commit failed, is given back.
 */
export function createRentalService(deps: RentalServiceDeps) {
  const { catalogue, accounts, cards, rentals, gateway, entitlements, now } = deps;

  /** Charges the saved card, or nothing for a free option; refuses with the gateway's reason. */
  async function charge(
    card: { gatewayRef: string } | undefined,
    description: string,
    option: RentalOption,
    currency: string,
  ) {
    if (option.priceCents === 0) return null;
    if (!card) throw new HttpError(402, NO_SAVED_CARD);
    const request = { amountCents: option.priceCents, currencyCode: currency, description };
    const result = await gateway.chargeSavedCard(card.gatewayRef, request);
    if (!result.approved) throw new HttpError(402, `Renting failed: ${result.reason}`);
    return { request, result };
  }

  return {
    async rent(session: SessionContext, request: RentRequest): Promise<Rental> {
      const { vodId, profileId } = request;
      const vod = await catalogue.findVod(vodId);
      if (!vod) throw notFound('This title does not exist.');
      const found = await catalogue.findProfileSource(vodId, profileId);
      if (!found) throw notFound('This title has no such playback profile.');
      const option = chooseRentalOption(found.profile, request.duration);
      if (!(await entitlements(session)).subscriptionActive) {
        throw new HttpError(403, SUBSCRIPTION_EXPIRED);
      }
      // Read before the lock: inside it, only the locked transaction may touch the database.
      const [subscription, card] = await Promise.all([
        accounts.latestSubscription(session.accountId),
        cards.latestPaymentMethod(session.accountId),
      ]);
      const currency = subscription?.package.currencyCode ?? DEFAULT_CURRENCY;
      const description = chargeDescription(vod.title, found.profile.name, option);

      // The charge made inside the lock, if any: given back when nothing was written, whether
      // the insert or the commit failed.
      const charged: { id: string | null } = { id: null };
      let rental: RentalRow;
      try {
        rental = await rentals.serialised(session.accountId, async (store) => {
          const at = now();
          const running = await store.runningRental(profileId, at);
          if (running) return running;
          const paid = await charge(card, description, option, currency);
          charged.id = paid?.result.chargeId ?? null;
          return store.insert(
            {
              accountId: session.accountId,
              vodId,
              profileId,
              durationDays: option.durationDays,
              priceCents: option.priceCents,
              currencyCode: currency,
              startsAt: at,
              expiresAt:
                option.durationDays === null
                  ? null
                  : new Date(at.getTime() + option.durationDays * DAY),
            },
            paid && {
              accountId: session.accountId,
              packageId: null,
              description,
              amountCents: option.priceCents,
              currencyCode: currency,
              status: 'paid',
              cardBrand: paid.result.card.brand,
              cardLast4: paid.result.card.last4,
              gatewayRef: paid.result.chargeId,
              createdAt: at,
            },
          );
        });
      } catch (error) {
        if (charged.id !== null) await gateway.refund(charged.id);
        throw error;
      } finally {
        entitlements.forget(session.accountId);
      }
      return {
        profile: presentVodProfile(found.profile, {
          subscriptionActive: true,
          ownedProfileIds: new Set([rental.profileId]),
        }),
        expires_at: rental.expiresAt?.toISOString() ?? null,
      };
    },
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
