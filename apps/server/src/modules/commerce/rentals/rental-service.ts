import { notice, type Rental } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { isWithinMaturity } from '../../../db/maturity.js';
import type { vodProfiles } from '../../../db/schema.js';
import { HttpError, notFound } from '../../../http/errors.js';
import type { AccountRepository } from '../../accounts/account/index.js';
import type { SubscriptionRepository } from '../../accounts/account/index.js';
import { DEFAULT_CURRENCY } from '../../accounts/account/index.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { SessionContext } from '../../accounts/account/index.js';
import type { CatalogueRepository } from '../../catalogue/catalogue/index.js';
import { presentVodProfile } from '../../catalogue/catalogue/index.js';
import type { PaymentGateway } from '../../accounts/payments/index.js';
import {
  createRentalCheckout,
  type Checkout,
  type CheckoutResult,
  type RentalCheckoutDeps,
  type RentalItem,
} from './rental-checkout.js';
import {
  chooseChannelRentalOption,
  chooseRentalOption,
  type RentalOption,
} from './rental-option.js';

/** A rent call's body, parsed. */
export interface RentRequest {
  vodId: number;
  profileId: number;
  /** Days, for a tvod_dtr profile priced by days. */
  duration: number | undefined;
}

/** A channel rent call's body, parsed: the channel, its streaming profile and the days chosen. */
export interface RentChannelRequest {
  channelId: number;
  profileId: number;
  /** Days, for a tvod_dtr profile priced by days; none takes the profile's first price. */
  duration: number | undefined;
}

/** The channels and their streaming profiles, as the live origin reads them. */
export interface ChannelRentals {
  findChannel(id: number): Promise<{ title: string; parentalCode: string | null } | undefined>;
  findChannelProfile(
    channelId: number,
    profileId: number,
  ): Promise<typeof vodProfiles.$inferSelect | undefined>;
}

export interface RentalServiceDeps {
  catalogue: Pick<CatalogueRepository, 'findVod' | 'findProfileSource'>;
  channels: ChannelRentals;
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

/**
 * What the statement says, e.g. `Rental of "Night Train" (4K, 2 days)` or
 * `Rental of channel "News 24" (HD, 30 days)`.
 */
function chargeDescription(
  item: RentalItem,
  title: string,
  profileName: string,
  option: RentalOption,
): string {
  const kind = option.durationDays === null ? 'Purchase' : 'Rental';
  const what = item.channelId === undefined ? `"${title}"` : `channel "${title}"`;
  const length = option.durationDays === null ? '' : `, ${option.durationDays} days`;
  return `${kind} of ${what} (${profileName}${length})`;
}

/**
 * A kids profile rents nothing (its home has no rentals): a title or channel above its ceiling
 * is refused as one it may not watch (`aboveCeiling`), any other as a rental it may not make.
 */
function refuseKidsRental(
  session: SessionContext,
  parentalCode: string | null,
  aboveCeiling: 'kidsTitleUnavailable' | 'kidsChannelUnavailable',
): void {
  if (session.maturityCeiling === null) return;
  const within = isWithinMaturity(parentalCode, session.maturityCeiling);
  throw new HttpError(403, notice(within ? 'kidsNoRentals' : aboveCeiling));
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
  const { catalogue, channels, accounts, cards, entitlements } = deps;
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

  /**
   * Charges the account for the profile of a title or channel found and priced by the caller,
   * once, and presents the rental.
   */
  async function checkOut(
    session: SessionContext,
    item: RentalItem,
    title: string,
    profile: typeof vodProfiles.$inferSelect,
    option: RentalOption,
  ): Promise<Rental> {
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
        item,
        profileId: profile.id,
        option,
        currency: subscription?.package.currencyCode ?? DEFAULT_CURRENCY,
        description: chargeDescription(item, title, profile.name, option),
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
      profile: presentVodProfile(profile, {
        subscriptionActive: true,
        ownedProfileIds: new Set([result.rental.profileId]),
      }),
      expires_at: result.rental.expiresAt?.toISOString() ?? null,
    };
  }

  return {
    async rent(session: SessionContext, request: RentRequest): Promise<Rental> {
      const { vodId, profileId } = request;
      const vod = await catalogue.findVod(vodId);
      if (!vod) throw notFound(notice('titleNotFound'));
      refuseKidsRental(session, vod.parentalCode, 'kidsTitleUnavailable');
      const found = await catalogue.findProfileSource(vodId, profileId);
      if (!found) throw notFound(notice('playbackProfileNotFound'));
      const option = chooseRentalOption(found.profile, request.duration);
      return checkOut(session, { vodId }, vod.title, found.profile, option);
    },

    /** Rents (unlocks) a channel's streaming profile (catalogue §4: channels can be rented). */
    async rentChannel(session: SessionContext, request: RentChannelRequest): Promise<Rental> {
      const { channelId, profileId } = request;
      const channel = await channels.findChannel(channelId);
      if (!channel) throw notFound(notice('channelNotFound'));
      refuseKidsRental(session, channel.parentalCode, 'kidsChannelUnavailable');
      const profile = await channels.findChannelProfile(channelId, profileId);
      if (!profile) throw notFound(notice('channelProfileNotFound'));
      const option =
        request.duration === undefined
          ? chooseChannelRentalOption(profile)
          : chooseRentalOption(profile, request.duration);
      return checkOut(session, { channelId }, channel.title, profile, option);
    },

    /** Sweeps rentals left pending by a call that crashed or hung (the retrier's pass). */
    sweepAbandoned: () => checkout.sweepAbandoned(),
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
