import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema, pagedQuerySchema } from './common.js';
import { listOf } from './envelope.js';
import {
  emailSchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  subscriptionChoiceSchema,
} from './validation.js';
import {
  checkPinBodySchema,
  createProfileBodySchema,
  pinCheckSchema,
  profileSchema,
  updateProfileBodySchema,
} from './profiles.js';

export const accountSchema = z.object({
  id: z.int(),
  email: z.string(),
  username: z.string(),
  subscription_expired: z.boolean(),
  has_purchase_pin: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const subscriptionPackageSchema = z.object({
  id: z.int(),
  name: z.string(),
  subscription_price: z.number(),
  currency_code: z.string(),
  description: z.string(),
});
export type SubscriptionPackage = z.infer<typeof subscriptionPackageSchema>;

export const subscriptionSchema = z.object({
  id: z.int(),
  package: subscriptionPackageSchema,
  currency_code: z.string(),
  starts_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const deviceSchema = z.object({
  id: z.int(),
  /** The session token the client sends as `Token`. */
  token: z.string(),
  uid: z.string(),
});

/** What login returns and the web app stores as the logged user. */
export const loginDataSchema = z.object({
  token: z.string(),
  uid: z.string(),
  currency_code: z.string(),
  device: deviceSchema,
  subscription: z.nullable(subscriptionSchema),
  profile: profileSchema,
  account: accountSchema,
  /**
   * An opaque key for one silent re-login of this device (`POST /account/relogin`), so the web
   * app never keeps the password. Rotated on each use; logout and device removal void it.
   */
  relogin_key: z.optional(z.string()),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const deviceListItemSchema = z.object({
  id: z.int(),
  uid: z.string(),
  model: z.string(),
  app_version: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type DeviceListItem = z.infer<typeof deviceListItemSchema>;

/** What a subscription change returns: the device token is replaced with the account. */
export const subscriptionChangeSchema = z.object({
  device: deviceSchema,
  account: accountSchema,
  subscription: z.nullable(subscriptionSchema),
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/** A profile update answers with the merged profile and the account (subscription, PIN flags). */
export const profileUpdateSchema = z.object({ profile: profileSchema, account: accountSchema });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const paymentStatusSchema = z.enum(['paid', 'failed', 'refunded']);

/** One payment. Card numbers are never stored: the gateway keeps the brand and last four digits. */
export const paymentHistoryItemSchema = z.object({
  id: z.int(),
  created_at: z.string(),
  description: z.string(),
  package_name: z.nullable(z.string()),
  amount: z.number().check(z.gte(0)),
  currency_code: z.string(),
  status: paymentStatusSchema,
  card_brand: z.nullable(z.string()),
  card_last4: z.nullable(z.string()),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

/** A silent re-login: the device's UID and the `relogin_key` its last login returned. */
export const reloginBodySchema = z.strictObject({
  uid: z
    .string({ error: 'Device UID required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Device UID required' }),
      z.maxLength(64, { error: 'Device UID must be 64 characters or fewer' }),
    ),
  relogin_key: z
    .string({ error: 'Re-login key required' })
    .check(
      z.minLength(1, { error: 'Re-login key required' }),
      z.maxLength(128, { error: 'Re-login key is too long' }),
    ),
});
export type ReloginBody = z.input<typeof reloginBodySchema>;

export const accountCalls = {
  /** Basic authorisation with identifier and password, plus Device-Model and App-Version. */
  login: endpoint({
    method: 'GET',
    path: '/account/login',
    auth: 'basic',
    response: loginDataSchema,
  }),
  /**
   * Not in the spec (it re-logs in with stored credentials): status -1 is answered with the
   * device's `relogin_key` instead, which returns fresh login data and a new key.
   */
  relogin: endpoint({
    method: 'POST',
    path: '/account/relogin',
    auth: 'none',
    chosenByContract: true,
    body: reloginBodySchema,
    response: loginDataSchema,
  }),
  logout: endpoint({ method: 'GET', path: '/account/logout', auth: 'token', response: z.null() }),
  checkDeviceToken: endpoint({
    method: 'GET',
    path: '/account/check-device-token',
    auth: 'token',
    response: z.object({ valid: z.boolean() }),
  }),
  /** The authorise call on entering a protected page; the spec does not show its path. */
  authorize: endpoint({
    method: 'GET',
    path: '/account/authorize',
    auth: 'token',
    chosenByContract: true,
    response: loginDataSchema,
  }),
  removeDevice: endpoint({
    method: 'POST',
    path: '/account/remove-device',
    auth: 'token',
    body: z.object({ id: idSchema }),
    response: z.null(),
  }),
  /** Starts password recovery; the envelope's message says what happens next. */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/account/forgot-password',
    auth: 'none',
    bodyEncoding: 'form',
    body: z.strictObject({ email: emailSchema }),
    response: z.null(),
  }),
  /** The spec does not show the body: the contract chose token + password + confirm_password. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/account/reset-password',
    auth: 'none',
    chosenByContract: true,
    body: resetPasswordBodySchema,
    response: z.null(),
  }),
  /** The spec's payload plus card fields for the payment gateway, which the contract chose. */
  registration: endpoint({
    method: 'POST',
    path: '/account/registration',
    auth: 'none',
    chosenByContract: true,
    body: registrationBodySchema,
    response: z.null(),
  }),
  /** Subscription packages; visitors see them too. */
  getSubscriptions: endpoint({
    method: 'GET',
    path: '/account/get-subscriptions',
    auth: 'optional',
    response: z.array(subscriptionPackageSchema),
  }),
  devices: endpoint({
    method: 'GET',
    path: '/account/devices',
    auth: 'token',
    response: z.array(deviceListItemSchema),
  }),
  /** The spec does not show the body: the contract chose the new package's `subscription_id`. */
  updateSubscription: endpoint({
    method: 'POST',
    path: '/account/update-subscription',
    auth: 'token',
    chosenByContract: true,
    body: z.strictObject(subscriptionChoiceSchema.shape),
    response: subscriptionChangeSchema,
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/account/update-profile',
    auth: 'token',
    body: updateProfileBodySchema,
    response: profileUpdateSchema,
  }),
  createProfile: endpoint({
    method: 'POST',
    path: '/account/create-profile',
    auth: 'token',
    body: createProfileBodySchema,
    response: profileSchema,
  }),
  paymentHistory: endpoint({
    method: 'GET',
    path: '/account/payment-history-list',
    auth: 'token',
    query: pagedQuerySchema,
    response: listOf(paymentHistoryItemSchema),
  }),
  checkSubscription: endpoint({
    method: 'GET',
    path: '/account/check-subscription',
    auth: 'token',
    response: z.object({ subscription_expired: z.boolean() }),
  }),
  /** Not in the spec (it compares PINs in the browser): the server checks them instead. */
  checkPin: endpoint({
    method: 'POST',
    path: '/account/check-pin',
    auth: 'token',
    chosenByContract: true,
    body: checkPinBodySchema,
    response: pinCheckSchema,
  }),
};
