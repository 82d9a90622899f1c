import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountIdColumn } from './accounts.js';
import { createdAt } from './columns.js';

export const subscriptionPackages = pgTable('subscription_packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Price in minor units (cents) so sums stay exact. */
  priceCents: integer('price_cents').notNull(),
  currencyCode: text('currency_code').notNull(),
  description: text('description').notNull(),
  periodDays: integer('period_days').notNull().default(30),
  /** When operators stopped offering it; its subscriptions run on. Null: offered. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    packageId: integer('package_id')
      .notNull()
      .references(() => subscriptionPackages.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('subscriptions_account_idx').on(table.accountId)],
);

/** A card the gateway keeps for an account: only its reference, brand and last four digits. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    /** The gateway's own reference to the card; never the card number. */
    gatewayRef: text('gateway_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_methods_account_idx').on(table.accountId)],
);

/** Charges, as the payment history lists them. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    packageId: integer('package_id').references(() => subscriptionPackages.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** paid, failed or refunded. */
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The gateway's charge id. */
    gatewayRef: text('gateway_ref'),
    createdAt: createdAt(),
  },
  (table) => [index('payments_account_created_idx').on(table.accountId, table.createdAt)],
);
