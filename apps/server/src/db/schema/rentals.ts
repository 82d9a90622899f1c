import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { vods, vodProfiles } from './catalogue.js';
import { payments } from './subscriptions.js';

/**
 * Rentals (tvod_dtr, `expires_at` set) and purchases (tvod, `expires_at` null) of a playback
 * profile by an account. A profile is the account's while a row of it has not expired.
 */
export const rentals = pgTable(
  'rentals',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => vodProfiles.id, { onDelete: 'cascade' }),
    /** Days rented; null for a purchase. */
    durationDays: integer('duration_days'),
    priceCents: integer('price_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The charge; null when the price was 0. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('rentals_account_profile_idx').on(table.accountId, table.profileId)],
);
