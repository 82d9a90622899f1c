import { setTimeout as sleep } from 'node:timers/promises';
import type { PlainNotice } from '@marquee/contract';
import { DAY, type Clock } from '../../../clock.js';
import type { PaymentGateway } from '../../accounts/payments/index.js';
import type { RefundLog, RefundOutbox } from '../../accounts/payments/index.js';
import {
  PENDING_RENTAL_POLL_MS,
  PENDING_RENTAL_WAIT_MS,
  abandonedBefore,
  isAbandonedPending,
} from './pending-rental.js';
import type { RentalOption } from './rental-option.js';
import type { NewPendingRental, RentalRepository, RentalRow } from './rental-repository.js';

/** What is rented: a movie or episode, or a live channel (its profile says how it plays). */
export type RentalItem =
  { vodId: number; channelId?: never } | { channelId: number; vodId?: never };

/** One rent call's order, decided and checked by the service. */
export interface Checkout {
  accountId: number;
  item: RentalItem;
  profileId: number;
  option: RentalOption;
  currency: string;
  /** What the statement says. */
  description: string;
  /** The card charged last; none when the account never paid. */
  card: { gatewayRef: string } | undefined;
}

export interface RentalCheckoutDeps {
  rentals: Omit<RentalRepository, 'ownedProfiles'>;
  gateway: Pick<PaymentGateway, 'chargeSavedCard' | 'refund'>;
  refunds: Pick<RefundOutbox, 'queue'>;
  log: RefundLog;
  now: Clock;
  /** How long and how often to look at another instance's pending rental (tests shorten it). */
  pendingWait?: { timeoutMs: number; pollMs: number };
}

/**
 * How a rent call ended: the rental, or refused because there is no card or the gateway
 * declined (the service words these for the person). Anything else is thrown.
 */
export type CheckoutResult =
  | { rental: RentalRow }
  | { refused: 'no-saved-card' }
  | { refused: 'declined'; reason: PlainNotice };

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Rent calls in three steps, none of which holds a transaction while the gateway works: a
 * pending rental is claimed (one per account and profile), the card is charged, and the rental
 * is confirmed, or released when the charge is declined or cannot be kept. A charge that is
 * not kept is refunded; a refund that fails goes to the outbox and never hides the failure
 * that caused it.
 */
