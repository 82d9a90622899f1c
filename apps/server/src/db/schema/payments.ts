import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

// The `payments` table itself (the payment history) stays in subscriptions.ts.

/**
 * Charges to give back whose refund failed or has not been tried yet: retried with backoff
 * until the gateway takes the refund, then removed (modules/accounts/payments/refund-outbox.ts).
 */
export const refundOutbox = pgTable(
  'refund_outbox',
  {
    id: serial('id').primaryKey(),
    /** The gateway's charge id; a charge is queued once. */
    chargeId: text('charge_id').notNull(),
    /** Why it is given back, for the operator reading the table. */
    reason: text('reason').notNull(),
    /** Refunds tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When it is tried next; moved on while a retrier holds it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('refund_outbox_charge_idx').on(table.chargeId)],
);
