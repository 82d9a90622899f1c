import {
  notice,
  type List,
  type RentalState,
  type StudioRental,
  type StudioRentalDetail,
  type SubscriberPayments,
} from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { HttpError, notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import {
  presentPayment,
  type EntitlementsOf,
  type SubscriptionRepository,
} from '../../accounts/account/index.js';
import type { RefundOutbox } from '../../accounts/payments/index.js';
import type { ListedRentalRow, StudioRentalsRepository } from './studio-rentals-repository.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];
type Log = { warn: (details: object, message: string) => void };

/** Rentals, and payments, on a page of the studio's lists. */
export const STUDIO_RENTALS_PAGE = 25;

/** Whether a rental still plays at `at`, ran out, or was refunded. */
export function rentalState(
  row: { status: string; expiresAt: Date | null },
  at: Date,
): RentalState {
  if (row.status === 'refunded') return 'refunded';
  return row.expiresAt !== null && row.expiresAt <= at ? 'expired' : 'active';
}

const rentalNotFound = () => notFound(notice('studioRentalNotFound'));

/**
 * The studio's rentals: listed, shown with their payment, and refunded. A refund ends the
 * rental (entitlements count active rentals only) and gives its charge back through the
 * gateway; one the gateway does not take at once waits in the refund outbox and is retried.
 */
export function createStudioRentalsService(deps: {
  rentals: StudioRentalsRepository;
  subscriptions: Pick<SubscriptionRepository, 'listPayments' | 'countPayments'>;
  refunds: Pick<RefundOutbox, 'retryDue'>;
  /** Whose entitlements to read again, on every instance, once a rental ends. */
  entitlements: Pick<EntitlementsOf, 'forget'>;
  audit: AuditRecord;
  now: Clock;
  log: Log;
}) {
  const { rentals, subscriptions, refunds, entitlements, audit, now, log } = deps;

  const present = (row: ListedRentalRow): StudioRental => {
    const { rental } = row;
    return {
      id: rental.id,
      account_id: rental.accountId,
      email: row.email,
      item_type: rental.channelId === null ? 'vod' : 'channel',
      item_id: rental.channelId ?? rental.vodId!,
      item_title: row.channelTitle ?? row.vodTitle ?? '',
      profile_name: row.profileName,
      duration_days: rental.durationDays,
      price: rental.priceCents / 100,
      currency_code: rental.currencyCode,
      starts_at: rental.startsAt.toISOString(),
      expires_at: rental.expiresAt?.toISOString() ?? null,
      state: rentalState(rental, now()),
      refunded_at: rental.refundedAt?.toISOString() ?? null,
    };
  };

  async function detail(id: number): Promise<StudioRentalDetail> {
    const row = await rentals.byId(id);
    if (!row) throw rentalNotFound();
    const paid =
      row.rental.paymentId === null ? undefined : await rentals.payment(row.rental.paymentId);
    return {
      ...present(row),
      payment: paid ? presentPayment(paid.payment, paid.packageName) : null,
    };
  }

  return {
    async list(
      search: string | undefined,
      page = 1,
      limit = STUDIO_RENTALS_PAGE,
    ): Promise<List<StudioRental>> {
      const { rows, total } = await rentals.page(search ?? '', (page - 1) * limit, limit);
      return {
        items: rows.map(present),
        pager: { page, pageCount: Math.ceil(total / limit), count: total },
      };
    },

    detail,

    async refund(caller: OperatorContext, id: number): Promise<StudioRentalDetail> {
      const before = await detail(id);
      const reason = `rental ${id} refunded by operator ${caller.operator.id}`;
      if (!(await rentals.refund(id, now(), reason))) {
        throw new HttpError(409, notice('studioRentalAlreadyRefunded'));
      }
      entitlements.forget(before.account_id);
      // Given back now when the gateway takes it; otherwise the outbox keeps trying.
      await refunds.retryDue().catch((error: unknown) => {
        log.warn({ err: error, rentalId: id }, 'a refund waits in the outbox for the gateway');
      });
      const after = await detail(id);
      await audit(caller, {
        action: 'rental.refund',
        target: `rental:${id}`,
        before: { state: before.state, payment_status: before.payment?.status ?? null },
        after: { state: after.state, payment_status: after.payment?.status ?? null },
      });
      return after;
    },

    async payments(
      accountId: number,
      page = 1,
      limit = STUDIO_RENTALS_PAGE,
    ): Promise<SubscriberPayments> {
      const email = await rentals.accountEmail(accountId);
      if (email === undefined) throw notFound(notice('subscriberNotFound'));
      const [rows, total] = await Promise.all([
        subscriptions.listPayments(accountId, (page - 1) * limit, limit),
        subscriptions.countPayments(accountId),
      ]);
      return {
        account_id: accountId,
        email,
        items: rows.map((row) => presentPayment(row.payment, row.packageName)),
        pager: { page, pageCount: Math.ceil(total / limit), count: total },
      };
    },
  };
}

export type StudioRentalsService = ReturnType<typeof createStudioRentalsService>;
