import {
  notice,
  type List,
  type Notice,
  type SubscriberDetail,
  type SubscriberListItem,
} from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { notFound, tooManyAttempts } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import { presentPayment, presentProfile } from './account-presenter.js';
import type { AccountRepository, AccountRow } from './account-repository.js';
import type { DeviceRepository, DeviceRow } from './device-repository.js';
import type { DeviceService } from './device-service.js';
import { RESET_LINKS_PER_HOUR, type PasswordResetService } from './password-reset-service.js';
import type { SubscriberFacts, SubscriberSearch } from './subscriber-search.js';
import type { SubscriptionRepository } from './subscription-repository.js';

/** Who makes a studio call, as the operators module's guard resolves it. */
export type StudioCaller = Parameters<Provided['operators']['audit']>[0];

export const DEFAULT_SUBSCRIBERS_PAGE = 25;
/** The payments a subscriber's page shows: the latest ones. */
export const RECENT_PAYMENTS = 10;

const subscriberNotFound = () => notFound(notice('subscriberNotFound'));

/** A device as the studio shows it and the audit log keeps it. */
function presentStudioDevice(row: DeviceRow) {
  return {
    id: row.id,
    uid: row.uid,
    model: row.model,
    app_version: row.appVersion,
    last_seen_at: row.lastSeenAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

function presentListItem(row: AccountRow, facts: SubscriberFacts, at: Date): SubscriberListItem {
  const { subscription } = facts;
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: facts.name,
    created_at: row.createdAt.toISOString(),
    subscription: subscription && {
      package_name: subscription.packageName,
      expires_at: subscription.expiresAt.toISOString(),
      active: subscription.disabledAt === null && subscription.expiresAt > at,
    },
    device_count: facts.deviceCount,
    last_seen_at: facts.lastSeenAt?.toISOString() ?? null,
  };
}

/** The studio's work on subscribers: finding them, reading one, and support's two remedies. */
export function createStudioSubscriberService(deps: {
  search: SubscriberSearch;
  accounts: AccountRepository;
  devices: DeviceRepository;
  deviceService: DeviceService;
  subscriptions: SubscriptionRepository;
  passwordReset: PasswordResetService;
  audit: Provided['operators']['audit'];
  now: Clock;
}) {
  const { search, accounts, devices, audit } = deps;

  async function accountOf(id: number): Promise<AccountRow> {
    const account = await accounts.findById(id);
    if (!account) throw subscriberNotFound();
    return account;
  }

  return {
    async list(
      text = '',
      page = 1,
      limit = DEFAULT_SUBSCRIBERS_PAGE,
    ): Promise<List<SubscriberListItem>> {
      const { rows, total } = await search.page(text, (page - 1) * limit, limit);
      const facts = await search.factsOf(rows.map((row) => row.id));
      const at = deps.now();
      return {
        items: rows.map((row) => presentListItem(row, facts.get(row.id)!, at)),
        pager: { page, pageCount: Math.ceil(total / limit), count: total },
      };
    },

    async detail(id: number): Promise<SubscriberDetail> {
      const account = await accountOf(id);
      const [profiles, deviceRows, subscriptionRows, paymentRows] = await Promise.all([
        search.profilesOf(id),
        devices.listDevices(id),
        search.subscriptionsOf(id),
        deps.subscriptions.listPayments(id, 0, RECENT_PAYMENTS),
      ]);
      const at = deps.now();
      return {
        account: {
          id: account.id,
          email: account.email,
          username: account.username,
          created_at: account.createdAt.toISOString(),
          has_purchase_pin: account.purchasePinHash !== null,
        },
        profiles: profiles.map(presentProfile),
        devices: deviceRows.map(presentStudioDevice),
        subscriptions: subscriptionRows.map(({ subscription, packageName }) => ({
          id: subscription.id,
          package_name: packageName,
          starts_at: subscription.startsAt.toISOString(),
          expires_at: subscription.expiresAt.toISOString(),
          disabled_at: subscription.disabledAt?.toISOString() ?? null,
          active: subscription.disabledAt === null && subscription.expiresAt > at,
        })),
        payments: paymentRows.map((row) => presentPayment(row.payment, row.packageName)),
      };
    },

    /** The subscriber's own removal (device-service.ts), audited with the device as it was. */
    async removeDevice(caller: StudioCaller, accountId: number, deviceId: number): Promise<void> {
      await accountOf(accountId);
      const device = await devices.findDevice(deviceId);
      if (!device || device.accountId !== accountId || device.removedAt) {
        throw notFound(notice('deviceNotFound'));
      }
      await deps.deviceService.remove(accountId, deviceId);
      await audit(caller, {
        action: 'device.remove',
        target: `device:${deviceId}`,
        before: { account_id: accountId, ...presentStudioDevice(device) },
      });
    },

    /** The "forgot password" e-mail, sent to the subscriber now; audited. */
    async sendPasswordReset(caller: StudioCaller, accountId: number): Promise<Notice> {
      const account = await accountOf(accountId);
      if (!(await deps.passwordReset.sendLinkTo(account))) {
        const spent = notice('subscriberResetLinksSpent', {
          email: account.email,
          max: RESET_LINKS_PER_HOUR,
        });
        throw tooManyAttempts(spent, 60 * 60);
      }
      await audit(caller, {
        action: 'account.password-reset',
        target: `account:${accountId}`,
      });
      return notice('subscriberResetLinkSent', { email: account.email });
    },
  };
}

export type StudioSubscriberService = ReturnType<typeof createStudioSubscriberService>;
