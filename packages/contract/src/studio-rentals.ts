import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema, limitSchema, pageSchema } from './common.js';
import { listOf } from './envelope.js';
import { paymentHistoryItemSchema } from './account.js';

/**
 * The studio's rentals and payments (/api/studio/rentals, /api/studio/subscriber-payments):
 * who rented what, refunds, and each subscriber's payment history.
 */

/** active: watchable; expired: its days ran out; refunded: given back, no longer watchable. */
export const rentalStateSchema = z.enum(['active', 'expired', 'refunded']);
export type RentalState = z.infer<typeof rentalStateSchema>;

/** A rental or purchase as the studio lists it. */
export const studioRentalSchema = z.object({
  id: z.int(),
  account_id: z.int(),
  email: z.string(),
  /** What was rented: a movie or episode, or a channel. */
  item_type: z.enum(['vod', 'channel']),
  item_id: z.int(),
  item_title: z.string(),
  profile_name: z.string(),
  /** Days rented; null for a purchase. */
  duration_days: z.nullable(z.int()),
  price: z.number(),
  currency_code: z.string(),
  starts_at: z.string(),
  expires_at: z.nullable(z.string()),
  state: rentalStateSchema,
  refunded_at: z.nullable(z.string()),
});
export type StudioRental = z.infer<typeof studioRentalSchema>;

/** A rental with its charge, when something was charged. */
export const studioRentalDetailSchema = z.object({
  ...studioRentalSchema.shape,
  payment: z.nullable(paymentHistoryItemSchema),
});
export type StudioRentalDetail = z.infer<typeof studioRentalDetailSchema>;

export const rentalListQuerySchema = z.strictObject({
  /** A text in the subscriber's e-mail or the title's name, any letter case; empty: all. */
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(100, { error: 'must be 100 characters or fewer' })),
  ),
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
});
export type RentalListQuery = z.input<typeof rentalListQuerySchema>;

/** A subscriber's payments, newest first, with whose they are. */
export const subscriberPaymentsSchema = z.object({
  account_id: z.int(),
  email: z.string(),
  ...listOf(paymentHistoryItemSchema).shape,
});
export type SubscriberPayments = z.infer<typeof subscriberPaymentsSchema>;

const idParamsSchema = z.strictObject({ id: idSchema });

export const studioRentalCalls = {
  /** Rentals and purchases, newest first, a page at a time. Owner, editor and support. */
  rentals: endpoint({
    method: 'GET',
    path: '/studio/rentals',
    auth: 'operator',
    chosenByContract: true,
    query: rentalListQuerySchema,
    response: listOf(studioRentalSchema),
  }),
  /** One rental with its payment. Owner, editor and support. */
  rental: endpoint({
    method: 'GET',
    path: '/studio/rentals/:id',
    auth: 'operator',
    chosenByContract: true,
    params: idParamsSchema,
    response: studioRentalDetailSchema,
  }),
  /**
   * Gives a rental's charge back through the payment gateway and ends its access at once;
   * a rental refunded already is refused (owners and editors).
   */
  refundRental: endpoint({
    method: 'POST',
    path: '/studio/rental-refund/:id',
    auth: 'operator',
    chosenByContract: true,
    params: idParamsSchema,
    response: studioRentalDetailSchema,
  }),
  /** A subscriber's payments, newest first, a page at a time. Owner, editor and support. */
  subscriberPayments: endpoint({
    method: 'GET',
    path: '/studio/subscriber-payments/:id',
    auth: 'operator',
    chosenByContract: true,
    params: idParamsSchema,
    query: z.strictObject({ page: z.optional(pageSchema), limit: z.optional(limitSchema) }),
    response: subscriberPaymentsSchema,
  }),
};
