import type {
  Account,
  DeviceListItem,
  PaymentHistoryItem,
  Profile,
  Subscription,
  SubscriptionPackage,
} from '@marquee/contract';
import { DEFAULT_MATURITY_CEILING, defaultAvatar } from '@marquee/contract';
import type { subscriptionPackages } from '../../../db/schema.js';
import type { AccountRow, ProfileRow, SubscriptionWithPackage } from './account-repository.js';
import type { DeviceRow } from './device-repository.js';
import type { PaymentRow } from './subscription-repository.js';

/** Row to contract shapes. PIN and password hashes never leave these functions. */
export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    first_name: row.firstName,
    last_name: row.lastName,
    sex: row.sex === 1 ? 1 : 0,
    age: row.age,
    is_default: row.isDefault,
    has_pin: row.pinHash !== null,
    language: row.language,
    avatar: row.avatar ?? defaultAvatar(row.sex === 1 ? 1 : 0),
    is_kids: row.isKids,
    maturity_ceiling: row.isKids ? (row.maturityCeiling ?? DEFAULT_MATURITY_CEILING) : null,
    auto_remove_watched: row.autoRemoveWatched,
  };
}

export function presentAccount(row: AccountRow, subscriptionExpired: boolean): Account {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    subscription_expired: subscriptionExpired,
    has_purchase_pin: row.purchasePinHash !== null,
  };
}

export function presentPackage(row: typeof subscriptionPackages.$inferSelect): SubscriptionPackage {
  return {
    id: row.id,
    name: row.name,
    subscription_price: row.priceCents / 100,
    currency_code: row.currencyCode,
    description: row.description,
  };
}

export function isSubscriptionActive(row: SubscriptionWithPackage | undefined, now: Date): boolean {
  return !!row && row.subscription.disabledAt === null && row.subscription.expiresAt > now;
}

export function presentSubscription(row: SubscriptionWithPackage, now: Date): Subscription {
  return {
    id: row.subscription.id,
    package: presentPackage(row.package),
    currency_code: row.package.currencyCode,
    starts_at: row.subscription.startsAt.toISOString(),
    expires_at: row.subscription.expiresAt.toISOString(),
    expired: !isSubscriptionActive(row, now),
  };
}

const PAYMENT_STATUSES = ['paid', 'failed', 'refunded'] as const;

/** A payment as the history lists it: brand and last four digits are all there is of the card. */
export function presentPayment(row: PaymentRow, packageName: string | null): PaymentHistoryItem {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    description: row.description,
    package_name: packageName,
    amount: row.amountCents / 100,
    currency_code: row.currencyCode,
    status: PAYMENT_STATUSES.find((status) => status === row.status) ?? 'failed',
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
  };
}

/** A device in the account's list; `current` marks the caller's own. */
export function presentDevice(row: DeviceRow, currentDeviceId: number): DeviceListItem {
  return {
    id: row.id,
    uid: row.uid,
    model: row.model,
    app_version: row.appVersion,
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === currentDeviceId,
  };
}
