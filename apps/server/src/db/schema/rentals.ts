import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn } from './accounts.js';
import { vods, vodProfiles } from './catalogue.js';
import { channels } from './live.js';
import { payments } from './subscriptions.js';

/**
 * Rentals (tvod_dtr, `expires_at` set) and purchases (tvod, `expires_at` null) of a playback
 * profile, a title's or a channel's, by an account. A profile is the account's while an active
 * row of it has not expired. A rent call first writes a pending row, charges the card outside
 * any transaction, then makes the row active (docs/decisions.md, "Rentals charged outside any transaction").
 */
export const rentals = pgTable(
  'rentals',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    /** The movie or episode rented; null when a channel is. */
    vodId: integer('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    /** The channel rented (unlocked); null when a title is. */
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => vodProfiles.id, { onDelete: 'cascade' }),
    /** Days rented; null for a purchase. */
    durationDays: integer('duration_days'),
    priceCents: integer('price_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The charge; null when the price was 0. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** While pending: when the attempt began; once active, when the rental began. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null for a purchase; always null while pending. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** pending (being charged), active, or refunded (given back by an operator: not watchable). */
    status: text('status').notNull().default('active'),
    /**
     * The gateway's charge, written as soon as it is approved. On a pending row it is a charge
     * not yet kept: whoever removes the row gives it back (the sweep queues its refund).
     */
    chargeId: text('charge_id'),
    /** When an operator refunded it; set with the status `refunded`. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('rentals_account_profile_idx').on(table.accountId, table.profileId),
    // One attempt at a time per account and profile: the idempotency of rent calls.
    uniqueIndex('rentals_one_pending_idx')
      .on(table.accountId, table.profileId)
      .where(sql`${table.status} = 'pending'`),
    check('rentals_status', sql`${table.status} in ('pending', 'active', 'refunded')`),
    check('rentals_one_item', sql`(${table.vodId} is null) <> (${table.channelId} is null)`),
  ],
);
