import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema, limitSchema, pageSchema } from './common.js';
import { listOf } from './envelope.js';
import { paymentHistoryItemSchema } from './account.js';
import { profileSchema } from './profiles.js';

/**
 * The studio's view of subscribers (/api/studio/subscribers): finding one, what the account
 * holds, and the help support gives (removing a device, sending a password reset link).
 */

/** The subscription an account has now: its package, when it ends, and whether it still runs. */
export const subscriberSubscriptionStateSchema = z.object({
  package_name: z.string(),
  expires_at: z.string(),
  active: z.boolean(),
});
export type SubscriberSubscriptionState = z.infer<typeof subscriberSubscriptionStateSchema>;

/** A subscriber in the studio's list. */
export const subscriberListItemSchema = z.object({
  id: z.int(),
  email: z.string(),
  username: z.string(),
  /** The default profile's first and last name; null for an account without a profile. */
  name: z.nullable(z.string()),
  created_at: z.string(),
  /** The newest subscription not replaced, expired or not; null for an account that never had one. */
  subscription: z.nullable(subscriberSubscriptionStateSchema),
  /** Devices not removed. */
  device_count: z.int(),
  /** When any of its devices was last seen; null for an account never logged in. */
  last_seen_at: z.nullable(z.string()),
});
export type SubscriberListItem = z.infer<typeof subscriberListItemSchema>;

/** A text found in the e-mail, username or a profile's names, in any letter case; empty: all. */
export const subscriberSearchSchema = z
  .string()
  .check(z.trim(), z.maxLength(100, { error: 'must be 100 characters or fewer' }));

export const subscriberListQuerySchema = z.strictObject({
  search: z.optional(subscriberSearchSchema),
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
});
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;

/** A device as the studio sees it: the subscriber's list, with when it first logged in. */
export const subscriberDeviceSchema = z.object({
  id: z.int(),
  uid: z.string(),
  model: z.string(),
  app_version: z.string(),
  last_seen_at: z.string(),
  created_at: z.string(),
});
export type SubscriberDevice = z.infer<typeof subscriberDeviceSchema>;

/** One subscription period of the account. */
export const subscriberSubscriptionSchema = z.object({
  id: z.int(),
  package_name: z.string(),
  starts_at: z.string(),
  expires_at: z.string(),
  /** When another period or package replaced it. */
  disabled_at: z.nullable(z.string()),
  active: z.boolean(),
});
export type SubscriberSubscription = z.infer<typeof subscriberSubscriptionSchema>;

/** Everything the studio shows of one subscriber. */
export const subscriberDetailSchema = z.object({
  account: z.object({
    id: z.int(),
    email: z.string(),
    username: z.string(),
    created_at: z.string(),
    has_purchase_pin: z.boolean(),
  }),
  profiles: z.array(profileSchema),
  /** Devices not removed, most recently seen first. */
  devices: z.array(subscriberDeviceSchema),
  /** Newest first. */
  subscriptions: z.array(subscriberSubscriptionSchema),
  /** The latest payments, newest first. */
  payments: z.array(paymentHistoryItemSchema),
});
export type SubscriberDetail = z.infer<typeof subscriberDetailSchema>;

const subscriberParamsSchema = z.strictObject({ id: idSchema });

export const studioSubscriberCalls = {
  /** Subscribers, newest first, a page at a time; `search` narrows them. Owner and support. */
  subscribers: endpoint({
    method: 'GET',
    path: '/studio/subscribers',
    auth: 'operator',
    chosenByContract: true,
    query: subscriberListQuerySchema,
    response: listOf(subscriberListItemSchema),
  }),
  /** One subscriber's account, profiles, devices, subscriptions and latest payments. */
  subscriber: endpoint({
    method: 'GET',
    path: '/studio/subscribers/:id',
    auth: 'operator',
    chosenByContract: true,
    params: subscriberParamsSchema,
    response: subscriberDetailSchema,
  }),
  /** Removes a subscriber's device as its own removal does: its sessions end at once. */
  removeSubscriberDevice: endpoint({
    method: 'DELETE',
    path: '/studio/subscriber-devices/:id/:device_id',
    auth: 'operator',
    chosenByContract: true,
    params: z.strictObject({ id: idSchema, device_id: idSchema }),
    response: z.null(),
  }),
  /** Sends the subscriber the password reset e-mail of the "forgot password" form. */
  sendSubscriberPasswordReset: endpoint({
    method: 'POST',
    path: '/studio/subscriber-password-reset/:id',
    auth: 'operator',
    chosenByContract: true,
    params: subscriberParamsSchema,
    response: z.null(),
  }),
};
