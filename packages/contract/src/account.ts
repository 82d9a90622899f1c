import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { idSchema } from './common.js';

export const sexSchema = z.union([z.literal(0), z.literal(1)]); // 0 male, 1 female

/** A viewing profile. PINs never leave the server: `has_pin` says whether one is set. */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  sex: sexSchema,
  age: z.number().int().nullable(),
  is_default: z.boolean(),
  has_pin: z.boolean(),
  language: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const accountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  subscription_expired: z.boolean(),
  has_purchase_pin: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const subscriptionPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subscription_price: z.number(),
  currency_code: z.string(),
  description: z.string(),
});
export type SubscriptionPackage = z.infer<typeof subscriptionPackageSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  package: subscriptionPackageSchema,
  currency_code: z.string(),
  starts_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const deviceSchema = z.object({
  id: z.number().int(),
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
  subscription: subscriptionSchema.nullable(),
  profile: profileSchema,
  account: accountSchema,
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const deviceListItemSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  model: z.string(),
  app_version: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type DeviceListItem = z.infer<typeof deviceListItemSchema>;

export const accountCalls = {
  /** Basic authorisation with identifier and password, plus Device-Model and App-Version. */
  login: endpoint({
    method: 'GET',
    path: '/account/login',
    auth: 'basic',
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
};