export function createRentalCheckout(deps: RentalCheckoutDeps) {
  const { rentals, gateway, refunds, log, now } = deps;
  const wait = deps.pendingWait ?? {
    timeoutMs: PENDING_RENTAL_WAIT_MS,
    pollMs: PENDING_RENTAL_POLL_MS,
  };

  const periodFrom = (at: Date, option: RentalOption) => ({
    startsAt: at,
    expiresAt:
      option.durationDays === null ? null : new Date(at.getTime() + option.durationDays * DAY),
  });

  /** Removes a pending rental, logging rather than throwing: the sweep removes it otherwise. */
  async function release(id: number): Promise<boolean> {
    try {
      return await rentals.release(id);
    } catch (error) {
      log.error({ err: error, rentalId: id }, 'a pending rental could not be released');
      return false;
    }
  }

  /**
   * Gives back a charge whose rental was not confirmed; never throws, so the caller's own
   * failure is what the person gets. A charge recorded on the pending row goes with the row:
   * whoever removes the row refunds it, so a refund is never made twice.
   */
  async function giveBack(rentalId: number, chargeId: string, recorded: boolean, cause: unknown) {
    const released = await release(rentalId);
    if (recorded && !released) {
      log.warn(
        { chargeId, rentalId, cause: describe(cause) },
        'the charge stays with its pending rental; the sweep queues its refund',
      );
      return;
    }
    try {
      await gateway.refund(chargeId);
      log.info({ chargeId, rentalId, cause: describe(cause) }, 'gave back a charge not kept');
    } catch (refundError) {
      log.error(
        { err: refundError, chargeId, rentalId, cause: describe(cause) },
        'the refund of a charge not kept failed; it is queued for retry',
      );
      await refunds.queue({
        chargeId,
        reason: `rental ${rentalId} not confirmed: ${describe(cause)}`,
        attempts: 1,
        lastError: describe(refundError),
      });
    }
  }

  /** Charges the claimed rental's price and confirms it; releases it on any failure. */
  async function chargeAndConfirm(pending: RentalRow, order: Checkout): Promise<CheckoutResult> {
    const { option, card } = order;
    if (option.priceCents === 0) {
      try {
        return { rental: await rentals.confirm(pending.id, periodFrom(now(), option), null) };
      } catch (error) {
        await release(pending.id);
        throw error;
      }
    }
    if (!card) {
      await release(pending.id);
      return { refused: 'no-saved-card' };
    }
    const charge = {
      amountCents: option.priceCents,
      currencyCode: order.currency,
      description: order.description,
    };
    let result;
    try {
      result = await gateway.chargeSavedCard(card.gatewayRef, charge);
    } catch (error) {
      // Whether it charged is unknown and there is no charge id to refund: nothing is kept.
      await release(pending.id);
      throw error;
    }
    if (!result.approved) {
      await release(pending.id);
      return { refused: 'declined', reason: result.reason };
    }
    let recorded = false;
    try {
      recorded = await rentals.recordCharge(pending.id, result.chargeId);
      const at = now();
      const rental = await rentals.confirm(pending.id, periodFrom(at, option), {
        accountId: order.accountId,
        packageId: null,
        description: order.description,
        amountCents: option.priceCents,
        currencyCode: order.currency,
        status: 'paid',
        cardBrand: result.card.brand,
        cardLast4: result.card.last4,
        gatewayRef: result.chargeId,
        createdAt: at,
      });
      return { rental };
    } catch (error) {
      await giveBack(pending.id, result.chargeId, recorded, error);
      throw error;
    }
  }

  /**
   * Waits for a rental another instance is charging: its row once active, or undefined once it
   * is gone (declined, released or swept as abandoned), when the caller claims again.
   */
  async function settled(pending: RentalRow, deadline: number): Promise<RentalRow | undefined> {
    let row: RentalRow | undefined = pending;
    let pause = wait.pollMs;
    while (row?.status === 'pending') {
      if (isAbandonedPending(row, now())) {
        await sweepAbandoned();
        return undefined;
      }
      if (performance.now() >= deadline) {
        throw new Error(`Rental ${row.id} is still pending after ${wait.timeoutMs} ms.`);
      }
      await sleep(pause);
      pause = Math.min(pause * 2, 1000);
      row = await rentals.find(row.id);
    }
    return row;
  }

  /** Sweeps the rentals pending for too long; how many. */
  async function sweepAbandoned(): Promise<number> {
    const at = now();
    const swept = await rentals.sweepAbandoned(abandonedBefore(at), at);
    if (swept.length > 0) {
      log.warn(
        { rentalIds: swept.map((rental) => rental.id) },
        'swept abandoned pending rentals; their recorded charges are queued for refund',
      );
    }
    return swept.length;
  }

  return {
    /**
     * The account's rental of the profile: the one that runs, the one another call is
     * charging once it is confirmed, or a new one charged now.
     */
    async rent(order: Checkout): Promise<CheckoutResult> {
      const deadline = performance.now() + wait.timeoutMs;
      for (;;) {
        const at = now();
        const pending: NewPendingRental = {
          accountId: order.accountId,
          vodId: order.item.vodId ?? null,
          channelId: order.item.channelId ?? null,
          profileId: order.profileId,
          durationDays: order.option.durationDays,
          priceCents: order.option.priceCents,
          currencyCode: order.currency,
          startsAt: at,
        };
        const claim = await rentals.claim(pending, at);
        if (claim.claimed) return chargeAndConfirm(claim.rental, order);
        const found = await settled(claim.rental, deadline);
        if (found) return { rental: found };
      }
    },

    sweepAbandoned,
  };
}

export type RentalCheckout = ReturnType<typeof createRentalCheckout>;
