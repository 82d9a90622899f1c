import {
  notice,
  noticeText,
  type List,
  type PaymentHistoryItem,
  type SubscriptionChange,
  type SubscriptionPackage,
} from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { DAY } from '../../../clock.js';
import { HttpError, badRequest, sessionEnded } from '../../../http/errors.js';
import { paidPayment, type PaymentGateway } from '../payments/index.js';
import {
  isSubscriptionActive,
  presentAccount,
  presentPackage,
  presentPayment,
  presentSubscription,
} from './account-presenter.js';
import type { AccountRepository } from './account-repository.js';
import type { DeviceRepository } from './device-repository.js';
import type { SubscriptionRepository } from './subscription-repository.js';
import type { SessionContext } from './session.js';

const DEFAULT_PAGE_SIZE = 20;

/** A `subscription_id` that names no package. */
export const unknownPackage = () =>
  badRequest(notice('noSuchPackage'), { subscription_id: [noticeText(notice('noSuchPackage'))] });

export interface SubscriptionServiceDeps {
  accounts: AccountRepository;
  devices: DeviceRepository;
  subscriptions: SubscriptionRepository;
  gateway: PaymentGateway;
  now: Clock;
}

/** Packages, changing package, the expiry check and the payment history. */
export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const { accounts, devices, subscriptions, gateway, now } = deps;

  async function isExpired(accountId: number): Promise<boolean> {
    return !isSubscriptionActive(await accounts.latestSubscription(accountId), now());
  }

  return {
    async packages(): Promise<SubscriptionPackage[]> {
      return (await subscriptions.listPackages()).map(presentPackage);
    },

    async check(session: SessionContext): Promise<{ subscription_expired: boolean }> {
      return { subscription_expired: await isExpired(session.accountId) };
    },

    /**
     * A new paid period of the chosen package, charged to the saved card. The same package
     * while it is still active extends it; another package starts now.
     */
    async change(session: SessionContext, packageId: number): Promise<SubscriptionChange> {
      const pkg = await subscriptions.findPackage(packageId);
      if (!pkg) throw unknownPackage();
      const card = await subscriptions.latestPaymentMethod(session.accountId);
      if (!card) throw new HttpError(402, notice('subscriptionNoSavedCard'));
      const at = now();
      const current = await accounts.latestSubscription(session.accountId);
      const extendsCurrent =
        !!current && isSubscriptionActive(current, at) && current.package.id === pkg.id;
      const from = extendsCurrent ? current.subscription.expiresAt : at;
      const charge = {
        amountCents: pkg.priceCents,
        currencyCode: pkg.currencyCode,
        description: `${pkg.name} subscription`,
      };
      const result = await gateway.chargeSavedCard(card.gatewayRef, charge);
      if (!result.approved) {
        throw new HttpError(402, notice('subscriptionDeclined', { reason: result.reason }));
      }
      try {
        await subscriptions.replaceSubscription({
          accountId: session.accountId,
          packageId: pkg.id,
          startsAt: at,
          expiresAt: new Date(from.getTime() + pkg.periodDays * DAY),
          payment: { accountId: session.accountId, ...paidPayment(pkg.id, charge, result, at) },
        });
      } catch (error) {
        await gateway.refund(result.chargeId);
        throw error;
      }
      const [account, subscription, device] = await Promise.all([
        accounts.findById(session.accountId),
        accounts.latestSubscription(session.accountId),
        devices.findDevice(session.deviceId),
      ]);
      if (!account || !device) throw sessionEnded();
      return {
        device: { id: device.id, token: session.token, uid: device.uid },
        account: presentAccount(account, !isSubscriptionActive(subscription, at)),
        subscription: subscription ? presentSubscription(subscription, at) : null,
      };
    },

    async paymentHistory(
      session: SessionContext,
      page = 1,
      limit = DEFAULT_PAGE_SIZE,
    ): Promise<List<PaymentHistoryItem>> {
      const [total, rows] = await Promise.all([
        subscriptions.countPayments(session.accountId),
        subscriptions.listPayments(session.accountId, (page - 1) * limit, limit),
      ]);
      return {
        items: rows.map((row) => presentPayment(row.payment, row.packageName)),
        pager: { page, pageCount: Math.ceil(total / limit), count: total },
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
